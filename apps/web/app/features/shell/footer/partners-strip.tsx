// The partners strip above the footer: each partner's logo and name, linking to its site.
import type { Messages } from '../../../lib/i18n/messages.ts';
import { FallbackImage } from '../../../components/media/fallback-image.tsx';
import { partnerIconSources } from './partner-icon-sources.ts';
import styles from './partners-strip.module.css';
import type { ShellPartner } from '../shell-types.ts';

interface PartnersStripProps {
  partners: ShellPartner[];
  reloading: boolean;
  messages: Messages['shell'];
}

export function PartnersStrip({ partners, reloading, messages }: PartnersStripProps) {
  if (partners.length === 0 && !reloading) return null;
  return (
    <section className={styles.strip} aria-labelledby="partners-title" aria-busy={reloading}>
      <div className={styles.inner}>
        <header className={styles.head}>
          <p className={styles.eyebrow}>{messages.partnersEyebrow}</p>
          <h2 id="partners-title" className={styles.title}>
            {messages.partnersTitle}
          </h2>
        </header>
        {partners.length === 0 ? (
          <p className={styles.loading} role="status">
            {messages.loading}
          </p>
        ) : (
          <ul className={styles.grid}>
            {partners.map((partner) => {
              const logo = (
                <span className={styles.logo}>
                  <FallbackImage
                    sources={partnerIconSources(partner.icon)}
                    width={320}
                    height={120}
                    loading="lazy"
                    decoding="async"
                  />
                </span>
              );
              const name = <span className={styles.name}>{partner.name}</span>;
              return (
                <li key={partner.id}>
                  {partner.link ? (
                    <a className={styles.card} href={partner.link} target="_blank" rel="noopener noreferrer">
                      {logo}
                      {name}
                      <span className="visually-hidden"> {messages.opensInNewTab}</span>
                    </a>
                  ) : (
                    <div className={styles.card}>
                      {logo}
                      {name}
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
