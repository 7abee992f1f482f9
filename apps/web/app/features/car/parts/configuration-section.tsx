// The configuration of the selected product type (SPEC section 2): its pictures in a carousel and
// the grid of its parts. Shown only when the type has configuration pictures.
import type { Messages } from '../../../lib/i18n/messages.ts';
import type { PartsState, ProductTab } from '../car-types.ts';
import { partHref } from './part-view.ts';
import { ConfigCarousel } from './config-carousel.tsx';
import styles from './configuration-section.module.css';
import { PartCard } from './part-card.tsx';
import { SectionHeader } from '../../../components/ui/section-header.tsx';

interface ConfigurationSectionProps {
  car: { id: number; name: string };
  tab: ProductTab;
  parts: PartsState | null;
  onRetry: () => void;
  text: Messages['car'];
}

/** Placeholder cards while parts load, so the grid does not jump. */
const SKELETON_COUNT = 4;

export function ConfigurationSection({ car, tab, parts, onRetry, text }: ConfigurationSectionProps) {
  const headingId = `configuration-${tab.id}`;
  const copy = text.configuration;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.layout}>
        <SectionHeader
          className={styles.header}
          id={headingId}
          eyebrow={copy.eyebrow}
          title={copy.title(tab.name)}
          size="small"
        >
          {parts?.status === 'loaded' && parts.parts.length > 0 ? (
            <p className={styles.summary}>{copy.summary(parts.parts.length)}</p>
          ) : null}
          <p className={styles.hint}>{copy.enlargeHint}</p>
        </SectionHeader>
        <div className={styles.carousel}>
          <ConfigCarousel key={tab.id} images={tab.images} title={`${car.name} · ${tab.name}`} text={text} />
        </div>
      </div>

      <div className={styles.parts}>
        <h3 className={styles.partsTitle}>{copy.partsTitle}</h3>
        {parts === null || parts.status === 'loading' ? (
          <div className={styles.partsState} role="status">
            <p className={styles.loadingText}>{copy.partsLoading}</p>
            <ul className={styles.grid} aria-hidden="true">
              {Array.from({ length: SKELETON_COUNT }, (_, index) => (
                <li key={index} className={styles.skeleton} />
              ))}
            </ul>
          </div>
        ) : parts.status === 'failed' ? (
          <div className={styles.partsState} role="alert">
            <p className={styles.message}>{copy.partsFailed}</p>
            <button type="button" className={styles.retry} onClick={onRetry}>
              {copy.retry}
            </button>
          </div>
        ) : parts.parts.length === 0 ? (
          <p className={styles.message}>{copy.partsEmpty}</p>
        ) : (
          <ul className={styles.grid}>
            {parts.parts.map((part) => (
              <li key={part.id}>
                <PartCard part={part} href={partHref(part.id, car)} text={copy} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
