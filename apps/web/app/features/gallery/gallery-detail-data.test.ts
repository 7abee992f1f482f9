import type { ApiTransport } from '@refit/contract';
import { describe, expect, it, vi } from 'vitest';
import { createServerApi } from '../../lib/api/api-context.server.ts';
import { fakeLogger } from '../../lib/api/fake-logger.ts';
import { loadGalleryDetail } from './gallery-detail-data.ts';

const gallery = {
  id: 11,
  galleryName: '911 Turbo S · 宁波国际赛道',
  galleryNameEn: '911 Turbo S · Ningbo International Circuit',
  brandName: '保时捷',
  brandNameEn: 'Porsche',
  carName: '911 Turbo S',
  carNameEn: '',
  coverImgUrl: 'gallery/cover.svg',
  carId: 7,
  brandId: 3,
  galleryJson: '[{"fileUrl":"gallery/1.svg"},{"fileUrl":"/gallery/2.svg"},{"nope":1}]',
};

function client(answer: () => { status: number; body: unknown }) {
  const transport: ApiTransport = async () => answer();
  return createServerApi({ transport, timeoutMs: 8000, log: fakeLogger() });
}

describe('loadGalleryDetail', () => {
  it('shapes the gallery in the visitor’s language, the cover first among the pictures', async () => {
    const api = client(() => ({ status: 200, body: { success: true, result: gallery, message: 'ok' } }));
    await expect(loadGalleryDetail(api, 'en', '11')).resolves.toEqual({
      id: 11,
      name: '911 Turbo S · Ningbo International Circuit',
      carId: 7,
      carName: '911 Turbo S',
      brandName: 'Porsche',
      brandId: 3,
      image: '/api/static/gallery/cover.svg',
      images: ['/api/static/gallery/cover.svg', '/api/static/gallery/1.svg', '/api/static/gallery/2.svg'],
      story: null,
      storyDescription: null,
    });
  });

  it('answers null for an unknown or malformed id without asking twice', async () => {
    const answer = vi.fn(() => ({
      status: 404,
      body: { success: false, result: null, message: 'gallery 99 not found' },
    }));
    await expect(loadGalleryDetail(client(answer), 'zh', '99')).resolves.toBeNull();
    await expect(loadGalleryDetail(client(answer), 'zh', 'abc')).resolves.toBeNull();
    await expect(loadGalleryDetail(client(answer), 'zh', '0')).resolves.toBeNull();
    expect(answer).toHaveBeenCalledTimes(1);
  });

  it('passes other failures on, for the error page', async () => {
    await expect(
      loadGalleryDetail(
        client(() => ({ status: 500, body: null })),
        'zh',
        '11',
      ),
    ).rejects.toThrow();
  });
});
