// About (/about): who we are, what we do, and how to reach us (#contact), with the enquiry form.
import type { UiLanguage } from '@refit/contract';
import { telHref } from '@refit/contract/rules';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { getMessages } from '../../lib/i18n/messages.ts';
import { PageIntro } from '../../components/ui/page-intro.tsx';
import { WechatQrCodes } from '../../components/contact/wechat-qr-codes.tsx';
import type { WechatQrCodes as Codes } from '../../lib/contact/wechat-qr.ts';
import styles from './about-page.module.css';
import type { SalesContact } from './about-types.ts';

interface AboutPageProps {
  lang: UiLanguage;
  sales: SalesContact | null;
  /** The WeChat QR codes the shell drew (empty codes are left out). */
  wechatQr: Codes;
  /** The booking form, placed by the route (features do not import each other). */
  enquiry: ReactNode;
}

export function AboutPage({ lang, sales, wechatQr, enquiry }: AboutPageProps) {
  const text = getMessages(lang).content.about;
  const storyId = useId();
  const servicesId = useId();
  const contactId = useId();
  const phone = sales ?? {
    title: '',
    number: text.fallbackPhone,
    href: telHref(text.fallbackPhone),
  };

  return (
    <main className={styles.page}>
      <PageIntro eyebrow={text.eyebrow} title={text.title} lead={text.lead} />

      <ul className={styles.figures}>
        {text.figures.map((figure) => (
          <li key={figure.label} className={styles.figure}>
            <span className={styles.figureValue}>{figure.value}</span>
            <span className={styles.figureLabel}>{figure.label}</span>
          </li>
        ))}
      </ul>

      <section className={styles.story} aria-labelledby={storyId}>
        <h2 id={storyId} className={styles.sectionTitle}>
          {text.storyTitle}
        </h2>
        <div className={styles.storyText}>
          {text.story.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </section>

      <section className={styles.services} aria-labelledby={servicesId}>
        <h2 id={servicesId} className={styles.sectionTitle}>
          {text.servicesTitle}
        </h2>
        <ol className={styles.serviceList}>
          {text.services.map((service, index) => (
            <li key={service.title} className={styles.service}>
              <span className={styles.serviceNumber} aria-hidden="true">
                {String(index + 1).padStart(2, '0')}
              </span>
              <h3 className={styles.serviceTitle}>{service.title}</h3>
              <p className={styles.serviceText}>{service.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section id="contact" className={styles.contact} aria-labelledby={contactId}>
        <div className={styles.contactInner}>
          <div className={styles.contactHead}>
            <h2 id={contactId} className={styles.sectionTitle}>
              {text.contactTitle}
            </h2>
            <p className={styles.contactLead}>{text.contactLead}</p>
          </div>
          <dl className={styles.details}>
            <div>
              <dt>{text.addressLabel}</dt>
              <dd>
                <address>{text.address}</address>
              </dd>
            </div>
            <div>
              <dt>{text.hoursLabel}</dt>
              <dd>
                {text.hours.map((line) => (
                  <span key={line} className={styles.line}>
                    {line}
                  </span>
                ))}
              </dd>
            </div>
            <div>
              <dt>{text.phoneLabel}</dt>
              <dd>
                <a className={styles.phone} href={phone.href}>
                  {phone.number}
                </a>
                {phone.title ? <span className={styles.line}>{phone.title}</span> : null}
              </dd>
            </div>
            <div>
              <dt>{text.emailLabel}</dt>
              <dd>
                <a href={`mailto:${text.email}`}>{text.email}</a>
              </dd>
            </div>
            <div className={styles.wechat}>
              <dt>{text.wechatLabel}</dt>
              <dd>
                <span className={styles.line}>{text.wechat}</span>
                <div className={styles.codes}>
                  <WechatQrCodes codes={wechatQr} lang={lang} />
                </div>
              </dd>
            </div>
          </dl>
        </div>
        <div id="enquiry" className={styles.enquiry}>
          {enquiry}
        </div>
      </section>
    </main>
  );
}
