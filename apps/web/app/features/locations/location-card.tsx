// One workshop or service point: its photographs, city and name, services, address, hours, phone
// and WeChat, directions in three map apps, and the way to ask about it.
import { Link } from 'react-router';
import { NoticeImage } from '../../components/media/notice-image.tsx';
import type { Messages } from '../../lib/i18n/messages.ts';
import { paths } from '../../lib/paths.ts';
import type { LocationView } from './location-types.ts';
import styles from './location-card.module.css';

/** Intrinsic size of the demo's photographs (16:9). */
const PHOTO_WIDTH = 1600;
const PHOTO_HEIGHT = 900;
/** Photographs beside the main one. */
const MORE_PHOTOS = 2;

interface LocationCardProps {
  location: LocationView;
  /** Its place in the list, from 1. */
  position: number;
  text: Messages['content']['locations'];
  /** The first card is in the first screen and should not wait for lazy loading. */
  eager: boolean;
  /** Photographs on the right (every other card, on wide screens). */
  flipped: boolean;
}

export function LocationCard({ location, position, text, eager, flipped }: LocationCardProps) {
  // The card's element id is where a link to this location goes (`/locations#location-3`).
  const anchor = paths.locationAnchor(location.id);
  const headingId = `${anchor}-name`;
  const [main, ...more] = location.photos;
  // The cards' links tell apart by the location's name, read after what they do.
  const named = (label: string) => `${label}: ${location.name}`;
  const maps = [
    { key: 'amap', label: text.amap, href: location.maps.amap },
    { key: 'baidu', label: text.baidu, href: location.maps.baidu },
    { key: 'apple', label: text.apple, href: location.maps.apple },
  ];

  return (
    <article
      id={anchor}
      className={flipped ? `${styles.card} ${styles.flipped}` : styles.card}
      aria-labelledby={headingId}
    >
      {/* One photograph alone, two side by side, three as the main one with two under it. */}
      <div className={styles.media} data-photos={Math.min(location.photos.length, 1 + MORE_PHOTOS)}>
        {main ? (
          <div className={styles.photo}>
            <NoticeImage
              src={main}
              alt={text.photoAlt(location.name, 1)}
              width={PHOTO_WIDTH}
              height={PHOTO_HEIGHT}
              sizes="(max-width: 976px) 100vw, 55vw"
              loading={eager ? 'eager' : 'lazy'}
              fetchPriority={eager ? 'high' : undefined}
            />
          </div>
        ) : (
          // No photograph yet: the city stands in its place.
          <div className={styles.photoless} aria-hidden="true">
            {location.city}
          </div>
        )}
        {more.slice(0, MORE_PHOTOS).map((photo, index) => (
          <div key={photo} className={styles.thumb}>
            <NoticeImage
              src={photo}
              alt={text.photoAlt(location.name, index + 2)}
              width={PHOTO_WIDTH}
              height={PHOTO_HEIGHT}
              sizes="(max-width: 976px) 50vw, 27vw"
              loading="lazy"
            />
          </div>
        ))}
      </div>

      <div className={styles.body}>
        <p className={styles.eyebrow}>
          <span className={styles.position} aria-hidden="true">
            {String(position).padStart(2, '0')}
          </span>
          <span>{location.city}</span>
        </p>
        <h2 id={headingId} className={styles.name}>
          {location.name}
        </h2>

        {location.services.length > 0 ? (
          <ul className={styles.services} aria-label={text.services}>
            {location.services.map((service) => (
              <li key={service} className={styles.service}>
                {service}
              </li>
            ))}
          </ul>
        ) : null}

        <dl className={styles.facts}>
          <div className={styles.wide}>
            <dt>{text.address}</dt>
            <dd>
              <address>{location.address}</address>
            </dd>
          </div>
          {location.hours ? (
            <div className={styles.wide}>
              <dt>{text.hours}</dt>
              <dd>{location.hours}</dd>
            </div>
          ) : null}
          {location.phone ? (
            <div>
              <dt>{text.phone}</dt>
              <dd>
                <a className={styles.phone} href={location.phoneHref}>
                  {location.phone}
                </a>
              </dd>
            </div>
          ) : null}
          {location.wechatId ? (
            <div>
              <dt>{text.wechat}</dt>
              <dd className={styles.wechat}>{location.wechatId}</dd>
            </div>
          ) : null}
        </dl>

        <div className={styles.actions}>
          <ul className={styles.maps} aria-label={text.directions}>
            {maps.map((map) => (
              <li key={map.key}>
                <a
                  className={styles.map}
                  href={map.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={named(map.label)}
                >
                  {map.label}
                </a>
              </li>
            ))}
          </ul>
          <Link className={styles.enquire} to={location.enquiryHref} aria-label={named(text.enquire)}>
            {text.enquire}
          </Link>
        </div>
      </div>
    </article>
  );
}
