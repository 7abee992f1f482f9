import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listenForContentVersion, type ContentVersionListener } from './content-version-listener.ts';

const listeners: ContentVersionListener[] = [];
afterEach(async () => {
  await Promise.all(listeners.splice(0).map((listener) => listener.close()));
  vi.restoreAllMocks();
});

function listen(url: string) {
  const events = { notify: vi.fn(), down: vi.fn(), up: vi.fn() };
  const listener = listenForContentVersion({
    url,
    onNotify: events.notify,
    onDown: events.down,
    onUp: events.up,
  });
  listeners.push(listener);
  return { listener, events };
}

describe('content version listener', () => {
  it('reports an outage once however many times it retries', async () => {
    const attempts = vi.spyOn(pg.Client.prototype, 'connect');
    // Nothing listens on port 1 of loopback: every attempt is refused at once.
    const { events } = listen('postgres://nobody@127.0.0.1:1/none');
    await vi.waitFor(() => expect(attempts.mock.calls.length).toBeGreaterThanOrEqual(3), { timeout: 15_000 });
    expect(events.down).toHaveBeenCalledTimes(1);
    expect(events.up).not.toHaveBeenCalled();
    expect(events.notify).not.toHaveBeenCalled();
  });

  const url = process.env.DATABASE_URL;
  it.runIf(url?.startsWith('postgres'))(
    'reports a lost connection once, and once more when it listens again',
    async () => {
      // Named, so that only this listener's connection is ended (other tests share the cluster).
      const name = `listener-test-${process.pid}`;
      const { listener, events } = listen(`${url}${url!.includes('?') ? '&' : '?'}application_name=${name}`);
      await listener.ready;
      expect(events.notify).toHaveBeenCalledTimes(1);
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      try {
        const { rows } = await admin.query(
          'select pg_terminate_backend(pid) as ended from pg_stat_activity where application_name = $1',
          [name],
        );
        expect(rows).toEqual([{ ended: true }]);
      } finally {
        await admin.end();
      }
      await vi.waitFor(() => expect(events.up).toHaveBeenCalledTimes(1), { timeout: 15_000 });
      expect(events.down).toHaveBeenCalledTimes(1);
      // Anything missed while away is treated as changed.
      expect(events.notify).toHaveBeenCalledTimes(2);
    },
  );
});
