// Every public page in both languages is whole in the first HTML response (DESIGN: Baidu reads
// little JavaScript) and valid HTML, and hydrates in the browser without console errors,
// hydration warnings, Content-Security-Policy violations or accessibility violations (axe).
// One visit per route, language and width does all the browser checks (decision 0016).
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import type { Page } from '@playwright/test';
import { HtmlValidate } from 'html-validate';
import { HTML_RULES } from './html-rules.ts';
import { LANGS, PUBLIC_ROUTES, expectedTitle, hydrated, inLanguage } from './routes-public.ts';

const htmlValidator = new HtmlValidate(HTML_RULES);

const HREFLANG = { zh: 'zh-CN', en: 'en' } as const;

function decode(text: string): string {
  return text
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");
}

/** The attributes of the first tag matching `pattern`, or undefined. */
function tagAttributes(html: string, pattern: RegExp): Record<string, string> | undefined {
  const tag = html.match(pattern)?.[0];
  if (!tag) return undefined;
  const attributes: Record<string, string> = {};
  for (const [, name, value] of tag.matchAll(/([\w:-]+)="([^"]*)"/g)) {
    if (name !== undefined && value !== undefined) attributes[name.toLowerCase()] = decode(value);
  }
  return attributes;
}

// The demo partner 8 has a missing .jpeg icon on purpose (SPEC section 8: .jpeg retries as .jpg,
// then a default): the browser reports both misses, which is the fallback working.
const EXPECTED_MISSES = /\/api\/static\/partner\/partner-8\.jpe?g$/;

/**
 * Content-Security-Policy violations reported in the page, gathered from the first script on
 * (before any of the page's own), and read with `cspViolations`.
 */
async function watchCsp(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as { __cspViolations?: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
}

function cspViolations(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as { __cspViolations?: string[] }).__cspViolations ?? []);
}

/** Console errors (a refused script or style is one) and hydration warnings seen while a page ran. */
function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (text.startsWith('Failed to load resource') && EXPECTED_MISSES.test(message.location().url)) return;
    if (message.type() === 'error' || /hydrat|did not match/i.test(text)) {
      problems.push(`${message.type()}: ${text} (${message.location().url})`);
    }
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  return problems;
}

for (const route of PUBLIC_ROUTES) {
  test(`${route.path}: the raw HTML holds the page in both languages`, async ({ request, baseURL }) => {
    for (const lang of LANGS) {
      const url = inLanguage(route.path, lang);
      const response = await request.get(url, { headers: { 'user-agent': 'Baiduspider/2.0' } });
      expect(response.status(), url).toBe(200);
      expect(response.headers()['content-type'], url).toMatch(/^text\/html/);
      const html = await response.text();

      expect(html, url).toMatch(new RegExp(`<html lang="${HREFLANG[lang]}"`));
      const title = html.match(/<title>([^<]*)<\/title>/)?.[1];
      expect(decode(title ?? ''), url).toMatch(expectedTitle(route, lang));

      const description = tagAttributes(html, /<meta[^>]+name="description"[^>]*>/);
      expect(description?.content?.trim(), `${url} description`).toBeTruthy();

      // Its stylesheets come in one file (decision 0040): React Router's own links are disabled.
      const head = html.slice(0, html.indexOf('</head>'));
      const stylesheets = [...head.matchAll(/<link[^>]+rel="stylesheet"[^>]*>/g)].map((match) => match[0]);
      expect(
        stylesheets.filter((link) => !link.includes('disabled')),
        `${url} stylesheets fetched`,
      ).toEqual([expect.stringMatching(/href="\/assets\/page-styles-[0-9a-f]+\.css"/)]);

      // Every photograph shown large is offered at the image service's widths, with its size
      // (logos and icons are drawings or small files shown as they are).
      for (const img of html.match(/<img\b[^>]*>/g) ?? []) {
        const attributes = tagAttributes(img, /<img\b[^>]*>/) ?? {};
        if (!/\.(jpe?g|png|webp|avif)$/i.test(attributes.src ?? '') || Number(attributes.width) < 400)
          continue;
        expect(attributes.srcset, `${url} ${attributes.src} srcset`).toContain(' 640w');
        expect(attributes.sizes, `${url} ${attributes.src} sizes`).toBeTruthy();
        expect(Number(attributes.height), `${url} ${attributes.src} height`).toBeGreaterThan(0);
      }

      const canonical = tagAttributes(html, /<link[^>]+rel="canonical"[^>]*>/);
      expect(canonical?.href, `${url} canonical`).toMatch(
        new RegExp(`${route.path.replace(/\//g, '\\/')}\\?(.*&)?l=${lang}$`),
      );
      // Search engines want hreflang and canonical addresses absolute.
      expect(canonical?.href?.startsWith(`${baseURL}/`), `${url} canonical is absolute`).toBe(true);
      for (const [hreflang, target] of [
        ['zh-CN', 'zh'],
        ['en', 'en'],
        ['x-default', 'zh'],
      ] as const) {
        const alternate = tagAttributes(html, new RegExp(`<link[^>]+hrefLang="${hreflang}"[^>]*>`, 'i'));
        expect(alternate?.rel, `${url} ${hreflang}`).toBe('alternate');
        expect(alternate?.href, `${url} ${hreflang}`).toMatch(new RegExp(`\\?(.*&)?l=${target}$`));
        expect(alternate?.href?.startsWith(`${baseURL}/`), `${url} ${hreflang} is absolute`).toBe(true);
      }

      const heading = html.match(/<h1[^>]*>([\s\S]*?)<\/h1>/)?.[1] ?? '';
      expect(decode(heading.replace(/<[^>]+>/g, '')).trim(), `${url} h1`).not.toBe('');

      const report = await htmlValidator.validateString(html);
      const errors = report.results.flatMap((result) =>
        result.messages.map((m) => `${m.ruleId} at ${m.line}:${m.column} (${m.selector}): ${m.message}`),
      );
      expect(errors, `${url} html-validate`).toEqual([]);
    }
  });

  test(`${route.path}: hydrates without console errors, policy or axe violations in both languages`, async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await watchCsp(page);
    // Photographs arrive as the image service's variants, never as the original file.
    const originals: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (/^\/api\/static\/.*\.(jpe?g|png|webp|avif)$/i.test(pathname) && !EXPECTED_MISSES.test(pathname))
        originals.push(pathname);
    });
    for (const lang of LANGS) {
      const url = inLanguage(route.path, lang);
      await page.goto(url);
      await hydrated(page);
      await page.waitForLoadState('networkidle');
      expect.soft(await cspViolations(page), `${url} Content-Security-Policy`).toEqual([]);
      const { violations } = await new AxeBuilder({ page }).analyze();
      const found = violations.map(
        (violation) =>
          `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
      );
      expect.soft(found, `${url} axe`).toEqual([]);
    }
    expect(originals, 'original photographs fetched').toEqual([]);
    expect(problems).toEqual([]);
  });
}
