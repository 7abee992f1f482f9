// Copies of the demo's drawings that no server has seen. Variants are kept for the whole machine by
// content (decision 0069), so a test or bench that must make new variants asks for these: each copy
// carries a mark of its own. `discard` removes the copies' variants from the machine's store again.
import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { ENCODING_VERSION } from '../../src/modules/images/make-variant.ts';
import { contentDigest } from '../../src/modules/images/prepared-variants.ts';
import { preparedVariantsDir } from '../../src/db/seed/photos/photo-cache-dir.ts';

export interface MarkedDrawings {
  /** The copies, as paths under the static folder. */
  files: string[];
  discard(): Promise<void>;
}

export async function markedDrawings(
  staticDir: string,
  cacheDir: string,
  count = Infinity,
): Promise<MarkedDrawings> {
  const mark = randomUUID();
  const sources = (await readdir(staticDir, { recursive: true }))
    .map(String)
    .filter((file) => file.endsWith('.svg'))
    .slice(0, count);
  await mkdir(path.join(staticDir, `marked-${mark}`));
  const copies = await Promise.all(
    sources.map(async (file, index) => {
      const copy = `marked-${mark}/${index}.svg`;
      const svg = Buffer.from(`${await readFile(path.join(staticDir, file), 'utf8')}<!-- ${mark} -->`);
      await writeFile(path.join(staticDir, copy), svg);
      return { copy, digest: contentDigest(svg) };
    }),
  );
  const store = preparedVariantsDir(cacheDir);
  return {
    files: copies.map(({ copy }) => copy),
    discard: async () => {
      await Promise.all(
        copies.map(({ digest }) =>
          rm(path.join(store, `${digest}-${ENCODING_VERSION}`), { recursive: true, force: true }),
        ),
      );
    },
  };
}
