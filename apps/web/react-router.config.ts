import type { Config } from '@react-router/dev/config';

// Every public page is rendered on the server: Baidu's crawler handles JavaScript-only pages poorly.
export default {
  appDirectory: 'app',
  ssr: true,
} satisfies Config;
