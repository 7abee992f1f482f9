// What every document goes through: its type's schema (issues at `document.<field>`), the
// site's HTML allow-list on rich fields, the adapter's reference checks, the items its links name;
// and which translated fields are missing one side.
import { CONTENT_LIMITS, contentTypes, richDocKey } from '@refit/contract/admin';
import type { RichDoc } from '@refit/contract/admin';
import type { AdminIssue, ContentType } from '@refit/contract/admin';
import { sanitizeRichHtml } from '@refit/contract/rich-text';
import type { Db } from '../../../db/connect.ts';
import { adminError } from '../guard.ts';
import { linkIssues } from '../links/link-issues.ts';
import type { ContentAdapter } from './adapters/adapter.ts';
import { richDocHtml } from './rich-doc-html.ts';
import { valueAt } from './value-at.ts';

type Document = Record<string, unknown>;

/** The checked, cleaned document, or a 400 with the issues beside their fields. */
export async function checkDocument(
  db: Db,
  adapter: ContentAdapter,
  raw: unknown,
  id: number | null,
): Promise<Document> {
  const parsed = contentTypes[adapter.type].document.safeParse(raw);
  if (!parsed.success) {
    throw invalid(
      parsed.error.issues.map((issue) => ({
        path: ['document', ...issue.path.map(String)],
        message: issue.message,
      })),
    );
  }
  const document: Document = { ...(parsed.data as Document) };
  const issues: AdminIssue[] = [];
  for (const field of adapter.richFields ?? []) {
    // With the editor's document beside it, the HTML is the document's, whatever was sent:
    // the two cannot disagree. Older content without one keeps its HTML, cleaned.
    const doc = document[richDocKey(field)] as RichDoc | null | undefined;
    const html = doc ? richDocHtml(doc) : document[field];
    if (typeof html !== 'string') continue;
    document[field] = sanitizeRichHtml(html);
    if ((document[field] as string).length > CONTENT_LIMITS.richText) {
      issues.push({
        path: ['document', richDocKey(field)],
        message: `must make at most ${CONTENT_LIMITS.richText} characters of HTML`,
      });
    }
  }
  if (issues.length > 0) throw invalid(issues);
  issues.push(
    ...(await adapter.checkReferences(db, document, id)),
    ...(await linkIssues(db, adapter.type, document)),
  );
  if (issues.length > 0) throw invalid(issues);
  return document;
}

function invalid(issues: AdminIssue[]) {
  const summary = issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);
  return adminError(400, `Invalid input: ${summary.join('; ')}`, { issues });
}

/** Visible text of a field: rich HTML counts as empty when it holds no text. */
const hasText = (value: unknown) => typeof value === 'string' && value.replace(/<[^>]*>/g, '').trim() !== '';

/** Translated fields with one side written and the other empty (the empty side's path). */
export function missingTranslations(type: ContentType, document: Document): string[] {
  const missing: string[] = [];
  for (const [cn, en] of contentTypes[type].translatedFields) {
    const zh = hasText(valueAt(document, cn));
    const english = hasText(valueAt(document, en));
    if (zh && !english) missing.push(en);
    else if (english && !zh) missing.push(cn);
  }
  return missing;
}

/** The title pair of a document: its first translated pair is its name in every type. */
export function titlesOf(type: ContentType, document: Document): { title: string; titleEn: string } {
  const [cn, en] = contentTypes[type].translatedFields[0] ?? ['', ''];
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  return { title: text(valueAt(document, cn)), titleEn: text(valueAt(document, en)) };
}
