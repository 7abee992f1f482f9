// The share dialog's strings in both languages. Outside locales/zh and locales/en on purpose:
// those folders make the strings chunk every page loads, and these come with the dialog, when a
// visitor first opens it.
const en = {
  title: 'Share this page',
  scan: 'Scan with a phone to open this page there',
  qrLabel: 'QR code of this page',
  link: 'Link to this page',
  copy: 'Copy link',
  copied: 'Link copied',
  copyFailed: 'Could not copy by itself: the link is selected, copy it with your keyboard or menu',
  weibo: 'Share on Weibo',
  opensInNewTab: '(opens in a new tab)',
  more: 'More ways to share',
  inWechat: 'Tap ··· at the top right to send this page to a friend or share it to Moments.',
  close: 'Close',
};

const zh: typeof en = {
  title: '分享此页',
  scan: '用手机扫一扫，在手机上打开此页',
  qrLabel: '本页二维码',
  link: '本页链接',
  copy: '复制链接',
  copied: '链接已复制',
  copyFailed: '无法自动复制：链接已选中，请用键盘或菜单复制',
  weibo: '分享到微博',
  opensInNewTab: '（在新标签页打开）',
  more: '更多分享方式',
  inWechat: '点击右上角 ··· ，发送给朋友或分享到朋友圈。',
  close: '关闭',
};

export const shareText = { zh, en } as const;
