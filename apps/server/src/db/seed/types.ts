// Shared helpers of the demo seed: rows carry explicit ids so links and tests are predictable.
import type { Insertable } from 'kysely';
import type { Database } from '../schema.ts';

/** An insertable row whose generated id is given explicitly. */
export type Row<T> = Insertable<T> & { id: number };

/**
 * Demo rows by table. A seed file that exports them as `demoRows` is found by the seed (index.ts)
 * without being listed there.
 */
export type DemoRows = { [T in keyof Database]?: readonly Insertable<Database[T]>[] };

/** The JSON string of `[{ fileUrl }, ...]` that slides, galleries and image lists use. */
export function fileList(paths: readonly string[]): string {
  return JSON.stringify(paths.map((fileUrl) => ({ fileUrl })));
}

/** Plain ASCII for the generated PDFs (their built-in fonts have no accents or CJK). */
export function ascii(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/×/g, 'x')
    .replace(/[–—]/g, '-')
    .replace(/[“”]/g, '"')
    .replace(/[‘’]/g, "'")
    .replace(/·/g, '-')
    .replace(/[^\x20-\x7e]/g, '');
}
