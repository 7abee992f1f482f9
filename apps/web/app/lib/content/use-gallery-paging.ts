// Runs the gallery paging state against the browser's API client.
import type { UiLanguage } from '@refit/contract';
import { useCallback, useEffect, useReducer } from 'react';
import { getBrowserApi } from '../api/browser-api.ts';
import { errorText } from '../api/errors.ts';
import { loadGalleryPage } from './gallery-data.ts';
import { galleryPagingReducer, initialPaging, requestedPage } from './gallery-paging.ts';
import type { GalleryPagingState } from './gallery-paging.ts';
import type { GalleryPageView } from './gallery-types.ts';

interface Options {
  lang: UiLanguage;
  /** Limits the list to one brand; the whole gallery without it. */
  brandId?: number;
  /** The page the server rendered, and the model it is filtered to. */
  initialPage: GalleryPageView;
  initialCarId: number | null;
}

export interface GalleryPaging {
  state: GalleryPagingState;
  select(carId: number | null): void;
  loadMore(): void;
}

export function useGalleryPaging({ lang, brandId, initialPage, initialCarId }: Options): GalleryPaging {
  const [state, dispatch] = useReducer(galleryPagingReducer, undefined, () =>
    initialPaging(initialCarId, initialPage),
  );
  const busy = state.status === 'loading' || state.status === 'loading-more';
  const { request, carId } = state;
  const pageNo = requestedPage(state);

  useEffect(() => {
    if (!busy) return;
    const api = getBrowserApi();
    loadGalleryPage(api, lang, { brandId, carId }, pageNo).then(
      (page) => dispatch({ type: 'loaded', request, page }),
      (error: unknown) => {
        api.log.warn({ reason: errorText(error) }, 'gallery page unavailable');
        dispatch({ type: 'failed', request });
      },
    );
    // Answers are matched to their request number, so nothing has to be cancelled here.
  }, [busy, request, carId, pageNo, brandId, lang]);

  const select = useCallback((next: number | null) => dispatch({ type: 'select', carId: next }), []);
  const loadMore = useCallback(() => dispatch({ type: 'more' }), []);
  return { state, select, loadMore };
}
