// One page of a section's items in the order the section page shows them (one of each type in
// turn), and their total: from the server this app runs in when it offers the read, else from the
// public getIndexProductList (every item, ordered and cut here).
import type { ProductCategory } from '@refit/contract';
import type { SectionItemsPage } from '@refit/contract/in-process';
import { interleaveBy } from '@refit/contract/rules';
import type { Api } from '../api/client.ts';

/** Rejects when the items cannot be read; callers choose their fallback. */
export async function loadSectionItemsPage(
  api: Api,
  category: ProductCategory,
  offset: number,
  limit: number,
): Promise<SectionItemsPage> {
  if (api.inProcess) return api.inProcess.sectionItemsPage(category, offset, limit);
  const items = await api.getIndexProductList({ category });
  return {
    items: interleaveBy(items, (item) => item.typeId).slice(offset, offset + limit),
    total: items.length,
  };
}
