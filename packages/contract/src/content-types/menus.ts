import type { ContentTypeDeclaration } from './declaration.ts';

export const menus = {
  type: 'menus',
  label: { zh: '菜单', en: 'Menus' },
  table: 'menu_item',
  titleColumn: 'name',
  media: [{ columns: ['fileUrl', 'menuLink'] }],
  form: {
    ordered: true,
    parent: { type: 'menus', label: 'parentMenu' },
    sections: [
      {
        title: 'sectionBasics',
        fields: [
          { kind: 'text', key: 'name', en: 'nameEn', label: 'name', maxLength: 100, required: true },
          { kind: 'reference', key: 'parentId', to: 'menus', label: 'parentMenu', nullable: true },
          { kind: 'text', key: 'categoryCode', label: 'categoryCode', maxLength: 40 },
          { kind: 'link', key: 'menuLink', label: 'link', hint: 'menuLinkHint' },
          { kind: 'image', key: 'fileUrl', label: 'icon' },
          { kind: 'boolean', key: 'shown', label: 'shown', initial: true },
        ],
      },
    ],
  },
} as const satisfies ContentTypeDeclaration;
