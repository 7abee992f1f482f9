import type { ApiTransport } from '@refit/contract';
import { describe, expect, it, vi } from 'vitest';
import { createServerApi } from '../../lib/api/api-context.server.ts';
import { fakeLogger } from '../../lib/api/fake-logger.ts';
import { loadNewsArticle, loadNewsPage, parsePageParam } from './news-data.ts';

const story = {
  id: 3,
  brandId: null,
  title: '干碳与湿碳',
  titleEn: 'Dry Carbon or Wet Carbon',
  tag: '技术',
  tagEn: 'Technology',
  summary: '摘要',
  summaryEn: '',
  coverImgUrl: 'news/news-3.svg',
  publishDate: '2025-06-12',
  content: '<p>正文</p>',
  contentEn: '<p>Body</p>',
};

describe('parsePageParam', () => {
  it('accepts positive whole numbers and falls back to the first page', () => {
    expect(parsePageParam('2')).toBe(2);
    expect(parsePageParam(null)).toBe(1);
    expect(parsePageParam('0')).toBe(1);
    expect(parsePageParam('-3')).toBe(1);
    expect(parsePageParam('2.5')).toBe(1);
    expect(parsePageParam('abc')).toBe(1);
  });
});

describe('loadNewsPage', () => {
  it('asks for ten stories of the page and shapes them', async () => {
    const transport = vi.fn<ApiTransport>(async () => ({
      status: 200,
      body: { success: true, result: { records: [story], total: 12, pages: 2, current: 2 }, message: 'ok' },
    }));
    const api = createServerApi({ transport, timeoutMs: 8000, log: fakeLogger() });
    const page = await loadNewsPage(api, 'en', 2);
    expect(transport.mock.calls[0]?.[0].query).toMatchObject({ pageNo: '2', pageSize: '10' });
    expect(page).toEqual({
      page: 2,
      pages: 2,
      total: 12,
      items: [
        {
          id: 3,
          title: 'Dry Carbon or Wet Carbon',
          tag: 'Technology',
          summary: '摘要',
          image: '/api/static/news/news-3.svg',
          date: '2025-06-12',
        },
      ],
    });
  });
});

describe('loadNewsArticle', () => {
  it('picks the body in the visitor’s language, as the API sent it', async () => {
    const transport: ApiTransport = async () => ({
      status: 200,
      body: { success: true, result: story, message: 'ok' },
    });
    const api = createServerApi({ transport, timeoutMs: 8000, log: fakeLogger() });
    await expect(loadNewsArticle(api, 'zh', '3')).resolves.toMatchObject({
      title: '干碳与湿碳',
      bodyHtml: '<p>正文</p>',
    });
    await expect(loadNewsArticle(api, 'en', '3')).resolves.toMatchObject({ bodyHtml: '<p>Body</p>' });
  });

  it('cleans a body that another content backend sent unsanitised', async () => {
    const hostile = {
      ...story,
      content:
        '<p onclick="steal()">正文</p><script>steal()</script><img src="x" onerror="steal()"><a href="javascript:steal()">链接</a>',
    };
    const transport: ApiTransport = async () => ({
      status: 200,
      body: { success: true, result: hostile, message: 'ok' },
    });
    const api = createServerApi({ transport, timeoutMs: 8000, log: fakeLogger() });
    const article = await loadNewsArticle(api, 'zh', '3');
    expect(article?.bodyHtml).toContain('<p>正文</p>');
    expect(article?.bodyHtml).not.toMatch(/script|onclick|onerror|javascript:/);
  });

  it('describes the story in words alone: its summary, else the opening of its body', async () => {
    const rich = {
      ...story,
      summary: '<p>干碳与湿碳的<strong>五个</strong>区别</p>',
      summaryEn: '',
      contentEn: `<h2>Dry &amp; wet</h2><p>Carbon <em>parts</em><br>differ.</p>${'<p>More words here.</p>'.repeat(20)}`,
    };
    const transport: ApiTransport = async () => ({
      status: 200,
      body: { success: true, result: rich, message: 'ok' },
    });
    const api = createServerApi({ transport, timeoutMs: 8000, log: fakeLogger() });
    expect((await loadNewsArticle(api, 'zh', '3'))?.description).toBe('干碳与湿碳的五个区别');
    const english = (await loadNewsArticle(api, 'en', '3'))?.description ?? '';
    expect(english).toMatch(/^Dry & wet Carbon parts differ\. More words here\./);
    expect(english).not.toMatch(/<|&amp;/);
    expect(english.length).toBeLessThanOrEqual(150);
    expect(english.endsWith('…')).toBe(true);
  });

  it('answers null for an unknown or malformed id', async () => {
    const transport: ApiTransport = async () => ({ status: 404, body: null });
    const api = createServerApi({ transport, timeoutMs: 8000, log: fakeLogger() });
    await expect(loadNewsArticle(api, 'zh', '99')).resolves.toBeNull();
    await expect(loadNewsArticle(api, 'zh', 'x1')).resolves.toBeNull();
  });
});
