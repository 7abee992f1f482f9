// Paging state of a gallery list that grows in the browser (SPEC section 4): "load more" raises
// the page number and appends; picking a model starts again at page 1 with that model. Every
// request carries a number, so an answer that arrives after the visitor moved on is dropped.
import type { GalleryCardView, GalleryPageView } from './gallery-types.ts';

export interface GalleryPagingState {
  /** The model the list is filtered to; null for no model filter. */
  carId: number | null;
  items: GalleryCardView[];
  /** The last page loaded; 0 before the first one arrives. */
  current: number;
  pages: number;
  total: number;
  status: 'idle' | 'loading' | 'loading-more' | 'error';
  /** Number of the request in flight (or of the last one sent). */
  request: number;
}

export type GalleryPagingAction =
  | { type: 'select'; carId: number | null }
  | { type: 'more' }
  | { type: 'loaded'; request: number; page: GalleryPageView }
  | { type: 'failed'; request: number };

export function initialPaging(carId: number | null, page: GalleryPageView): GalleryPagingState {
  return {
    carId,
    items: page.items,
    current: page.current,
    pages: page.pages,
    total: page.total,
    status: 'idle',
    request: 0,
  };
}

/** More pages exist while the current page is below the total number of pages. */
export function hasMorePages(state: GalleryPagingState): boolean {
  return state.current > 0 && state.current < state.pages;
}

/** The page the request in flight asks for. */
export function requestedPage(state: GalleryPagingState): number {
  return state.status === 'loading-more' ? state.current + 1 : 1;
}

export function galleryPagingReducer(
  state: GalleryPagingState,
  action: GalleryPagingAction,
): GalleryPagingState {
  switch (action.type) {
    case 'select':
      return {
        carId: action.carId,
        items: [],
        current: 0,
        pages: 0,
        total: 0,
        status: 'loading',
        request: state.request + 1,
      };
    case 'more':
      if (state.status === 'loading' || state.status === 'loading-more') return state;
      if (!hasMorePages(state)) return state;
      return { ...state, status: 'loading-more', request: state.request + 1 };
    case 'loaded': {
      if (action.request !== state.request) return state;
      const appending = state.status === 'loading-more';
      const known = new Set(state.items.map((item) => item.id));
      const items = appending
        ? [...state.items, ...action.page.items.filter((item) => !known.has(item.id))]
        : action.page.items;
      return {
        ...state,
        items,
        current: action.page.current || requestedPage(state),
        pages: action.page.pages,
        total: action.page.total,
        status: 'idle',
      };
    }
    case 'failed':
      if (action.request !== state.request) return state;
      // A failed first page leaves an empty list (SPEC section 8); a failed next page keeps what is shown.
      return { ...state, status: state.status === 'loading' ? 'idle' : 'error' };
  }
}
