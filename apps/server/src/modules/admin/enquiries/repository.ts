// Enquiries as the inbox reads them: filtered, sorted and paged in SQL (both databases), with the
// assignee's name, and their sales state changed.
import { ENQUIRY_SOURCE_KINDS, ENQUIRY_STATUSES } from '@refit/contract/admin';
import type { EnquiryFilter, EnquiryRecord, EnquirySourceKind, EnquiryStatus } from '@refit/contract/admin';
import { BOOKING_SLOTS } from '@refit/contract/rules';
import type { BookingSlot } from '@refit/contract/rules';
import { sql } from 'kysely';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { Db } from '../../../db/connect.ts';
import type { Database } from '../../../db/schema.ts';
import { dayBounds } from '../../analytics/day.ts';

/** `%`, `_` and the escape character match themselves in a LIKE pattern. */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function matchesFilter(eb: ExpressionBuilder<Database, 'contact_enquiry'>, filter: EnquiryFilter) {
  const conditions: Expression<SqlBool>[] = [];
  if (filter.status) conditions.push(eb('contact_enquiry.status', '=', filter.status));
  // Days are China days, as in the analytics.
  if (filter.from) conditions.push(eb('contact_enquiry.createdAt', '>=', dayBounds(filter.from).start));
  if (filter.to) conditions.push(eb('contact_enquiry.createdAt', '<', dayBounds(filter.to).end));
  if (filter.assigneeId) conditions.push(eb('contact_enquiry.assigneeId', '=', filter.assigneeId));
  if (filter.q) {
    const pattern = likePattern(filter.q);
    conditions.push(
      eb.or(
        (['name', 'phoneNum', 'wechatId', 'email', 'messageContent', 'vin'] as const).map(
          (column) => sql<SqlBool>`lower(${eb.ref(`contact_enquiry.${column}`)}) like ${pattern} escape '\\'`,
        ),
      ),
    );
  }
  return eb.and(conditions);
}

/** The pipeline's order, for sorting by status. */
const statusRank = sql<number>`case ${sql.ref('contact_enquiry.status')} ${sql.join(
  ENQUIRY_STATUSES.map((status, index) => sql`when ${status} then ${sql.lit(index)}`),
  sql` `,
)} else ${sql.lit(ENQUIRY_STATUSES.length)} end`;

function selectRecords(db: Db) {
  return db
    .selectFrom('contact_enquiry')
    .leftJoin('admin_user', 'admin_user.id', 'contact_enquiry.assigneeId')
    .select([
      'contact_enquiry.id',
      'contact_enquiry.createdAt',
      'contact_enquiry.name',
      'contact_enquiry.phoneNum',
      'contact_enquiry.wechatId',
      'contact_enquiry.email',
      'contact_enquiry.messageContent',
      'contact_enquiry.languages',
      'contact_enquiry.sourceKind',
      'contact_enquiry.sourceId',
      'contact_enquiry.sourcePath',
      'contact_enquiry.sourceTitle',
      'contact_enquiry.bookingDate',
      'contact_enquiry.bookingSlot',
      'contact_enquiry.workshopId',
      'contact_enquiry.workshopName',
      'contact_enquiry.vin',
      'contact_enquiry.status',
      'contact_enquiry.assigneeId',
      'admin_user.name as assigneeName',
      'contact_enquiry.notes',
      'contact_enquiry.updatedAt',
    ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof selectRecords>['execute']>>[number];

/** A stored kind the content types still declare (a kind of an older version shows as a page). */
const sourceKind = (stored: string): EnquirySourceKind =>
  (ENQUIRY_SOURCE_KINDS as readonly string[]).includes(stored) ? (stored as EnquirySourceKind) : 'page';

function toRecord(row: Row): EnquiryRecord {
  return {
    id: row.id,
    receivedAt: row.createdAt,
    name: row.name,
    phone: row.phoneNum,
    wechat: row.wechatId,
    email: row.email,
    message: row.messageContent,
    language: row.languages === 'en' ? 'en' : 'cn',
    source: {
      kind: sourceKind(row.sourceKind),
      id: row.sourceId,
      path: row.sourcePath,
      title: row.sourceTitle,
    },
    booking: {
      date: row.bookingDate,
      slot: (BOOKING_SLOTS as readonly string[]).includes(row.bookingSlot)
        ? (row.bookingSlot as BookingSlot)
        : null,
      workshopId: row.workshopId,
      workshopName: row.workshopName,
      vin: row.vin,
    },
    status: (ENQUIRY_STATUSES as readonly string[]).includes(row.status)
      ? (row.status as EnquiryStatus)
      : 'new',
    assigneeId: row.assigneeId,
    assigneeName: row.assigneeName ?? null,
    notes: row.notes,
    updatedAt: row.updatedAt || row.createdAt,
  };
}

function sorted(query: ReturnType<typeof selectRecords>, filter: EnquiryFilter) {
  const { order } = filter;
  const by =
    filter.sort === 'name'
      ? query.orderBy('contact_enquiry.name', order)
      : filter.sort === 'status'
        ? query.orderBy(statusRank, order)
        : query.orderBy('contact_enquiry.createdAt', order);
  // Ties in a stable order, so paging neither skips nor repeats a row.
  return by.orderBy('contact_enquiry.id', order);
}

export async function listEnquiries(
  db: Db,
  filter: EnquiryFilter,
  paging: { pageNo: number; pageSize: number },
): Promise<{ records: EnquiryRecord[]; total: number; pages: number; current: number }> {
  const counted = await db
    .selectFrom('contact_enquiry')
    .where((eb) => matchesFilter(eb, filter))
    .select((eb) => eb.fn.countAll<number | string>().as('total'))
    .executeTakeFirstOrThrow();
  const total = Number(counted.total);
  const rows = await sorted(
    selectRecords(db).where((eb) => matchesFilter(eb, filter)),
    filter,
  )
    .limit(paging.pageSize)
    .offset((paging.pageNo - 1) * paging.pageSize)
    .execute();
  return {
    records: rows.map(toRecord),
    total,
    pages: Math.ceil(total / paging.pageSize),
    current: paging.pageNo,
  };
}

/** Every enquiry of the filter, for the export (at most `limit`). */
export async function allEnquiries(db: Db, filter: EnquiryFilter, limit: number): Promise<EnquiryRecord[]> {
  const rows = await sorted(
    selectRecords(db).where((eb) => matchesFilter(eb, filter)),
    filter,
  )
    .limit(limit)
    .execute();
  return rows.map(toRecord);
}

export async function findEnquiry(db: Db, id: number): Promise<EnquiryRecord | undefined> {
  const row = await selectRecords(db).where('contact_enquiry.id', '=', id).executeTakeFirst();
  return row ? toRecord(row) : undefined;
}
