// Where a refused call's messages go, decided once for every admin form: a 400's issues by field
// path (dotted, below the body's `document` for content), the first message per path.
import { AdminApiError } from './api-error.ts';

/** The field path of an issue: `['document', 'slides', 0, 'title']` is `slides.0.title`. */
export function issuePath(path: readonly (string | number)[]): string {
  const parts = path[0] === 'document' ? path.slice(1) : path;
  return parts.join('.');
}

/** A 400's messages by field path (empty for any other failure). */
export function fieldIssues(error: unknown): Map<string, string> {
  const map = new Map<string, string>();
  if (error instanceof AdminApiError && error.status === 400) {
    for (const issue of error.issues) {
      const path = issuePath(issue.path);
      if (!map.has(path)) map.set(path, issue.message);
    }
  }
  return map;
}
