// The phones' contact bar (976px or less), fixed at the bottom: call the sales number of the
// page's language, open the WeChat codes, or go to the enquiry form (about this page's car or
// piece where it has one). The page keeps room for it at its foot (--contact-bar-space), so it
// never covers the footer or a form's last button. It steps aside while the navigation drawer or
// the brand panel is open. Wide screens do not show it: the header and footer are in reach there.
import type { UiLanguage } from '@refit/contract';
import { Link, useMatches } from 'react-router';
import { getMessages } from '../../../lib/i18n/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { enquiryOf } from '../../../lib/route-handle.ts';
import styles from './contact-bar.module.css';
import { ArrowRightIcon, PhoneIcon, SocialGlyphIcon } from '../shell-icons.tsx';
import type { ShellSalesContact } from '../shell-types.ts';

interface ContactBarProps {
  lang: UiLanguage;
  sales: ShellSalesContact | null;
  /** The WeChat button shows only when there is a code to show. */
  hasWechat: boolean;
  onWechat: () => void;
  /** The drawer or the brand panel is open. */
  hidden: boolean;
}

export function ContactBar({ lang, sales, hasWechat, onWechat, hidden }: ContactBarProps) {
  const text = getMessages(lang).contact;
  const enquiry = enquiryOf(useMatches()) ?? paths.contact();

  return (
    <nav
      className={styles.bar}
      aria-label={text.barLabel}
      data-hidden={hidden ? '' : undefined}
      inert={hidden}
    >
      {sales ? (
        <a className={styles.action} href={sales.href} aria-label={text.callLabel(sales.number)}>
          <PhoneIcon width={20} height={20} />
          <span>{text.call}</span>
        </a>
      ) : null}
      {hasWechat ? (
        <button type="button" className={styles.action} aria-haspopup="dialog" onClick={onWechat}>
          <SocialGlyphIcon glyph="wechat" width={20} height={20} />
          <span>{text.wechat}</span>
        </button>
      ) : null}
      <Link className={styles.enquire} to={enquiry}>
        <span>{text.enquire}</span>
        <ArrowRightIcon width={16} height={16} />
      </Link>
    </nav>
  );
}
