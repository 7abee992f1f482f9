import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';
import { buildEnv, bundledSettings } from './build-config.ts';

export default defineConfig(({ mode }) => ({
  plugins: [reactRouter()],
  // Build-time settings read by app/lib/config.ts, checked in build-config.ts. They are baked into
  // the server and the browser bundle alike, so both render the same image URLs and titles (no
  // hydration mismatch). Each is defined by name: no prefix lets other variables through.
  define: Object.fromEntries(
    Object.entries(bundledSettings(buildEnv)).map(([name, value]) => [
      `import.meta.env.${name}`,
      JSON.stringify(value),
    ]),
  ),
  css: {
    modules: {
      // Readable class names while developing, short ones in the shipped CSS.
      generateScopedName: mode === 'production' ? '[hash:base64:6]' : '[name]__[local]__[hash:base64:4]',
    },
  },
}));
