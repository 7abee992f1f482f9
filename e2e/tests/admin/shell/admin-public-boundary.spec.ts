// The administration stays out of the public site: no admin chunk on a public page, robots.txt
// and the sitemap keep crawlers away, and an admin page runs none of the public shell's work.
import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { OWNER, signIn } from '../admin-support.ts';
import { waitUntilLive } from '../../shell/shell-support.ts';

interface ManifestRoute {
  id: string;
  module: string;
  imports?: string[];
  css?: string[];
}

/** The JavaScript a page has loaded so far (its HTML's modules and everything fetched since). */
async function loadedScripts(page: Page): Promise<Set<string>> {
  const urls = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
  );
  return new Set(urls.filter((url) => url.endsWith('.js')));
}

/** The routes the page's router has discovered so far. */
async function discoveredRoutes(page: Page): Promise<ManifestRoute[]> {
  return page.evaluate(
    () =>
      Object.values(
        (window as unknown as { __reactRouterManifest: { routes: Record<string, unknown> } })
          .__reactRouterManifest.routes,
      ) as ManifestRoute[],
  );
}

const routeFiles = (route: ManifestRoute) => [route.module, ...(route.imports ?? [])];
const isAdminRoute = (route: ManifestRoute) =>
  route.id.startsWith('routes/admin/') || route.id.startsWith('admin-');

/**
 * The chunks only admin routes use: every module and import of the admin routes the router has
 * discovered, less what the public routes it knows (the root, which every page loads, included) use.
 */
function adminOnlyChunks(routes: ManifestRoute[]): Set<string> {
  const shared = new Set(routes.filter((route) => !isAdminRoute(route)).flatMap(routeFiles));
  return new Set(
    routes
      .filter(isAdminRoute)
      .flatMap(routeFiles)
      .filter((file) => !shared.has(file)),
  );
}

test('no public page loads an admin chunk', async ({ page, request }, testInfo) => {
  // Every admin page once, so the router knows all admin routes and has loaded their chunks.
  await signIn(page, OWNER);
  for (const path of [
    '/admin/enquiries',
    '/admin/analytics',
    '/admin/users',
    '/admin/audit',
    '/admin/account',
  ]) {
    await page.getByRole('navigation', { name: '管理后台' }).locator(`a[href="${path}"]`).click();
    await expect(page).toHaveURL(path);
  }
  const adminRoutes = await discoveredRoutes(page);
  const adminChunks = [...adminOnlyChunks(adminRoutes)];
  expect(adminChunks.length).toBeGreaterThan(10);
  expect(adminChunks.some((file) => file.includes('admin-root'))).toBe(true);

  let raw = 0;
  let gzip = 0;
  for (const file of adminChunks) {
    const body = await (await request.get(file)).body();
    raw += body.length;
    gzip += gzipSync(body, { level: 9 }).length;
  }
  testInfo.annotations.push({ type: 'admin JavaScript', description: `${raw} B raw, ${gzip} B gzip` });

  for (const path of ['/', '/car/1', '/news', '/about']) {
    const visitor = await page.context().browser()!.newPage();
    await visitor.goto(path);
    await waitUntilLive(visitor);
    const loaded = await loadedScripts(visitor);
    expect(loaded.size).toBeGreaterThan(3);
    // Code a public route imports itself (the contact rules the booking form and the owner's
    // settings both read) is public code, wherever else it is used.
    const publicChunks = new Set((await discoveredRoutes(visitor)).flatMap(routeFiles));
    const adminModules = adminRoutes.filter(isAdminRoute).map((route) => route.module);
    expect(
      [...loaded].filter(
        (file) => adminModules.includes(file) || (adminChunks.includes(file) && !publicChunks.has(file)),
      ),
      path,
    ).toEqual([]);
    await visitor.close();
  }
});

test('crawlers are kept out: robots.txt, the sitemap and a noindex head', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /admin\n');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('<urlset');
  expect(sitemap).not.toContain('/admin');
  const html = await (await request.get('/admin/login')).text();
  expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
});

test('an admin page renders no public shell and sends no visit trace or shell API call', async ({ page }) => {
  const publicCalls: string[] = [];
  page.on('request', (call) => {
    if (call.url().includes('/api/cmst/')) publicCalls.push(call.url());
  });
  await page.goto('/admin/login');
  await expect(page.getByRole('button', { name: '登录' })).toBeEnabled();
  await page.getByLabel('邮箱').fill('someone@example.com');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
  await expect(page.getByRole('complementary')).toHaveCount(0);
  expect(publicCalls).toEqual([]);
});
