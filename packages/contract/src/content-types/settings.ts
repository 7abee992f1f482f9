import type { ContentTypeDeclaration } from './declaration.ts';

// The site settings are one item: rows of common_data by code, named by their codes.
export const settings = {
  type: 'settings',
  label: { zh: '站点设置', en: 'Site settings' },
  table: 'common_data',
  titleColumn: 'code',
  singleton: true,
  page: { fixed: '/' },
  media: [{ columns: ['contents'] }],
} as const satisfies ContentTypeDeclaration;
