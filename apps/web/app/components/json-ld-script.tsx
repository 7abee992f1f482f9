// Renders structured data into the server HTML, where crawlers read it without running scripts.
import { serializeJsonLd } from '../lib/json-ld.ts';
import type { JsonLd } from '../lib/json-ld.ts';

export function JsonLdScript({ data }: { data: JsonLd | readonly JsonLd[] }) {
  // serializeJsonLd escapes "<", so the text cannot end the script element early.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
