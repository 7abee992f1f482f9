// Every route module that renders a page declares its handle (lib/route-handle.ts): how its visits
// are traced and whether it shows its own loading state. A module without one fails here instead
// of being traced by some default.
import { describe, expect, it } from 'vitest';
import { isRouteHandle, trackingOf } from './lib/route-handle.ts';
import routes from './routes.ts';

const modules = import.meta.glob<Record<string, unknown>>('./routes/**/*.tsx', { eager: true });

/** Modules that render a page; the others answer with a redirect or a file and are never visited. */
const isPage = (module: Record<string, unknown>) => 'default' in module;

/** The administration draws its own layout without the public shell, so nothing there is traced. */
const isPublic = (file: string) => !file.startsWith('./routes/admin/');

describe('route modules', () => {
  it('lists every file of routes.ts among the modules checked', () => {
    for (const entry of routes) expect(Object.keys(modules)).toContain(`./${entry.file}`);
  });

  it('declare a handle with their tracking on every page route', () => {
    for (const [file, module] of Object.entries(modules)) {
      if (!isPage(module) || !isPublic(file)) continue;
      expect(isRouteHandle(module.handle), `${file} exports a handle`).toBe(true);
    }
  });

  it('give every traced route a browse type the API accepts', () => {
    for (const entry of routes) {
      const module = modules[`./${entry.file}`];
      if (!module || !isPage(module)) continue;
      const tracking = trackingOf({ handle: module.handle, pathname: `/${entry.path ?? ''}`, params: {} });
      if (tracking) expect(['news', 'pro', 'img', 'menu']).toContain(tracking.browseType);
    }
  });
});
