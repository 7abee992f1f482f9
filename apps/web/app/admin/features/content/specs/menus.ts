import type { ContentTypeSpec } from '../fields/field-spec.ts';

export const menusSpec: ContentTypeSpec = {
  type: 'menus',
  ordered: true,
  parent: { type: 'menus', label: 'parentMenu' },
  sections: [
    {
      title: 'sectionBasics',
      fields: [
        { kind: 'text', key: 'name', en: 'nameEn', label: 'name', maxLength: 100, required: true },
        { kind: 'reference', key: 'parentId', to: 'menus', label: 'parentMenu', nullable: true },
        { kind: 'text', key: 'categoryCode', label: 'categoryCode', maxLength: 40 },
        { kind: 'url', key: 'menuLink', label: 'link', hint: 'menuLinkHint' },
        { kind: 'image', key: 'fileUrl', label: 'icon' },
        { kind: 'boolean', key: 'shown', label: 'shown' },
      ],
    },
  ],
  blank: () => ({
    parentId: null,
    categoryCode: '',
    name: '',
    nameEn: '',
    menuLink: '',
    fileUrl: '',
    shown: true,
  }),
};
