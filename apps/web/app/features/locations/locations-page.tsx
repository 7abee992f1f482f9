// Locations (/locations): the workshop and the partner service points, one card each, with their
// structured data for search engines; a calm note with the way to the contacts when there is none.
import type { UiLanguage } from '@refit/contract';
import { Link } from 'react-router';
import { JsonLdScript } from '../../components/json-ld-script.tsx';
import { PageIntro } from '../../components/ui/page-intro.tsx';
import { absoluteUrl } from '../../lib/json-ld.ts';
import { getMessages } from '../../lib/i18n/messages.ts';
import { paths } from '../../lib/paths.ts';
import { useOrigin } from '../../lib/request-origin.ts';
import { LocationCard } from './location-card.tsx';
import { locationJsonLd } from './location-json-ld.ts';
import type { LocationView } from './location-types.ts';
import styles from './locations-page.module.css';

interface LocationsPageProps {
  lang: UiLanguage;
  locations: readonly LocationView[];
}

export function LocationsPage({ lang, locations }: LocationsPageProps) {
  const messages = getMessages(lang);
  const text = messages.content.locations;
  const origin = useOrigin();
  const pageUrl = absoluteUrl(origin, `${paths.locations()}?l=${lang}`);
  const cities = [...new Set(locations.map((location) => location.city).filter(Boolean))];

  return (
    <main className={styles.page}>
      <PageIntro eyebrow={text.eyebrow} title={messages.screens.locations} lead={text.lead}>
        {locations.length > 0 ? (
          <p className={styles.summary}>
            <span>{text.count(locations.length)}</span>
            <span className={styles.cities}>{cities.join(' · ')}</span>
          </p>
        ) : null}
      </PageIntro>

      <div className={styles.body}>
        {locations.length === 0 ? (
          <div className={styles.empty}>
            <h2 className={styles.emptyTitle}>{text.emptyTitle}</h2>
            <p className={styles.emptyText}>{text.empty}</p>
            <Link className={styles.emptyLink} to={paths.contact()}>
              {text.contact}
            </Link>
          </div>
        ) : (
          <ol className={styles.list}>
            {locations.map((location, index) => (
              <li key={location.id}>
                <LocationCard
                  location={location}
                  position={index + 1}
                  text={text}
                  eager={index === 0}
                  flipped={index % 2 === 1}
                />
              </li>
            ))}
          </ol>
        )}
      </div>
      {locations.length > 0 ? (
        <JsonLdScript data={locations.map((location) => locationJsonLd(location, origin, pageUrl))} />
      ) : null}
    </main>
  );
}
