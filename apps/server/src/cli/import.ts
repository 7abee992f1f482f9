// `npm run import -- --from https://cms.example.com/api [--images URL] [--dry-run] [--replace-demo]`:
// reads another backend through the content API of SPEC section 7 and writes its content, in both
// languages and published, into this site's DATA_DIR / DATABASE_URL (read as the server reads
// them, config.ts), its files into the media library. docs/import.md tells how it works.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from '../db/connect.ts';
import { createProgress } from '../import/progress.ts';
import { runImport } from '../import/run-import.ts';
import { DemoContentError } from '../import/write/prepare-target.ts';

const USAGE = `Usage: npm run import -- --from <API base> [--images <image base>] [--dry-run] [--replace-demo]
  [--report <file>] [--timeout <ms>] [--wait-for-variants]
Reads every content call of the source (such as https://cms.example.com/api) and imports it.
--images      where the source's pictures are (default: <API base>/static/)
--dry-run     tells what would change, writes nothing
--replace-demo removes the demo catalogue first (accounts, enquiries and analytics stay)
--report      where the report goes (default: import-report.json)
--wait-for-variants  makes the photos' variants before it ends (else the server makes them)`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main() {
  let values;
  try {
    ({ values } = parseArgs({
      args: process.argv.slice(2),
      options: {
        from: { type: 'string' },
        images: { type: 'string' },
        'dry-run': { type: 'boolean', default: false },
        'replace-demo': { type: 'boolean', default: false },
        report: { type: 'string', default: 'import-report.json' },
        timeout: { type: 'string' },
        'wait-for-variants': { type: 'boolean', default: false },
        help: { type: 'boolean' },
      },
      strict: true,
    }));
  } catch (error) {
    fail(`${(error as Error).message}\n${USAGE}`);
  }
  if (values.help) return console.log(USAGE);
  if (!values.from || !URL.canParse(values.from)) fail(`--from needs the source's API address\n${USAGE}`);
  if (values.images !== undefined && !URL.canParse(values.images))
    fail(`--images needs an address\n${USAGE}`);
  const timeoutMs = values.timeout === undefined ? undefined : Number(values.timeout);
  if (timeoutMs !== undefined && !(timeoutMs > 0)) fail(`--timeout needs milliseconds\n${USAGE}`);

  const config = loadConfig();
  const db = openDatabase({ dataDir: config.DATA_DIR, databaseUrl: config.DATABASE_URL });
  try {
    const report = await runImport(config, db, {
      from: values.from,
      images: values.images,
      dryRun: values['dry-run'],
      replaceDemo: values['replace-demo'],
      timeoutMs,
      waitForVariants: values['wait-for-variants'],
      progress: createProgress(),
    });
    const file = path.resolve(values.report);
    await report.write(file);
    console.log([...report.lines(), `report: ${file}`].join('\n'));
    if (report.summary.sourceDown) process.exitCode = 2;
  } catch (error) {
    if (error instanceof DemoContentError) fail(error.message);
    throw error;
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(`Import failed: ${(error as Error).message ?? error}`);
  process.exit(1);
});
