// Every public page in both languages is whole in the first HTML response (DESIGN: Baidu reads
// little JavaScript) and valid HTML. The answer does not depend on the window's width, so this runs
// once; `page-health.spec.ts` visits each page at both widths.
import { expect, test } from '@playwright/test';
import { HtmlValidate } from 'html-validate';
import { HTML_RULES } from './html-rules.ts';
import { LANGS, PUBLIC_ROUTES, expectedTitle, inLanguage } from './routes-public.ts';

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
}
