// GET /api/admin/baidu-push/status (owners, editors).
import { adminEndpoints } from '@refit/contract/admin';
import type { FastifyInstance } from 'fastify';
import { defineAdminRoute } from '../admin/guard.ts';
import { latestFailures, queueCounts } from './push-queue.ts';
import { isPushOn, readBaiduPushConfig, readBaiduPushState } from './push-settings.ts';

const SHOWN_FAILURES = 5;

export async function baiduPushRoutes(app: FastifyInstance) {
  defineAdminRoute(app, adminEndpoints.getBaiduPushStatus, async () => {
    const [config, state, queue, failures] = await Promise.all([
      readBaiduPushConfig(app.db),
      readBaiduPushState(app.db),
      queueCounts(app.db),
      latestFailures(app.db, SHOWN_FAILURES),
    ]);
    return {
      enabled: isPushOn(config),
      site: config.site,
      queue,
      lastRun: state.lastRun,
      pausedUntil: state.pausedUntil,
      failures,
    };
  });
}
