// Every car model, grouped by brand, each opening its car page.
import type { UiLanguage } from '@refit/contract';
import { Link } from 'react-router';
import { CarCard } from '../../components/media/car-card.tsx';
import { getMessages } from '../../lib/i18n/messages.ts';
import { PageIntro } from '../../components/ui/page-intro.tsx';
import type { CarListGroup } from '../../lib/catalogue/car-list-types.ts';
import styles from './car-list-page.module.css';
import { paths } from '../../lib/paths.ts';

const ICON_SIZE = 160;

export function CarListPage({ lang, groups }: { lang: UiLanguage; groups: CarListGroup[] }) {
  const text = getMessages(lang).brand.carList;
  return (
    <main className={styles.page}>
      <PageIntro eyebrow={text.eyebrow} title={text.title} lead={text.lead} />
      <div className={styles.body}>
        {groups.length === 0 ? <p className={styles.empty}>{text.empty}</p> : null}
        {groups.length > 1 ? (
          // A long list on a phone: each brand one tap away.
          <nav className={styles.jump} aria-label={text.jumpLabel}>
            <ul className={styles.jumpList}>
              {groups.map((group) => (
                <li key={group.brandId}>
                  <a className={styles.jumpLink} href={`#brand-${group.brandId}`}>
                    {group.brandName}
                    <span className={styles.jumpCount}>{group.cars.length}</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {groups.map((group, groupIndex) => (
          <section key={group.brandId} className={styles.group} aria-labelledby={`brand-${group.brandId}`}>
            <header className={styles.groupHead}>
              <h2 id={`brand-${group.brandId}`} className={styles.brand}>
                {group.brandIcon ? (
                  <img
                    className={styles.brandIcon}
                    src={group.brandIcon}
                    alt=""
                    width={ICON_SIZE}
                    height={ICON_SIZE}
                    loading={groupIndex === 0 ? 'eager' : 'lazy'}
                    decoding="async"
                  />
                ) : null}
                <span>{group.brandName}</span>
              </h2>
              <p className={styles.count}>{text.modelCount(group.cars.length)}</p>
              <Link className={styles.brandLink} to={paths.brand(group.brandId)}>
                {text.brandLink(group.brandName)}
              </Link>
            </header>
            <ul className={styles.grid}>
              {group.cars.map((car, index) => (
                <li key={car.id}>
                  <CarCard
                    id={car.id}
                    href={paths.car(car.id)}
                    title={car.name}
                    description={group.brandName}
                    image={{ src: car.image, alt: `${group.brandName} ${car.name}` }}
                    eager={groupIndex === 0 && index < 3}
                  />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </main>
  );
}
