import type { Config } from '@react-router/dev/config';

// Every public page is rendered on the server: Baidu's crawler handles JavaScript-only pages poorly.
export default {
  appDirectory: 'app',
  ssr: true,
  // WEB_BUILD_DIR (absolute) builds elsewhere, for example to test two builds side by side.
  buildDirectory: process.env.WEB_BUILD_DIR ?? 'build',
} satisfies Config;
