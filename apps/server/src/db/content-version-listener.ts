// On PostgreSQL, every content write notifies (pg_notify, sent at commit) and every process
// LISTENs on its own connection, so a write by one process reaches the others' answers at once
// instead of after their next poll. The poll stays as the fallback (and is SQLite's only path):
// while the listening connection is down it reconnects every second and, once back, treats
// anything missed as changed. An outage is reported once when it starts and once when it ends,
// not at every attempt (a database away for an hour would otherwise log 3,600 warnings).
import pg from 'pg';

export const CONTENT_VERSION_CHANNEL = 'content_version';
const RECONNECT_MS = 1_000;

export interface ContentVersionListener {
  /** Settles once the first LISTEN succeeded or failed (a failure retries in the background). */
  ready: Promise<void>;
  close(): Promise<void>;
}

export function listenForContentVersion({
  url,
  onNotify,
  onDown,
  onUp,
}: {
  url: string;
  /** Called for each notification of this database schema, and after each reconnection. */
  onNotify: () => void;
  /** The connection failed or was lost: once per outage, with its first error. */
  onDown: (error: unknown) => void;
  /** Listening again after an outage. */
  onUp: () => void;
}): ContentVersionListener {
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let closed = false;
  let down = false;

  function fail(error: unknown) {
    if (!down && !closed) onDown(error);
    down = true;
  }

  function dropAndRetry(broken: pg.Client) {
    if (client !== broken || closed) return;
    client = undefined;
    broken.end().catch(() => undefined);
    retry = setTimeout(() => void connect(), RECONNECT_MS).unref();
  }

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url });
    client = next;
    next.on('error', (error) => {
      fail(error);
      dropAndRetry(next);
    });
    next.on('end', () => {
      if (client === next) fail(new Error('the listening connection ended'));
      dropAndRetry(next);
    });
    try {
      await next.connect();
      // Databases may hold one schema per site (the tests do): notifications name theirs.
      const { rows } = await next.query<{ schema: string }>('select current_schema() as schema');
      const schema = rows[0]?.schema ?? '';
      next.on('notification', (message) => {
        if (message.channel === CONTENT_VERSION_CHANNEL && message.payload === schema) onNotify();
      });
      await next.query(`listen ${CONTENT_VERSION_CHANNEL}`);
      if (closed) await next.end();
      else {
        if (down) onUp();
        down = false;
        onNotify();
      }
    } catch (error) {
      fail(error);
      dropAndRetry(next);
    }
  }

  return {
    ready: connect(),
    async close() {
      closed = true;
      clearTimeout(retry);
      const open = client;
      client = undefined;
      await open?.end().catch(() => undefined);
    },
  };
}
