// Visits of the last seven days against the seven before, read through the analytics report (its
// roll-ups, and today's raw rows), so the start page and the analytics screen count alike.
import type { Dashboard } from '@refit/contract/admin';
import type { Db } from '../../../db/connect.ts';
import { addDays, dayOf } from '../../analytics/day.ts';
import { analyticsReport } from '../../analytics/report.ts';

async function week(db: Db, to: string, now: number): Promise<Dashboard['visits']['thisWeek']> {
  const from = addDays(to, -6);
  const { totals } = await analyticsReport(db, { from, to }, now);
  return { from, to, visits: totals.visits, visitors: totals.visitors };
}

export async function visitWeeks(db: Db, now: number = Date.now()): Promise<Dashboard['visits']> {
  const today = dayOf(now);
  const [thisWeek, lastWeek] = await Promise.all([week(db, today, now), week(db, addDays(today, -7), now)]);
  return { thisWeek, lastWeek };
}
