// An address with an id the site does not know is a visitor's slip (or a crawler's old link), and
// anyone can send thousands of them: it must not write a line at error level, or the error log
// fills with noise and real failures drown in it. Real failures still log at error level.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { openSecondConnection } from '../helpers/test-app.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { createWebTestApp } from '../helpers/web-build.ts';

interface LogLine {
  level: number;
  msg: string;
}

/** pino's levels. */
const INFO = 30;
const WARN = 40;

let seeded: TestApp;
let logged: TestApp;
let db: ReturnType<typeof openSecondConnection>;
const lines: LogLine[] = [];

beforeAll(async () => {
  seeded = await createWebTestApp();
  db = openSecondConnection(seeded);
  logged = await buildApp({
    // Every page rendered per request, so each one runs its loaders.
    config: { ...seeded.config, LOG_LEVEL: 'info' },
    db,
    withWebApp: true,
    logger: { stream: { write: (line) => lines.push(JSON.parse(line) as LogLine) } },
  });
});
afterAll(async () => {
  await logged.close();
  await db.destroy();
  await seeded.close();
});

describe('an unknown id', () => {
  it.each(['/car/999999', '/news/info/999999', '/product/info/999999', '/car/999999?l=en'])(
    '%s is logged at info, nothing at warning or error level',
    async (url) => {
      lines.length = 0;
      const response = await logged.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(lines.filter((line) => line.level >= WARN)).toEqual([]);
      expect(lines.some((line) => line.level === INFO && line.msg === 'resource does not exist')).toBe(true);
    },
  );

  it('of a brand logs nothing at warning or error level either', async () => {
    lines.length = 0;
    await logged.inject({ method: 'GET', url: '/brand/999999' });
    expect(lines.filter((line) => line.level >= WARN)).toEqual([]);
  });
});
