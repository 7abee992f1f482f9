// What an item's page says to search engines and chat apps when the editor wants other words than
// the content's own: a title, a description and a share picture, the texts in both languages. Each
// falls back to the content when left empty (the item's name, its summary or text, its picture).
// Declared once here for the types with a page of their own; their forms, tables, media places and
// public records take it from here.

/** The columns of a type's table, in the order the form shows them. */
export const SEARCH_AND_SHARING_COLUMNS = [
  'seoTitle',
  'seoTitleEn',
  'seoDescription',
  'seoDescriptionEn',
  'shareImgUrl',
] as const;

export const SEARCH_AND_SHARING_LIMITS = {
  /** A search result shows about 30 Chinese characters or 60 Latin ones of a title. */
  title: 80,
  /** And about 80 Chinese characters or 160 Latin ones of a description. */
  description: 200,
} as const;

/** The form's last section of every type with a page. */
export const SEARCH_AND_SHARING_SECTION = {
  title: 'sectionShare',
  fields: [
    {
      kind: 'text',
      key: 'seoTitle',
      en: 'seoTitleEn',
      label: 'seoTitle',
      hint: 'seoTitleHint',
      maxLength: SEARCH_AND_SHARING_LIMITS.title,
    },
    {
      kind: 'textarea',
      key: 'seoDescription',
      en: 'seoDescriptionEn',
      label: 'seoDescription',
      hint: 'seoDescriptionHint',
      maxLength: SEARCH_AND_SHARING_LIMITS.description,
    },
    { kind: 'image', key: 'shareImgUrl', label: 'shareImage', hint: 'shareImageHint' },
  ],
} as const;
