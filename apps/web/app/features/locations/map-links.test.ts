import { describe, expect, it } from 'vitest';
import { mapLinks } from './map-links.ts';

const shanghai = {
  name: '上海旗舰工坊',
  address: '上海市嘉定区叶城路 88 号',
  latitude: 31.350412,
  longitude: 121.248836,
};

describe('mapLinks', () => {
  it('puts longitude first for Amap and latitude first for Baidu and Apple, in GCJ-02', () => {
    const links = mapLinks(shanghai);
    const amap = new URL(links.amap);
    expect(amap.origin + amap.pathname).toBe('https://uri.amap.com/marker');
    expect(amap.searchParams.get('position')).toBe('121.248836,31.350412');
    expect(amap.searchParams.get('name')).toBe('上海旗舰工坊');
    expect(amap.searchParams.get('coordinate')).toBe('gaode');

    const baidu = new URL(links.baidu);
    expect(baidu.origin + baidu.pathname).toBe('https://api.map.baidu.com/marker');
    expect(Object.fromEntries(baidu.searchParams)).toMatchObject({
      location: '31.350412,121.248836',
      title: '上海旗舰工坊',
      content: '上海市嘉定区叶城路 88 号',
      output: 'html',
      coord_type: 'gcj02',
    });
    expect(baidu.searchParams.get('src')).toMatch(/^webapp\./);

    const apple = new URL(links.apple);
    expect(apple.origin).toBe('https://maps.apple.com');
    expect(apple.searchParams.get('ll')).toBe('31.350412,121.248836');
    expect(apple.searchParams.get('q')).toBe('上海旗舰工坊');
  });

  it('encodes names that hold the characters of a query', () => {
    const links = mapLinks({ ...shanghai, name: 'A&B = C #1', address: '100% road?' });
    expect(new URL(links.amap).searchParams.get('name')).toBe('A&B = C #1');
    expect(new URL(links.baidu).searchParams.get('content')).toBe('100% road?');
    expect(new URL(links.apple).searchParams.get('q')).toBe('A&B = C #1');
  });

  it('keeps six decimals at most', () => {
    const links = mapLinks({ ...shanghai, latitude: 22.5452312345, longitude: 113.95 });
    expect(new URL(links.apple).searchParams.get('ll')).toBe('22.545231,113.95');
  });
});
