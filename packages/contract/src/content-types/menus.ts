import type { ContentTypeDeclaration } from './declaration.ts';

export const menus = {
  type: 'menus',
  label: { zh: '菜单', en: 'Menus' },
  table: 'menu_item',
  titleColumn: 'name',
  media: [{ columns: ['fileUrl', 'menuLink'] }],
} as const satisfies ContentTypeDeclaration;
