// Image and file lists arrive as JSON text of the shape [{ "fileUrl": "..." }] (SPEC section 3:
// slideshowJson, galleryJson, the platform icons). Content is edited by people, so malformed
// text must never break a page: it simply lists nothing.

/** The objects of a JSON list, skipping anything else; none for text that is not a JSON list. */
export function parseJsonObjects(json: string | null | undefined): Record<string, unknown>[] {
  if (typeof json !== 'string' || json.trim() === '') return [];
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is Record<string, unknown> =>
      typeof item === 'object' && item !== null && !Array.isArray(item),
  );
}

/** The trimmed, non-empty fileUrl values of a `[{ fileUrl }]` JSON string, in order; never throws. */
export function parseFileList(json: string | null | undefined): string[] {
  return parseJsonObjects(json).flatMap(({ fileUrl }) =>
    typeof fileUrl === 'string' && fileUrl.trim() !== '' ? [fileUrl.trim()] : [],
  );
}
