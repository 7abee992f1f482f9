// What a public page path shows, by the site's route table (apps/web/app/routes.ts): a car, a
// product, a brand, a news story, or another page. Used for the page an enquiry was sent from and
// for counting views of each item.
export const PAGE_KINDS = ['car', 'product', 'brand', 'news', 'page'] as const;
export type PageKind = (typeof PAGE_KINDS)[number];

export interface PageTarget {
  kind: PageKind;
  /** The item's id, or null for other pages. */
  id: number | null;
}

const ITEM_ROUTES: readonly [RegExp, Exclude<PageKind, 'page'>][] = [
  [/^\/car\/(\d{1,9})\/?$/, 'car'],
  // /product/:id only redirects to /product/info/:id; both show that product.
  [/^\/product\/(?:info\/)?(\d{1,9})\/?$/, 'product'],
  [/^\/brand\/(\d{1,9})\/?$/, 'brand'],
  [/^\/news\/(?:info\/)?(\d{1,9})\/?$/, 'news'],
];

export function pageTarget(path: string): PageTarget {
  for (const [pattern, kind] of ITEM_ROUTES) {
    const match = pattern.exec(path);
    if (match) {
      const id = Number(match[1]);
      if (id > 0) return { kind, id };
    }
  }
  return { kind: 'page', id: null };
}
