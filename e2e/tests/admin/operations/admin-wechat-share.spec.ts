// WeChat sharing from end to end, on a server of its own that asks a stand-in for WeChat's API: an
// owner enters the Official Account in the site settings (the secret hidden once saved); a visitor
// in WeChat's browser then gets the page's card set through WeChat's script (served here by a
// stand-in recording what the page asks of it), signed by our server with the stand-in's ticket,
// set again for the next page after a client navigation; the share dialog there points at WeChat's
// own menu. Outside WeChat the page never asks for WeChat's script.
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import type { Browser, Page } from '@playwright/test';
import { OWNER, signIn, watchAdminConsole } from '../admin-support.ts';
import { startOwnServer } from '../../site/own-server.ts';
import type { OwnServer } from '../../site/own-server.ts';

const APP_ID = 'wx0123456789abcdef';
const APP_SECRET = '0123456789abcdef0123456789ABCDEF';
const TICKET = 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg';
const SDK = 'https://res.wx.qq.com/open/js/jweixin-1.6.0.js';
const WECHAT_UA =
  'Mozilla/5.0 (Linux; Android 13; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/116.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MicroMessenger/8.0.47.2560(0x28002F3B) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN';
const WECHAT_IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_2 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN';

/** What the page asked of WeChat's script, as the stand-in below records it. */
interface WxRecord {
  configs: { appId: string; timestamp: number; nonceStr: string; signature: string; jsApiList: string[] }[];
  chat: { title: string; desc: string; link: string; imgUrl: string }[];
  moments: { title: string; link: string; imgUrl: string }[];
}

const FAKE_SDK = `window.__wx = { configs: [], chat: [], moments: [] };
window.wx = {
  config: (options) => window.__wx.configs.push(options),
  ready: (callback) => setTimeout(callback, 0),
  updateAppMessageShareData: (card) => window.__wx.chat.push(card),
  updateTimelineShareData: (card) => window.__wx.moments.push(card),
};`;

// One server and one stand-in for both tests, run one after the other in one worker.
test.describe.configure({ mode: 'default' });

let server: OwnServer | undefined;
let wechat: http.Server | undefined;
const wechatCalls: string[] = [];

test.beforeAll(async () => {
  // WeChat's API as far as the signature needs it: a stable token, then the jsapi ticket.
  wechat = http.createServer((request, response) => {
    const address = new URL(request.url ?? '/', 'http://wechat');
    wechatCalls.push(address.pathname);
    request.resume();
    request.on('end', () => {
      response.writeHead(200, { 'content-type': 'application/json' });
      if (address.pathname === '/cgi-bin/stable_token') {
        response.end(JSON.stringify({ access_token: 'token-1', expires_in: 7200 }));
      } else if (address.searchParams.get('access_token') === 'token-1') {
        response.end(JSON.stringify({ errcode: 0, errmsg: 'ok', ticket: TICKET, expires_in: 7200 }));
      } else {
        response.end(JSON.stringify({ errcode: 40001, errmsg: 'invalid credential' }));
      }
    });
  });
  await new Promise<void>((resolve) => wechat?.listen(0, '127.0.0.1', resolve));
  server = await startOwnServer({
    ADMIN_EMAIL: OWNER.email,
    ADMIN_PASSWORD: OWNER.password,
    WECHAT_API_ORIGIN: `http://127.0.0.1:${(wechat.address() as AddressInfo).port}`,
  });
});

test.afterAll(async () => {
  server?.stop();
  await new Promise((resolve) => wechat?.close(resolve));
});

async function ownerSetsTheAccount(browser: Browser, origin: string) {
  const context = await browser.newContext({ baseURL: origin });
  const page = await context.newPage();
  const problems = watchAdminConsole(page);
  await signIn(page, OWNER, '/admin/content/settings/1');
  const section = page.getByRole('region', { name: '微信分享', exact: true });
  await section.getByLabel('公众号 AppID').fill(APP_ID);
  await section.getByLabel('公众号 AppSecret').fill(APP_SECRET);
  await page.getByRole('button', { name: '保存草稿' }).click();
  await expect(page.getByRole('status').filter({ hasText: '已保存' }).first()).toBeVisible();
  await page.getByRole('button', { name: '发布', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: '已发布' }).first()).toBeVisible();
  // Once saved, the secret never comes back to the page.
  await page.reload();
  await expect(section.getByLabel('公众号 AppID')).toHaveValue(APP_ID);
  await expect(section.getByLabel('公众号 AppSecret')).not.toHaveValue(APP_SECRET);
  await expect(section.getByLabel('公众号 AppSecret')).not.toHaveValue('');
  expect(problems).toEqual([]);
  await context.close();
}

