import { describe, expect, it } from 'vitest';
import { showsPendingPage as rule } from './pending-page-rule.ts';

// The car and brand pages declare their own loading state in their route handles.
const showsPendingPage = (current: string, next: string | undefined) =>
  rule(current, next, current.startsWith('/car/') || current.startsWith('/brand/'));

describe('showsPendingPage', () => {
  it('shows while another page loads', () => {
    expect(showsPendingPage('/', '/car/1')).toBe(true);
    expect(showsPendingPage('/gallery', '/brand/2')).toBe(true);
    expect(showsPendingPage('/brand/1', '/car/4')).toBe(true);
    expect(showsPendingPage('/car/4', '/brand/1')).toBe(true);
    expect(showsPendingPage('/news', '/news?page=2')).toBe(true);
    expect(showsPendingPage('/about?l=en', '/about')).toBe(true);
  });

  it('stays quiet with no navigation, or a navigation to the same page', () => {
    expect(showsPendingPage('/news', undefined)).toBe(false);
    expect(showsPendingPage('/news', '/news')).toBe(false);
  });

  it('leaves car to car and brand to brand to the pages, which show their own loading state', () => {
    expect(showsPendingPage('/car/1', '/car/2')).toBe(false);
    expect(showsPendingPage('/car/1?l=en', '/car/1')).toBe(false);
    expect(showsPendingPage('/brand/1', '/brand/porsche')).toBe(false);
  });

  it('shows when a page with its own loading state is left for another section', () => {
    expect(rule('/car/1', '/car-list', true)).toBe(true);
    expect(rule('/car/1', '/brand/1', true)).toBe(true);
  });
});
