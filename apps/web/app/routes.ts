// The route table (SPEC section 2). Add each screen above the fallback as it is built.
import { index, route } from '@react-router/dev/routes';
import type { RouteConfig } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('brand', 'routes/fallback.tsx', { id: 'brand-fallback' }),
  route('*', 'routes/fallback.tsx', { id: 'fallback' }),
] satisfies RouteConfig;
