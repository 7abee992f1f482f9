// A document's write-only fields (the Baidu push token, the WeChat app secret), by dotted path:
// admin answers carry SECRET_MASK in their place, and the mask sent back keeps the stored value, so
// a secret is typed once and never read back, while the rest of its form saves as any other.
import { SECRET_MASK } from '@refit/contract/admin';
import { valueAt } from '../value-at.ts';

type Document = Record<string, unknown>;

/** A copy of `document` with `value` at `path`, when the objects leading to it are there. */
function withValueAt<D extends Document>(document: D, path: string, value: string): D {
  const [key, ...rest] = path.split('.');
  if (rest.length === 0) return { ...document, [key!]: value };
  const inner = document[key!];
  if (!inner || typeof inner !== 'object') return document;
  return { ...document, [key!]: withValueAt(inner as Document, rest.join('.'), value) };
}

/** The document as answers show it: each secret that is set becomes the mask. */
export function maskSecrets<D extends Document>(document: D, paths: readonly string[]): D {
  return paths.reduce(
    (masked, path) =>
      valueAt(masked, path) === undefined
        ? masked
        : withValueAt(masked, path, valueAt(masked, path) ? SECRET_MASK : ''),
    document,
  );
}

/** A document from the screen with each mask replaced by the stored secret ('' when none is stored). */
export function keepMaskedSecrets<D extends Document>(
  incoming: D,
  stored: Document,
  paths: readonly string[],
): D {
  return paths.reduce((kept, path) => {
    if (valueAt(kept, path) !== SECRET_MASK) return kept;
    // A draft stored before the field existed has no secret to keep.
    const secret = valueAt(stored, path);
    return withValueAt(kept, path, typeof secret === 'string' ? secret : '');
  }, incoming);
}