/** A visitor's page in WeChat's browser, WeChat's script answered by the stand-in. */
async function wechatVisitor(browser: Browser, origin: string, userAgent = WECHAT_UA): Promise<Page> {
  const context = await browser.newContext({ baseURL: origin, userAgent });
  await context.route(SDK, (route) => route.fulfill({ contentType: 'text/javascript', body: FAKE_SDK }));
  return context.newPage();
}

const record = (page: Page) => page.evaluate(() => (window as unknown as { __wx?: WxRecord }).__wx);

function expectSigned(config: WxRecord['configs'][number], url: string) {
  const text = `jsapi_ticket=${TICKET}&noncestr=${config.nonceStr}&timestamp=${config.timestamp}&url=${url}`;
  expect(config.appId).toBe(APP_ID);
  expect(config.signature).toBe(createHash('sha1').update(text).digest('hex'));
  expect(config.jsApiList).toEqual(['updateAppMessageShareData', 'updateTimelineShareData']);
}

const og = (page: Page, property: string) =>
  page.locator(`meta[property="${property}"]`).getAttribute('content');

test("in WeChat, a page's share card is set with our signature, and again after a navigation", async ({
  browser,
}) => {
  const origin = server?.origin ?? '';
  await ownerSetsTheAccount(browser, origin);

  const page = await wechatVisitor(browser, origin);
  await page.goto('/news/info/1?l=zh#top');
  await expect.poll(async () => (await record(page))?.chat.length ?? 0).toBe(1);
  let wx = (await record(page))!;
  // The address signed is the page's, without its fragment.
  expectSigned(wx.configs[0]!, `${origin}/news/info/1?l=zh`);
  expect(wx.chat[0]).toEqual({
    title: await og(page, 'og:title'),
    desc: await og(page, 'og:description'),
    link: await og(page, 'og:url'),
    imgUrl: await og(page, 'og:image'),
  });
  expect(wx.chat[0]!.imgUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
  expect(wx.moments[0]).toEqual({
    title: wx.chat[0]!.title,
    link: wx.chat[0]!.link,
    imgUrl: wx.chat[0]!.imgUrl,
  });

  // The share dialog here points at WeChat's menu; Weibo, which WeChat does not open, is not offered.
  await page.getByRole('button', { name: '分享', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: '分享此页' });
  await expect(dialog.getByText('点击右上角 ··· ，发送给朋友或分享到朋友圈。')).toBeVisible();
  await expect(dialog.getByRole('link', { name: /分享到微博/ })).toBeHidden();
  await page.keyboard.press('Escape');

  // A client navigation: the next page's card, signed for its own address.
  await page
    .getByRole('link', { name: /返回企业新闻|企业新闻/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/news(\?|$)/);
  await expect.poll(async () => (await record(page))?.chat.length ?? 0).toBe(2);
  wx = (await record(page))!;
  expectSigned(wx.configs[1]!, page.url().split('#')[0]!);
  expect(wx.chat[1]!.title).toBe(await og(page, 'og:title'));
  expect(wx.chat[1]!.title).not.toBe(wx.chat[0]!.title);

  await page.context().close();

  // On iPhone WeChat checks every signature against the address the visit landed on.
  const iphone = await wechatVisitor(browser, origin, WECHAT_IPHONE_UA);
  await iphone.goto('/news/info/1?l=zh');
  await expect.poll(async () => (await record(iphone))?.chat.length ?? 0).toBe(1);
  await iphone
    .getByRole('link', { name: /返回企业新闻|企业新闻/ })
    .first()
    .click();
  await expect(iphone).toHaveURL(/\/news(\?|$)/);
  await expect.poll(async () => (await record(iphone))?.chat.length ?? 0).toBe(2);
  wx = (await record(iphone))!;
  expectSigned(wx.configs[1]!, `${origin}/news/info/1?l=zh`);
  expect(wx.chat[1]!.title).toBe(await og(iphone, 'og:title'));
  await iphone.context().close();

  // WeChat was asked once for a token and once for a ticket: every later signature used the stored one.
  expect(wechatCalls).toEqual(['/cgi-bin/stable_token', '/cgi-bin/ticket/getticket']);
});

test("outside WeChat, no page asks for WeChat's script", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: server?.origin ?? '' });
  const asked: string[] = [];
  context.on('request', (request) => {
    if (request.url().includes('res.wx.qq.com') || request.url().includes('/api/wechat/'))
      asked.push(request.url());
  });
  const page = await context.newPage();
  await page.goto('/news/info/1?l=zh');
  await page.getByRole('button', { name: '分享', exact: true }).click();
  await expect(
    page.getByRole('dialog', { name: '分享此页' }).getByRole('link', { name: /分享到微博/ }),
  ).toBeVisible();
  await page.goto('/car/1?l=en');
  await expect(page.getByRole('button', { name: 'Share', exact: true })).toBeVisible();
  expect(asked).toEqual([]);
  await context.close();
});
