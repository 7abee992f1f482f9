import { describe, expect, it } from 'vitest';
import { fakeLogger } from './fake-logger.ts';
import { drawQrImage, drawQrSvg, shapeWechatQr } from './wechat-qr.server.ts';

describe('WeChat QR codes', () => {
  it('draws an SVG of the modules on an opaque ground, without the encoded text', async () => {
    const svg = await drawQrSvg('  https://weixin.qq.com/r/mp/Demo<script>  ');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 (\d+) \1"/);
    expect(svg).toContain('fill="#f7f3ec"');
    expect(svg).toContain('stroke="#18100e"');
    expect(svg).not.toContain('weixin');
    expect(svg).not.toContain('<script');
  });

  it('gives an <img> address that decodes back to the same drawing', async () => {
    const text = 'https://u.wechat.com/kDemo';
    const image = await drawQrImage(text);
    expect(image).toMatch(/^data:image\/svg\+xml,%3Csvg /);
    expect(image).not.toMatch(/[<>#"]/);
    const decoded = decodeURIComponent(image.slice('data:image/svg+xml,'.length));
    expect(decoded).toBe((await drawQrSvg(text)).replaceAll('"', "'"));
  });

  it('draws nothing for an empty text', async () => {
    expect(await drawQrImage('   ')).toBe('');
  });

  it('draws each code on its own: a text too long for a QR code leaves only that code out', async () => {
    const log = fakeLogger();
    const codes = await shapeWechatQr(
      JSON.stringify({ officialAccount: 'x'.repeat(5000), consultant: 'https://u.wechat.com/demo' }),
      log,
    );
    expect(codes.officialAccount).toBe('');
    expect(codes.consultant).toMatch(/^data:image\/svg\+xml,/);
    expect(log.entries).toContainEqual(
      expect.objectContaining({
        level: 'warn',
        message: 'wechat_qr: the officialAccount text cannot be drawn as a QR code',
      }),
    );
  });

  it('throws on malformed contents, so the caller leaves the codes out', async () => {
    await expect(shapeWechatQr('{"officialAccount":1}', fakeLogger())).rejects.toThrow(
      'wechat_qr contents are malformed',
    );
  });
});
