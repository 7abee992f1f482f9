import { describe, expect, it } from 'vitest';
import { resolveBackLink, safeFromPath } from './back-link.ts';

const section = { to: '/aerodynamic-kits', name: 'Aerodynamic Kits' };
const query = (text: string) => new URLSearchParams(text);

describe('safeFromPath', () => {
  it('accepts paths on this site', () => {
    expect(safeFromPath('/car/1')).toBe('/car/1');
    expect(safeFromPath('/car/1?l=en#parts')).toBe('/car/1?l=en#parts');
  });

  it.each([
    ['//evil.example'],
    ['//evil.example/car/1'],
    ['/\\evil.example'],
    ['https://evil.example'],
    ['javascript:alert(1)'],
    ['car/1'],
    ['/car/1\n//evil'],
    ['/ /evil'],
    [''],
    [null],
    [`/${'a'.repeat(600)}`],
  ])('refuses %j', (value) => {
    expect(safeFromPath(value)).toBeNull();
  });
});

describe('resolveBackLink', () => {
  it('returns to the car page the visitor came from, by its name', () => {
    expect(resolveBackLink(query('from=car&fromPath=/car/1&fromName=720S&carId=1'), section)).toEqual({
      to: '/car/1',
      name: '720S',
      unnamedCar: false,
    });
  });

  it('never uses a hostile fromPath: the car id leads back instead', () => {
    expect(resolveBackLink(query('from=car&fromPath=//evil.example&fromName=720S&carId=1'), section)).toEqual(
      {
        to: '/car/1',
        name: '720S',
        unnamedCar: false,
      },
    );
  });

  it('falls back to the section when nothing safe is left', () => {
    expect(resolveBackLink(query('from=car&fromPath=https://evil.example&carId=x'), section)).toEqual({
      ...section,
      unnamedCar: false,
    });
    expect(resolveBackLink(query(''), section)).toEqual({ ...section, unnamedCar: false });
  });

  it('marks a car page without a name, and trims a long one', () => {
    expect(resolveBackLink(query('from=car&carId=4'), section)).toEqual({
      to: '/car/4',
      name: '',
      unnamedCar: true,
    });
    const long = resolveBackLink(query(`fromPath=/car/2&fromName=${'x'.repeat(80)}`), section);
    expect(long.name).toHaveLength(60);
    expect(long.name.endsWith('…')).toBe(true);
  });
});
