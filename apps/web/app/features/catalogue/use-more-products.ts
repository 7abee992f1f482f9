// The cards of a list whose first ones came with the page and whose rest the section's items
// address answers (lib/catalogue/section-paging.ts): fetched when a show-more press needs more
// than are here, a batch ahead, so most presses show cards at once.
import type { ProductCategory, UiLanguage } from '@refit/contract';
import { useRef, useState } from 'react';
import type { ProductCardView } from '../../lib/catalogue/catalogue-types.ts';
import {
  SECTION_MAX_BATCH,
  SECTION_MORE_BATCH,
  sectionItemsPath,
} from '../../lib/catalogue/section-paging.ts';
import type { SectionItemsAnswer } from '../../lib/catalogue/section-paging.ts';

/** Where further cards come from; none for a list that came whole. */
export interface MoreSource {
  category: ProductCategory;
  lang: UiLanguage;
}

export type MoreStatus = 'idle' | 'loading' | 'failed';

export interface MoreProducts {
  cards: ProductCardView[];
  status: MoreStatus;
  /** Resolves true once `count` cards (or all there are) are here, false when fetching failed. */
  ensure(count: number): Promise<boolean>;
}

async function fetchCards(source: MoreSource, offset: number, limit: number): Promise<ProductCardView[]> {
  const response = await fetch(sectionItemsPath(source.category, offset, limit, source.lang), {
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`section items: HTTP ${response.status}`);
  const answer = (await response.json()) as Partial<SectionItemsAnswer>;
  if (!Array.isArray(answer.products)) throw new Error('section items: no product list');
  return answer.products;
}

export function useMoreProducts(
  initial: ProductCardView[],
  total: number,
  source: MoreSource | undefined,
): MoreProducts {
  const [cards, setCards] = useState(initial);
  const [status, setStatus] = useState<MoreStatus>('idle');
  // The cards as of the last fetch, for a press that comes before React has re-rendered.
  const current = useRef(initial);

  async function ensure(count: number): Promise<boolean> {
    const wanted = Math.min(count, total);
    if (!source || current.current.length >= wanted) return true;
    setStatus('loading');
    try {
      let next = current.current;
      while (next.length < wanted) {
        const limit = Math.min(SECTION_MAX_BATCH, Math.max(wanted - next.length, SECTION_MORE_BATCH));
        const fetched = await fetchCards(source, next.length, limit);
        // Content edited since the page was made may repeat a card; the section may have shrunk.
        const known = new Set(next.map((card) => card.id));
        const fresh = fetched.filter((card) => !known.has(card.id));
        if (fresh.length === 0) break;
        next = [...next, ...fresh];
      }
      current.current = next;
      setCards(next);
      setStatus('idle');
      return true;
    } catch (error) {
      console.warn('product list: more products unavailable', error);
      setStatus('failed');
      return false;
    }
  }

  return { cards, status, ensure };
}
