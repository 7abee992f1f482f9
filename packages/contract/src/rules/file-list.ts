// Image and file lists arrive as JSON text of the shape [{ "fileUrl": "..." }] (SPEC section 3:
// slideshowJson, galleryJson, the platform icons). Content is edited by people, so malformed
// text must never break a page: it simply lists nothing.

/** The trimmed, non-empty fileUrl values of a `[{ fileUrl }]` JSON string, in order; never throws. */
export function parseFileList(json: string | null | undefined): string[] {
  if (typeof json !== 'string' || json.trim() === '') return [];
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const urls: string[] = [];
  for (const item of value as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const url = (item as { fileUrl?: unknown }).fileUrl;
    if (typeof url === 'string' && url.trim() !== '') urls.push(url.trim());
  }
  return urls;
}
