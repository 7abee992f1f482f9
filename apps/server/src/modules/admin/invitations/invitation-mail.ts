// The e-mail that carries an invitation's link, in the inviting owner's admin language: who
// invites, to which role, until when, and the link, as plain text.
import type { UiLanguage } from '@refit/contract';
import type { AdminRole } from '@refit/contract/admin/roles';
import { siteTimeInWords } from '../enquiries/site-time.ts';

export interface InvitationMailFacts {
  inviter: string;
  role: AdminRole;
  link: string;
  /** When the link stops working. */
  expiresAt: Date;
  /** The site's time zone (SITE_TIME_ZONE), in which the end is written. */
  timeZone: string;
}

const ROLE_WORDS: Record<UiLanguage, Record<AdminRole, string>> = {
  zh: { owner: '所有者', editor: '编辑', sales: '销售' },
  // As the sentence needs them: "as an editor".
  en: { owner: 'an owner', editor: 'an editor', sales: 'sales staff' },
};

export function invitationMail(
  facts: InvitationMailFacts,
  lang: UiLanguage,
): { subject: string; text: string } {
  const role = ROLE_WORDS[lang][facts.role];
  const expires = // The end of the link's life in the site's time zone, named, so a reader abroad is not misled.
    siteTimeInWords(facts.expiresAt, facts.timeZone, lang, { withYear: true });
  if (lang === 'zh') {
    return {
      subject: '邀请你加入锐界改装网站后台',
      text: [
        `${facts.inviter} 邀请你以「${role}」身份加入锐界改装网站后台。`,
        `请在 ${expires} 前打开下面的链接，设置姓名和密码：`,
        facts.link,
        '此链接只能使用一次。如果你没有预料到这封邮件，忽略它即可。',
      ].join('\n\n'),
    };
  }
  return {
    subject: 'You are invited to the RUIJIE TUNING website admin',
    text: [
      `${facts.inviter} invites you to the RUIJIE TUNING website admin as ${role}.`,
      `Open this link before ${expires} to choose your name and password:`,
      facts.link,
      'The link works once. If you did not expect this e-mail, you can ignore it.',
    ].join('\n\n'),
  };
}
