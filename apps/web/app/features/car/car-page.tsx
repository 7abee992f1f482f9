// The car page (SPEC section 2), top to bottom: the car's name and picture (with sharing and the
// wheels that fit it), the product-type tabs with the brochure download, the configuration of the
// selected type with its parts, the tuning programme (ours, beyond the SPEC), the special offer,
// the description, the video, the galleries and the Contact Us booking form.
import { useId, useState } from 'react';
import type { ReactNode } from 'react';
import { Link, useNavigation } from 'react-router';
import { carPlaceholder, useImageSources } from '../../components/ui/use-image-sources.ts';
import { getMessages } from '../../lib/i18n/messages.ts';
import { CarDescription } from './car-description.tsx';
import { CarGallery } from './car-gallery.tsx';
import styles from './car-page.module.css';
import type { CarPageData } from './car-types.ts';
import { CarVideo } from './video/car-video.tsx';
import { ConfigurationSection } from './parts/configuration-section.tsx';
import { CONTACT_ANCHOR, OfferBanner } from './offer-banner.tsx';
import { ProgrammeSection } from './programme/programme-section.tsx';
import { ProductTabs, tabId } from './parts/product-tabs.tsx';
import { useCarParts } from './parts/use-car-parts.ts';
import { LoadingVeil } from '../../components/feedback/loading-veil.tsx';
import { paths } from '../../lib/paths.ts';
import { ImagePreload, ResponsiveImage } from '../../components/media/responsive-image.tsx';
import { ShareButton } from '../../components/share/share-button.tsx';

/** Intrinsic size of the car renders (16:9). */
const CAR_WIDTH = 1600;
const CAR_HEIGHT = 900;

/** `enquiry` is the booking form, placed by the route (features do not import each other). */
export function CarPage({ data, enquiry }: { data: CarPageData; enquiry: ReactNode }) {
  const { lang, car } = data;
  const messages = getMessages(lang);
  const text = messages.car;
  const panelId = useId();

  // When the first product type is there it is selected (SPEC section 4).
  const [selectedId, setSelectedId] = useState<number | null>(car.tabs[0]?.id ?? null);
  const selected = car.tabs.find((tab) => tab.id === selectedId) ?? car.tabs[0] ?? null;
  const { state: parts, retry } = useCarParts({
    lang,
    carId: car.id,
    initial: data.firstParts,
    typeId: selected?.id ?? null,
  });

  // Another car (or the same one in the other language) is on its way: say so over this one.
  const navigation = useNavigation();
  const loading = navigation.state === 'loading' && navigation.location.pathname.startsWith('/car/');

  const {
    src: heroSrc,
    failed: heroFailed,
    onError: onHeroError,
    attach: attachHero,
  } = useImageSources([car.image, carPlaceholder()]);

  return (
    <main className={styles.page} aria-busy={loading}>
      {loading ? <LoadingVeil label={text.loading} /> : null}

      <header className={styles.intro}>
        <ImagePreload src={car.image} sizes="100vw" />
        <ResponsiveImage
          ref={attachHero}
          className={styles.introImage}
          src={heroSrc}
          sizes="100vw"
          plain={heroFailed}
          alt={`${car.brandName} ${car.name}`}
          width={CAR_WIDTH}
          height={CAR_HEIGHT}
          fetchPriority="high"
          loading="eager"
          onError={onHeroError}
        />
        <div className={styles.introShade} aria-hidden="true" />
        <div className={styles.introCopy}>
          <nav className={styles.crumbs} aria-label={text.eyebrow}>
            <Link to={paths.home()}>{text.breadcrumbHome}</Link>
            <span aria-hidden="true">/</span>
            <Link to={paths.brand(car.brandId)}>{car.brandName}</Link>
          </nav>
          <h1 className={styles.heading}>
            <span className={styles.headingName}>{car.name}</span>{' '}
            <span className={styles.headingBrand}>{car.brandName}</span>
          </h1>
          {car.title ? <p className={styles.lead}>{car.title}</p> : null}
          <div className={styles.actions}>
            <ShareButton lang={lang} title={`${car.brandName} ${car.name}`} tone="onImage" />
            {data.fittingWheels ? (
              <Link className={styles.wheelsLink} to={data.fittingWheels.href}>
                {data.fittingWheels.label}
              </Link>
            ) : null}
          </div>
        </div>
      </header>

      <div className={styles.sections}>
        {selected ? (
          <div className={styles.product}>
            <ProductTabs
              carId={car.id}
              tabs={car.tabs}
              selectedId={selected.id}
              onSelect={setSelectedId}
              panelId={panelId}
              text={text}
            />
            <div
              id={panelId}
              role="tabpanel"
              aria-labelledby={tabId(panelId, selected.id)}
              className={styles.panel}
            >
              {selected.images.length > 0 ? (
                <ConfigurationSection car={car} tab={selected} parts={parts} onRetry={retry} text={text} />
              ) : null}
            </div>
          </div>
        ) : null}

        {car.programme ? <ProgrammeSection programme={car.programme} /> : null}
        <OfferBanner text={text.offer} />
        <CarDescription car={car} text={text} />
        <CarVideo
          video={car.video}
          carName={`${car.brandName} ${car.name}`}
          poster={car.image}
          posterWidth={CAR_WIDTH}
          posterHeight={CAR_HEIGHT}
          text={text.video}
        />
        <CarGallery galleries={car.galleries} text={text} />
      </div>

      <section id={CONTACT_ANCHOR} className={styles.contact} aria-labelledby="car-contact-title">
        <div className={styles.contactIntro}>
          <p className={styles.eyebrow}>{text.contact.eyebrow}</p>
          <h2 id="car-contact-title" className={styles.contactTitle}>
            {text.contact.title}
          </h2>
          <p className={styles.contactLead}>{text.contact.lead(`${car.brandName} ${car.name}`)}</p>
          <ul className={styles.promises}>
            {text.contact.promises.map((promise) => (
              <li key={promise}>{promise}</li>
            ))}
          </ul>
        </div>
        <div className={styles.contactForm}>{enquiry}</div>
      </section>
    </main>
  );
}
