// Draws the WeChat QR codes of common data "wechat_qr" as SVG on the server (the `qrcode`
// package), so pages carry finished pictures and the browser needs no QR library of its own.
// Each is an <img> address (a data: URL): a phone can keep it with a long press and scan it
// from the album, which an inline drawing would not allow. The picture holds only the drawn
// modules, never the encoded text, so nothing an editor types reaches the page as markup.
// A text too long for a QR code leaves that code out.
import { wechatQrContentsSchema } from '@refit/contract';
import QRCode from 'qrcode';
import type { WechatQrCodes } from '../contact/wechat-qr.ts';
import { readContents } from './common-contents.server.ts';
import { errorText } from './errors.ts';
import type { Logger } from './logger.ts';

/**
 * Dark modules on an opaque light ground (a saved picture must scan on any album background);
 * medium correction survives a camera's glare on a screen; the quiet zone is in the picture.
 */
const QR_OPTIONS = {
  type: 'svg',
  errorCorrectionLevel: 'M',
  margin: 3,
  color: { dark: '#18100eff', light: '#f7f3ecff' },
} as const;

/** SVG markup of one code ('' for an empty text). */
export async function drawQrSvg(text: string): Promise<string> {
  const trimmed = text.trim();
  if (trimmed === '') return '';
  return QRCode.toString(trimmed, QR_OPTIONS);
}

/**
 * The SVG as a data: URL, escaped only where a URL must be (the drawing is letters, digits,
 * spaces and a few signs), so it stays about as small as the markup.
 */
export function svgDataUrl(svg: string): string {
  if (svg === '') return '';
  const escaped = svg.replaceAll('"', "'").replace(/[%#<>\n]/g, (sign) => encodeURIComponent(sign));
  return `data:image/svg+xml,${escaped}`;
}

/** The <img> address of one code ('' for an empty text). */
export async function drawQrImage(text: string): Promise<string> {
  return svgDataUrl(await drawQrSvg(text));
}

export async function shapeWechatQr(raw: string, log: Logger): Promise<WechatQrCodes> {
  const contents = readContents('wechat_qr', raw, wechatQrContentsSchema);
  const draw = async (name: keyof WechatQrCodes) => {
    try {
      return await drawQrImage(contents[name]);
    } catch (error) {
      log.warn({ reason: errorText(error) }, `wechat_qr: the ${name} text cannot be drawn as a QR code`);
      return '';
    }
  };
  const [officialAccount, consultant] = await Promise.all([draw('officialAccount'), draw('consultant')]);
  return { officialAccount, consultant };
}
