import { describe, expect, it } from 'vitest';
import { isStandalonePath } from './standalone-area.ts';

describe('isStandalonePath', () => {
  it('matches the admin area and everything under it', () => {
    expect(isStandalonePath('/admin')).toBe(true);
    expect(isStandalonePath('/admin/')).toBe(true);
    expect(isStandalonePath('/admin/enquiries/4')).toBe(true);
  });

  it('leaves public pages alone, even when their path starts alike', () => {
    expect(isStandalonePath('/')).toBe(false);
    expect(isStandalonePath('/administration')).toBe(false);
    expect(isStandalonePath('/car/1')).toBe(false);
  });
});
