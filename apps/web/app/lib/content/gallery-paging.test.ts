import { describe, expect, it } from 'vitest';
import { galleryPagingReducer, hasMorePages, initialPaging, requestedPage } from './gallery-paging.ts';
import type { GalleryPagingState } from './gallery-paging.ts';
import type { GalleryCardView, GalleryPageView } from './gallery-types.ts';

const card = (id: number, carId = 1): GalleryCardView => ({
  id,
  name: `Gallery ${id}`,
  carId,
  carName: `Car ${carId}`,
  brandName: 'Brand',
  image: `/api/static/gallery/${id}.svg`,
});

const page = (ids: number[], current: number, pages: number, total: number, carId = 1): GalleryPageView => ({
  items: ids.map((id) => card(id, carId)),
  current,
  pages,
  total,
});

describe('gallery paging', () => {
  it('starts from the server-rendered page and knows whether more pages exist', () => {
    const state = initialPaging(1, page([1, 2], 1, 3, 30));
    expect(state).toMatchObject({ carId: 1, current: 1, pages: 3, status: 'idle' });
    expect(hasMorePages(state)).toBe(true);
    expect(hasMorePages(initialPaging(1, page([1, 2], 1, 1, 2)))).toBe(false);
    expect(hasMorePages(initialPaging(null, page([], 1, 0, 0)))).toBe(false);
  });

  it('load more asks for the next page and appends its results', () => {
    let state = initialPaging(1, page([1, 2], 1, 2, 4));
    state = galleryPagingReducer(state, { type: 'more' });
    expect(state.status).toBe('loading-more');
    expect(requestedPage(state)).toBe(2);
    state = galleryPagingReducer(state, {
      type: 'loaded',
      request: state.request,
      page: page([3, 4], 2, 2, 4),
    });
    expect(state.items.map((item) => item.id)).toEqual([1, 2, 3, 4]);
    expect(state).toMatchObject({ current: 2, status: 'idle' });
    expect(hasMorePages(state)).toBe(false);
    // At the end, "more" changes nothing.
    expect(galleryPagingReducer(state, { type: 'more' })).toBe(state);
  });

  it('does not append a gallery twice when pages shift between requests', () => {
    let state = initialPaging(1, page([1, 2], 1, 2, 4));
    state = galleryPagingReducer(state, { type: 'more' });
    state = galleryPagingReducer(state, {
      type: 'loaded',
      request: state.request,
      page: page([2, 3], 2, 2, 4),
    });
    expect(state.items.map((item) => item.id)).toEqual([1, 2, 3]);
  });

  it('picking a model clears the list and starts again at page 1 with that model', () => {
    let state = initialPaging(1, page([1, 2], 1, 2, 4));
    state = galleryPagingReducer(state, { type: 'select', carId: 2 });
    expect(state).toMatchObject({ carId: 2, items: [], current: 0, status: 'loading' });
    expect(requestedPage(state)).toBe(1);
    state = galleryPagingReducer(state, {
      type: 'loaded',
      request: state.request,
      page: page([7, 8], 1, 1, 2, 2),
    });
    expect(state.items.map((item) => item.id)).toEqual([7, 8]);
    expect(state).toMatchObject({ carId: 2, current: 1, pages: 1, status: 'idle' });
  });

  it('drops an answer that arrives after the visitor moved on', () => {
    let state = initialPaging(1, page([1, 2], 1, 2, 4));
    state = galleryPagingReducer(state, { type: 'more' });
    const stale = state.request;
    state = galleryPagingReducer(state, { type: 'select', carId: 2 });
    const afterStale = galleryPagingReducer(state, {
      type: 'loaded',
      request: stale,
      page: page([3, 4], 2, 2, 4),
    });
    expect(afterStale).toBe(state);
    expect(galleryPagingReducer(state, { type: 'failed', request: stale })).toBe(state);
  });

  it('ignores "more" while a page is loading', () => {
    let state: GalleryPagingState = initialPaging(1, page([1], 1, 3, 3));
    state = galleryPagingReducer(state, { type: 'more' });
    expect(galleryPagingReducer(state, { type: 'more' })).toBe(state);
  });

  it('a failed first page leaves an empty list; a failed next page keeps what is shown', () => {
    let state = initialPaging(1, page([1, 2], 1, 2, 4));
    state = galleryPagingReducer(state, { type: 'more' });
    state = galleryPagingReducer(state, { type: 'failed', request: state.request });
    expect(state).toMatchObject({ status: 'error', current: 1 });
    expect(state.items).toHaveLength(2);
    // The visitor can try again.
    expect(galleryPagingReducer(state, { type: 'more' }).status).toBe('loading-more');

    let fresh = galleryPagingReducer(state, { type: 'select', carId: 3 });
    fresh = galleryPagingReducer(fresh, { type: 'failed', request: fresh.request });
    expect(fresh).toMatchObject({ status: 'idle', items: [], carId: 3 });
    expect(hasMorePages(fresh)).toBe(false);
  });
});
