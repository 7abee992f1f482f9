// npm run bench:admin-sign-in — time of a whole admin sign-in (lockout check, argon2id verify,
// session and audit writes) through the app, in-process (app.inject), on a throwaway SQLite
// database under tmp-data/ (or DATABASE_URL). A bounded loop: BENCH_SIGN_INS sign-ins (200 by
// default), one at a time and then two at once (the machine has two cores), after a warm-up.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { recordAudit } from '../src/modules/admin/audit/record-audit.ts';
import { createUser } from '../src/modules/admin/users/repository.ts';

const COUNT = Math.min(Number(process.env.BENCH_SIGN_INS ?? 200), 2000);
const PASSWORD = 'Velvet-Gearbox-Harbour-42';
const here = path.dirname(fileURLToPath(import.meta.url));
const dataDir = path.resolve(here, '../../../tmp-data/bench-sign-in');
fs.rmSync(dataDir, { recursive: true, force: true });

const config = loadConfig({
  ...process.env,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  ADMIN_SIGN_IN_RATE_LIMIT: '100000',
});
const app = await buildApp({ config, withWebApp: false, logger: false });
await createUser(
  app.db,
  { email: 'bench@example.com', name: '', role: 'owner', password: PASSWORD },
  (trx, created) => recordAudit(trx, { actorId: null, action: 'user.create', target: `user:${created.id}` }),
);

async function signIn(): Promise<number> {
  const started = performance.now();
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/auth/login',
    headers: { 'content-type': 'application/json', origin: 'http://localhost' },
    payload: JSON.stringify({ email: 'bench@example.com', password: PASSWORD }),
  });
  if (response.statusCode !== 200)
    throw new Error(`sign-in answered ${response.statusCode}: ${response.body}`);
  return performance.now() - started;
}

function summary(label: string, times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1);
  console.log(
    `${label}: n=${sorted.length} p50=${at(0.5)} ms p90=${at(0.9)} ms p99=${at(0.99)} ms max=${at(1)} ms`,
  );
}

for (let i = 0; i < 10; i++) await signIn();
const sequential: number[] = [];
for (let i = 0; i < COUNT; i++) sequential.push(await signIn());
summary('one at a time', sequential);
const paired: number[] = [];
for (let i = 0; i < COUNT / 2; i++) paired.push(...(await Promise.all([signIn(), signIn()])));
summary('two at once  ', paired);

await app.close();
fs.rmSync(dataDir, { recursive: true, force: true });
