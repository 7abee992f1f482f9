// The two WeChat QR codes (common data "wechat_qr"), drawn on the server as SVG pictures so that
// no QR library reaches the browser. Each is empty when the editors left its text out.
import { useRouteLoaderData } from 'react-router';

export interface WechatQrCodes {
  /** The official account's code as an <img> address (an SVG data: URL), or ''. */
  officialAccount: string;
  /** The sales consultant's code as an <img> address (an SVG data: URL), or ''. */
  consultant: string;
}

export const NO_WECHAT_QR: WechatQrCodes = { officialAccount: '', consultant: '' };

export function hasWechatQr(codes: WechatQrCodes): boolean {
  return codes.officialAccount !== '' || codes.consultant !== '';
}

/** The codes the root loader drew for the shell, for pages that show them as well (About). */
export function useWechatQr(): WechatQrCodes {
  const root = useRouteLoaderData<{ shell?: { wechatQr?: WechatQrCodes } | null }>('root');
  return root?.shell?.wechatQr ?? NO_WECHAT_QR;
}
