import { describe, expect, it } from 'vitest';
import { enquiryOf } from './route-handle.ts';

const match = (pathname: string, handle: unknown, params: Record<string, string> = {}) => ({
  pathname,
  params,
  handle,
});

describe('enquiryOf', () => {
  it('asks the deepest route that says where its enquiries go', () => {
    const root = match('/', { tracking: null });
    const product = match(
      '/product/info/3',
      {
        tracking: null,
        enquiry: ({ params }: { params: Record<string, string | undefined> }) =>
          `/about?product=${params.id}#enquiry`,
      },
      { id: '3' },
    );
    expect(enquiryOf([root, product])).toBe('/about?product=3#enquiry');
  });

  it('gives none when no route has an item to enquire about', () => {
    expect(enquiryOf([match('/', { tracking: null }), match('/news', undefined)])).toBeNull();
    expect(enquiryOf([])).toBeNull();
  });
});
