// An enquiry's change history: its audit entries (the one record of who changed what, written in
// the same transaction as the change), oldest first, each with the actor's name, the site's time
// and its changes from → to as the audit log words them.
import type { EnquiryHistoryEntry } from '@refit/contract/admin';
import type { Db } from '../../../db/connect.ts';
import { changesOfEntries } from '../audit/entry-changes.ts';
import { parseDetail } from '../audit/repository.ts';
import { siteTime } from './site-time.ts';

/** More changes than one enquiry sees in its life; the newest are kept if there were ever more. */
const HISTORY_LIMIT = 500;

export async function enquiryHistory(db: Db, id: number, timeZone: string): Promise<EnquiryHistoryEntry[]> {
  const rows = await db
    .selectFrom('admin_audit')
    .leftJoin('admin_user', 'admin_user.id', 'admin_audit.actorId')
    .select([
      'admin_audit.id',
      'admin_audit.at',
      'admin_audit.action',
      'admin_audit.target',
      'admin_audit.detail',
      'admin_audit.actorEmail',
      'admin_user.name as actorName',
      'admin_user.email as actorCurrentEmail',
    ])
    .where('admin_audit.target', '=', `enquiry:${id}`)
    .where('admin_audit.action', '=', 'enquiry.update')
    .orderBy('admin_audit.id', 'desc')
    .limit(HISTORY_LIMIT)
    .execute();
  rows.reverse();
  const entries = rows.map((row) => ({ ...row, detail: parseDetail(row.detail) }));
  const changes = await changesOfEntries(db, entries);
  return entries.map((entry, index) => ({
    id: entry.id,
    at: entry.at,
    siteTime: siteTime(entry.at, timeZone),
    actorName: entry.actorName || entry.actorCurrentEmail || entry.actorEmail,
    changes: changes[index]!,
  }));
}
