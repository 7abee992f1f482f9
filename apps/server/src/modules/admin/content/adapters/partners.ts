// Partners: one live row each, nothing depends on them.
import type { PartnerDocument } from '@refit/contract/admin';
import { singleTableAdapter } from './single-table.ts';

export const partnersAdapter = singleTableAdapter<'partner', PartnerDocument>({
  type: 'partners',
  table: 'partner',
  toDocument: (row) => ({
    partnersName: row.partnersName,
    partnersNameEn: row.partnersNameEn,
    partnersIconUrl: row.partnersIconUrl,
    partnersLink: row.partnersLink,
  }),
  toColumns: (document) => ({ ...document }),
  list: (row) => ({
    title: row.partnersName,
    titleEn: row.partnersNameEn,
    thumbnailUrl: row.partnersIconUrl,
  }),
});
