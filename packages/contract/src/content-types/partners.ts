import type { ContentTypeDeclaration } from './declaration.ts';

// Partners appear on the home page and About, not on a page of their own.
export const partners = {
  type: 'partners',
  label: { zh: '合作伙伴', en: 'Partners' },
  table: 'partner',
  titleColumn: 'partnersName',
  media: [{ columns: ['partnersIconUrl'] }],
} as const satisfies ContentTypeDeclaration;
