import { describe, expect, it } from 'vitest';
import { img, pro } from '../route-handle.ts';
import type { RouteTracking } from '../route-handle.ts';
import { deviceType, isSameVisit, relatedId, traceFor } from './visit-rules.ts';
import type { Visit, VisitContext } from './visit-rules.ts';

const DESKTOP_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/140.0 Safari/537.36';
const PHONE_AGENT = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148 Safari/604.1';
// The menu data: which entry links to which address.
const MENU_ENTRIES: Readonly<Record<string, number>> = { '/news': 7, '/gallery': 6 };
const desktop: VisitContext = {
  lang: 'zh',
  viewportWidth: 1440,
  userAgent: DESKTOP_AGENT,
  menuEntryId: (path) => MENU_ENTRIES[path] ?? null,
};

// What the route handles declare for the routes used here.
const TRACKING: Readonly<Record<string, RouteTracking | null>> = {
  'routes/news': { browseType: 'news', menuPath: '/news' },
  'routes/car-list': img('/brand'),
  'routes/product-detail': pro(),
  'wheels-by-id': pro(),
  'aerodynamic-kits-by-id': pro(),
  'routes/car-detail': img(),
  'routes/brand-detail': img(),
  'routes/product-redirect': null,
  fallback: null,
};

const visit = (routeId: string, pathname: string, params: Visit['params'] = {}, search = ''): Visit => ({
  routeId,
  tracking: TRACKING[routeId] ?? null,
  pathname,
  params,
  search,
});

describe('deviceType', () => {
  it('is mobile at the shell breakpoint (976px) and below', () => {
    expect(deviceType(976, DESKTOP_AGENT)).toBe('mobile');
    expect(deviceType(390, DESKTOP_AGENT)).toBe('mobile');
  });

  it('is PC above the breakpoint with a desktop user agent', () => {
    expect(deviceType(977, DESKTOP_AGENT)).toBe('PC');
  });

  it('is mobile on a wide screen when the user agent is a phone or tablet', () => {
    expect(deviceType(1280, PHONE_AGENT)).toBe('mobile');
    expect(deviceType(1280, 'Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe('mobile');
  });
});

describe('relatedId', () => {
  it("takes the screen's menu entry id first", () => {
    expect(relatedId('6', '?menuId=12', { typeId: '3', id: '9' })).toBe('6');
  });

  it('then the menuId query', () => {
    expect(relatedId(undefined, '?l=en&menuId=12', { typeId: '3', id: '9' })).toBe('12');
  });

  it('then the typeId param', () => {
    expect(relatedId(undefined, '?l=en', { typeId: '3', id: '9' })).toBe('3');
  });

  it('then the id param', () => {
    expect(relatedId(undefined, '', { id: '9' })).toBe('9');
  });

  it('is empty when nothing names the screen', () => {
    expect(relatedId(undefined, '', {})).toBe('');
  });

  it('skips values the API would refuse as an id', () => {
    expect(relatedId(undefined, '?menuId=1%3Bdrop', { id: 'porsche' })).toBe('porsche');
    expect(relatedId(undefined, '?menuId=', { id: 'x'.repeat(65) })).toBe('');
  });
});

describe('traceFor', () => {
  it('falls back to the menuId query when the menu data has no entry for the screen', () => {
    expect(traceFor(visit('routes/car-list', '/car-list', {}, '?menuId=2'), desktop)?.relatedId).toBe('2');
    expect(traceFor(visit('routes/car-list', '/car-list'), desktop)?.relatedId).toBe('');
  });

  it("uses the browse type of the route's handle and the id of its menu entry in the menu data", () => {
    expect(traceFor(visit('routes/news', '/news'), desktop)).toEqual({
      browseType: 'news',
      relatedId: '7',
      deviceType: 'PC',
      languages: 'cn',
    });
  });

  it('names products, galleries and cars by their param, in the API language names', () => {
    const en: VisitContext = { ...desktop, lang: 'en' };
    expect(traceFor(visit('routes/product-detail', '/product/info/5', { id: '5' }), en)).toMatchObject({
      browseType: 'pro',
      relatedId: '5',
      languages: 'en',
    });
    expect(traceFor(visit('wheels-by-id', '/wheels/6', { typeId: '6' }), desktop)).toMatchObject({
      browseType: 'pro',
      relatedId: '6',
    });
    expect(traceFor(visit('routes/car-detail', '/car/4', { id: '4' }), desktop)).toMatchObject({
      browseType: 'img',
      relatedId: '4',
    });
  });

  it('prefers the menuId of a menu link over the param on screens without a menu entry of their own', () => {
    const kits = visit('aerodynamic-kits-by-id', '/aerodynamic-kits/2', { typeId: '2' }, '?menuId=19');
    expect(traceFor(kits, desktop)?.relatedId).toBe('19');
  });

  it('does not trace routes that only redirect or declare no tracking', () => {
    expect(traceFor(visit('routes/product-redirect', '/product/3', { id: '3' }), desktop)).toBeNull();
    expect(traceFor(visit('fallback', '/nowhere', { '*': 'nowhere' }), desktop)).toBeNull();
  });
});

describe('isSameVisit', () => {
  const car = visit('routes/car-detail', '/car/1', { id: '1' });

  it('is false for the first visit', () => {
    expect(isSameVisit(undefined, car)).toBe(false);
  });

  it('is true when only the query changed', () => {
    expect(isSameVisit(car, { ...car, search: '?l=en' })).toBe(true);
  });

  it('is false when the params, path or route differ', () => {
    expect(isSameVisit(car, visit('routes/car-detail', '/car/2', { id: '2' }))).toBe(false);
    expect(isSameVisit(car, { ...car, pathname: '/car/01' })).toBe(false);
    expect(isSameVisit(car, { ...car, routeId: 'routes/brand-detail' })).toBe(false);
  });
});
