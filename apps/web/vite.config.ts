import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

export default defineConfig(({ mode }) => ({
  plugins: [reactRouter()],
  // Build-time settings read by app/lib/config.ts. They are baked into the server and the browser
  // bundle alike, so both render the same image URLs and titles (no hydration mismatch).
  envPrefix: ['VITE_', 'API_BASE_URL', 'IMAGE_BASE_URL', 'SITE_'],
  css: {
    modules: {
      // Readable class names while developing, short ones in the shipped CSS.
      generateScopedName: mode === 'production' ? '[hash:base64:6]' : '[name]__[local]__[hash:base64:4]',
    },
  },
}));
