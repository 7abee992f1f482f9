// Where a rich text field keeps its editor document: `content` -> `contentDoc`,
// `contentEn` -> `contentDocEn` (the English twin keeps the En at the end, as every pair does).
// Without zod, so the admin screens use the same rule.
export function richDocKey(path: string): string {
  return path.endsWith('En') ? `${path.slice(0, -2)}DocEn` : `${path}Doc`;
}
