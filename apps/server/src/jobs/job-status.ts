// What owners see of the jobs (GET /api/admin/jobs): each job's schedule and last run, read from
// job_state, so every process of the site tells the same.
import type { JobStatus } from '@refit/contract/admin';
import type { Db } from '../db/connect.ts';
import type { Job } from './job.ts';

const isoOrNull = (ms: number | null) =>
  ms === null || Number(ms) === 0 ? null : new Date(Number(ms)).toISOString();

export async function readJobStatuses(db: Db, jobs: readonly Job[], now = Date.now()): Promise<JobStatus[]> {
  if (jobs.length === 0) return [];
  const rows = await db
    .selectFrom('job_state')
    .selectAll()
    .where(
      'name',
      'in',
      jobs.map((job) => job.name),
    )
    .execute();
  const byName = new Map(rows.map((row) => [row.name, row]));
  return jobs.map((job) => {
    const row = byName.get(job.name);
    return {
      name: job.name,
      everyMs: job.everyMs,
      running: row !== undefined && Number(row.leaseUntil) > now,
      lastStartedAt: isoOrNull(row?.lastStartedAt ?? null),
      lastEndedAt: isoOrNull(row?.lastEndedAt ?? null),
      lastOutcome: row?.lastOutcome ?? null,
      lastError: row?.lastError ?? null,
      nextRunAt: isoOrNull(row?.nextRunAt ?? null),
      failures: Number(row?.failures ?? 0),
    };
  });
}
