// The audit log's filters and page in the URL.
import { AUDIT_ACTIONS } from '@refit/contract/admin/audit-actions';
import { POSITIVE_ID_PATTERN } from '@refit/contract/rules';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
export const AUDIT_PAGE_SIZE = 50;

export interface AuditFilters {
  page: number;
  action: string;
  /** A user's id, as text (the select's value), or '' for anyone. */
  actor: string;
  from: string;
  to: string;
}

export function readAuditFilters(params: URLSearchParams): AuditFilters {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const actor = params.get('actor') ?? '';
  return {
    page: Number.isFinite(page) && page > 0 ? page : 1,
    action: (AUDIT_ACTIONS as readonly string[]).includes(params.get('action') ?? '')
      ? (params.get('action') ?? '')
      : '',
    actor: POSITIVE_ID_PATTERN.test(actor) ? actor : '',
    from: DATE.test(from) ? from : '',
    to: DATE.test(to) ? to : '',
  };
}

export function auditQuery(filters: AuditFilters): Record<string, string | number> {
  return {
    pageNo: filters.page,
    pageSize: AUDIT_PAGE_SIZE,
    action: filters.action,
    actorId: filters.actor,
    from: filters.from,
    to: filters.to,
  };
}

/** The actions the server records, for the filter's choices. */
export { AUDIT_ACTIONS };
