import type { Config } from '@react-router/dev/config';
import { buildDirectory, buildEnv } from './build-config.ts';

// Every public page is rendered on the server: Baidu's crawler handles JavaScript-only pages poorly.
export default {
  appDirectory: 'app',
  ssr: true,
  buildDirectory: buildDirectory(buildEnv),
} satisfies Config;
