// The footer (SPEC section 2): about text with read more / read less (the extended text only on
// Home), the sales contact, three social links, the copyright line and the filing numbers.
import type { UiLanguage } from '@refit/contract';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { WechatQrCodes } from '../../../components/contact/wechat-qr-codes.tsx';
import { getMessages } from '../../../lib/i18n/messages.ts';
import type { Messages } from '../../../lib/i18n/messages.ts';
import { DebugPanel } from '../debug-panel.tsx';
import { ArrowRightIcon, FilingEmblemIcon, PhoneIcon } from '../shell-icons.tsx';
import type { ShellData } from '../shell-types.ts';
import styles from './site-footer.module.css';
import { SocialLink } from './social-link.tsx';
import { paths } from '../../../lib/paths.ts';

interface SiteFooterProps {
  shell: ShellData;
  lang: UiLanguage;
  siteName: string;
  reloading: boolean;
  messages: Messages['shell'];
  /** Opens the WeChat dialog; null when there are no WeChat codes (the icon keeps its link). */
  onWechat: (() => void) | null;
}

export function SiteFooter({ shell, lang, siteName, reloading, messages, onWechat }: SiteFooterProps) {
  const { pathname } = useLocation();
  const [expanded, setExpanded] = useState(false);
  const onHome = pathname === '/';
  const socials = shell.socials.slice(0, 3);

  return (
    <footer className={styles.footer} aria-busy={reloading}>
      <div className={styles.inner}>
        <div className={styles.about}>
          <Link to={paths.home()} className={styles.logo}>
            {shell.logo ? (
              <img src={shell.logo} alt={siteName} width={180} height={40} loading="lazy" decoding="async" />
            ) : (
              <span className={styles.wordmark}>{siteName}</span>
            )}
          </Link>
          <h2 className={styles.heading}>{messages.aboutTitle}</h2>
          <p className={styles.text}>{messages.aboutShort}</p>
          {onHome ? (
            <>
              <div id="footer-about-more" className={styles.more} hidden={!expanded}>
                {messages.aboutExtended.map((paragraph) => (
                  <p key={paragraph} className={styles.text}>
                    {paragraph}
                  </p>
                ))}
              </div>
              <button
                type="button"
                className={styles.toggle}
                aria-expanded={expanded}
                aria-controls="footer-about-more"
                onClick={() => setExpanded(!expanded)}
              >
                {expanded ? messages.readLess : messages.readMore}
              </button>
            </>
          ) : (
            <Link to={paths.about()} className={styles.toggle}>
              {messages.aboutLink}
              <ArrowRightIcon width={14} height={14} />
            </Link>
          )}
        </div>

        <div className={styles.column}>
          <h2 className={styles.heading}>{messages.contactTitle}</h2>
          {shell.sales ? (
            <div className={styles.contact}>
              {shell.sales.title ? <p className={styles.contactTitle}>{shell.sales.title}</p> : null}
              {shell.sales.number ? (
                <a className={styles.phone} href={shell.sales.href}>
                  <PhoneIcon width={16} height={16} />
                  {shell.sales.number}
                </a>
              ) : null}
            </div>
          ) : reloading ? (
            <p className={styles.muted} role="status">
              {messages.loading}
            </p>
          ) : null}
        </div>

        <div className={styles.column}>
          <h2 className={styles.heading}>{messages.followTitle}</h2>
          {socials.length > 0 ? (
            <ul className={styles.socials}>
              {socials.map((social, index) => (
                <li key={`${social.link}-${index}`}>
                  <SocialLink
                    social={social}
                    index={index}
                    messages={messages}
                    onWechat={onWechat}
                    wechatLabel={getMessages(lang).contact.openWechat}
                  />
                </li>
              ))}
            </ul>
          ) : reloading ? (
            <p className={styles.muted} role="status">
              {messages.loading}
            </p>
          ) : null}
          <div className={styles.wechat}>
            <WechatQrCodes codes={shell.wechatQr} lang={lang} size="compact" />
          </div>
        </div>
      </div>

      <div className={styles.bottom}>
        <p className={styles.copyright}>{shell.copyright}</p>
        {shell.filings.icp || shell.filings.psb ? (
          <ul className={styles.filings} aria-label={messages.filingsLabel}>
            {shell.filings.icp ? (
              <li>
                <a href={shell.filings.icp.href} target="_blank" rel="noopener" className={styles.filing}>
                  {shell.filings.icp.number}
                </a>
              </li>
            ) : null}
            {shell.filings.psb ? (
              <li>
                {shell.filings.psb.href ? (
                  <a href={shell.filings.psb.href} target="_blank" rel="noopener" className={styles.filing}>
                    <FilingEmblemIcon />
                    {shell.filings.psb.number}
                  </a>
                ) : (
                  <span className={styles.filing}>
                    <FilingEmblemIcon />
                    {shell.filings.psb.number}
                  </span>
                )}
              </li>
            ) : null}
          </ul>
        ) : null}
      </div>

      <DebugPanel
        lang={lang}
        counts={{ menu: shell.menu.length, brands: shell.brands.length, partners: shell.partners.length }}
        messages={messages}
      />
    </footer>
  );
}
