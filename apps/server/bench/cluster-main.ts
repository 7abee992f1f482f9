// `node cluster-main.ts <server main.ts>`: BENCH_PROCESSES copies of the server behind one port
// (node:cluster hands each connection to a worker in turn), as several stateless processes on one
// database would run. For the benchmarks; the database must be migrated and seeded beforehand, so
// the workers do not race to do it.
import cluster from 'node:cluster';

const [mainScript] = process.argv.slice(2);
if (!mainScript) throw new Error('usage: cluster-main.ts <path of the server main.ts>');

if (cluster.isPrimary) {
  const count = Math.max(1, Number(process.env.BENCH_PROCESSES ?? 2));
  cluster.setupPrimary({ exec: mainScript, args: [] });
  for (let i = 0; i < count; i++) cluster.fork();
  let stopping = false;
  cluster.on('exit', (worker, code) => {
    if (!stopping) {
      console.error(`worker ${worker.process.pid} exited with ${code}; stopping`);
      process.exit(1);
    }
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
  });
  for (const signal of ['SIGTERM', 'SIGINT'] as const)
    process.once(signal, () => {
      stopping = true;
      for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    });
}
