// npm run bench:analytics [-- --calls 20 --days 90]
// The analytics answer's time on the database named by DATA_DIR / DATABASE_URL (fill it with
// npm run seed:analytics first): runs the roll-up job once (timed), then asks for the last
// `days` days `calls` times and prints p50 / p99 / max, and the same for 30 days and a year.
import { parseArgs } from 'node:util';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/connect.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { addDays, dayOf } from '../src/modules/analytics/day.ts';
import { analyticsReport } from '../src/modules/analytics/report.ts';
import { runAnalyticsJob } from '../src/modules/analytics/rollup-job.ts';
import { countRows } from '../test/helpers/count-rows.ts';

const { values } = parseArgs({
  options: { calls: { type: 'string', default: '20' }, days: { type: 'string', default: '90' } },
});
const CALLS = Number(values.calls);
const config = loadConfig();
const db = openDatabase({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL });
await migrateToLatest(db);

console.log(
  `${config.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}: ${await countRows(db, 'page_view')} page views, ${await countRows(db, 'user_trace')} visit events`,
);

let started = performance.now();
const job = await runAnalyticsJob(db, { retentionDays: config.TRACE_RETENTION_DAYS });
console.log(`roll-up job: ${job.rolledUp.length} days in ${(performance.now() - started).toFixed(0)} ms`);

const cpuMs = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const today = dayOf(Date.now());
for (const days of [Number(values.days), 30, 366]) {
  const query = { from: addDays(today, -(days - 1)), to: today };
  // The first call reads from disk into the cache: timed on its own. CPU time is shown beside the
  // wall-clock time: on a shared, busy machine it tells the work from the wait (with SQLite the
  // queries run in this process; PostgreSQL's share runs in the server).
  started = performance.now();
  let cpu = process.cpuUsage();
  await analyticsReport(db, query);
  const cold = performance.now() - started;
  const coldCpu = cpuMs(process.cpuUsage(cpu));
  const times: number[] = [];
  const cpuTimes: number[] = [];
  let visits = 0;
  for (let call = 0; call < CALLS; call += 1) {
    started = performance.now();
    cpu = process.cpuUsage();
    const report = await analyticsReport(db, query);
    times.push(performance.now() - started);
    cpuTimes.push(cpuMs(process.cpuUsage(cpu)));
    visits = report.totals.visits;
  }
  times.sort((a, b) => a - b);
  cpuTimes.sort((a, b) => a - b);
  console.log(
    `${days} days (${visits} visits): first call ${cold.toFixed(1)} ms (CPU ${coldCpu.toFixed(1)} ms); then p50 ${percentile(times, 50).toFixed(1)} ms, p99 ${percentile(times, 99).toFixed(1)} ms, max ${times.at(-1)!.toFixed(1)} ms over ${CALLS} calls (CPU p50 ${percentile(cpuTimes, 50).toFixed(1)} ms, p99 ${percentile(cpuTimes, 99).toFixed(1)} ms)`,
  );
}
await db.destroy();
