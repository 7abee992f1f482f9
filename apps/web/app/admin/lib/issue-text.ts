// The server's field messages are English; the Chinese interface shows its own wording for the
// ones the admin's schemas use, and the English text for anything else. A link to an item there is
// not is said as the link field says it, per type, in either language.
import type { UiLanguage } from '@refit/contract';
import { isLinkedType } from '@refit/contract/content-types/site-links';
import { adminMessages } from './i18n.ts';

const ZH: readonly [RegExp, (match: RegExpMatchArray) => string][] = [
  [/^is required$/, () => '必填'],
  [/^must be at most (\d+) characters$/, (m) => `最多 ${m[1]} 个字符`],
  [/^must have at most (\d+) (items|slides)$/, (m) => `最多 ${m[1]} 项`],
  [/^must be an id$/, () => '请选择'],
  [/^must be a site path \(\/\.\.\.\) or an http\(s\) address$/, () => '请填写站内路径（/…）或 http(s) 地址'],
  [/^must be an http\(s\) address$/, () => '请填写 http(s) 地址'],
  [/^must be a site path.*mailto: or tel:$/, () => '请填写站内路径、http(s) 地址、mailto: 或 tel:'],
  [/^is not a page of this site$/, () => adminMessages('zh').links.notAPage],
  [/^must be lower-case letters, digits and dashes$/, () => '只能用小写字母、数字和连字符'],
  [/^is listed twice$/, () => '重复了'],
  [/^must be from (-?[\d.]+) to (-?[\d.]+)$/, (m) => `须在 ${m[1]} 到 ${m[2]} 之间`],
  [/^must be a number$/, () => '请输入数字'],
  [/^must be in halves$/, () => '请以 0.5 为单位'],
  [/^must have at most one decimal$/, () => '最多一位小数'],
  [/^must be like 5x112/, () => '格式如 5x112（3 至 8 个螺栓，分布圆直径以毫米计）'],
  [/^is required with the sizes$/, () => '填写规格时必须选择适配车型'],
  [/^is required with the models$/, () => '选择适配车型时必须填写规格'],
  [/^only wheels carry sizes/, () => '只有轮毂类产品可以填写规格和适配车型'],
  [/^is required with the after picture$/, () => '填了改装后图片，也请填改装前图片'],
  [/^is required with the before picture$/, () => '填了改装前图片，也请填改装后图片'],
  [/^must differ from the before picture$/, () => '不能与改装前图片相同'],
  [/^needs the before and after pictures$/, () => '请先填改装前和改装后图片'],
  [/^must be a whole number$/, () => '请输入整数'],
  [/^must not be negative$/, () => '不能为负数'],
  [/^is already used$|^is taken$/, () => '已被占用'],
  [/^must be an http\(s\) origin/, () => '请填写 http(s) 站点地址，如 https://www.example.cn'],
  [/^is required to push$/, () => '开启推送时必填'],
  [/^must hold letters and digits only$/, () => '只能包含字母和数字'],
  [/^must be wx followed by 16 letters and digits$/, () => '以 wx 开头，后接 16 位字母或数字'],
  [/^must be 32 letters and digits$/, () => '须为 32 位字母或数字'],
  [/^is required with the app id$/, () => '填写 AppID 时也须填写 AppSecret'],
  [/^is required with the app secret$/, () => '填写 AppSecret 时也须填写 AppID'],
  [/^must not contain control characters$/, () => '不能包含控制字符'],
  [/^must be a top-level item$/, () => '必须是顶层菜单'],
  [
    /^is the Brands entry, which lists the brands/,
    () => '这是「品牌」菜单，它列出的就是各个品牌（在「品牌」里排序），不能再加子菜单',
  ],
  [
    /^links to a brand page, which makes it the Brands entry/,
    () => '链接到品牌页的顶层菜单就是「品牌」菜单（列出各个品牌）：请先移走或删除它的子菜单',
  ],
  [/^must be at least (\d+) characters$/, (m) => `至少 ${m[1]} 个字符`],
  [/^is too common/, () => '这个密码太常见，请换一个'],
  [/^is incorrect$/, () => '不正确'],
  [/^must be an e-mail address$/, () => '请填写有效的邮箱地址'],
];

/** `no such news (12)`: the server's word for a link to an item there is not. */
const NO_SUCH_ITEM = /^no such ([a-z-]+) \(\d+\)$/;

export function issueText(message: string, lang: UiLanguage): string {
  const missing = NO_SUCH_ITEM.exec(message)?.[1];
  if (missing && isLinkedType(missing)) return adminMessages(lang).links.noSuch[missing];
  if (lang === 'en') return message.charAt(0).toUpperCase() + message.slice(1);
  for (const [pattern, text] of ZH) {
    const match = message.match(pattern);
    if (match) return text(match);
  }
  return message;
}
