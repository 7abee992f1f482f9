// A document field's name as the form labels it (名称 · English), for screens that tell what an
// edit changed: the paths are the documents' own (`partnersNameEn`, `copyright.en`, `slides`).
import type { AdminMessages } from '../../../locales/en.ts';
import type { ContentType } from '../content-types.ts';
import { CONTENT_SPECS } from '../content-specs.ts';

export function contentFieldLabel(type: ContentType, path: string, t: AdminMessages): string | undefined {
  const e = t.content.editor;
  for (const section of CONTENT_SPECS[type].sections) {
    for (const field of section.fields) {
      const label = t.content.fields[field.label];
      const twin = 'en' in field ? field.en : undefined;
      if (field.key === path) return twin ? `${label} · ${e.zh}` : label;
      if (twin === path) return `${label} · ${e.en}`;
    }
  }
  return undefined;
}
