// The brand page once the brand is known: hero, then the models with their galleries on the dark
// floor the hero fades into, then the news. Models, galleries and news may still
// be on their way after a client navigation; until then the sections show a loading state.
import type { UiLanguage } from '@refit/contract';
import { Suspense, use } from 'react';
import { useRevalidator } from 'react-router';
import { getMessages } from '../../lib/i18n/messages.ts';
import { BrandGallery } from './brand-gallery.tsx';
import { BrandHeroSlideshow } from './brand-hero-slideshow.tsx';
import { BrandNews } from './brand-news.tsx';
import styles from './brand-page.module.css';
import { LoadingBlock, StatePanel, PanelButton } from '../../components/ui/state-panel.tsx';
import type { BrandContent, BrandView } from './brand-types.ts';

interface BrandPageProps {
  lang: UiLanguage;
  brand: BrandView;
  /** Already loaded on the server; a promise after a client navigation. */
  content: BrandContent | Promise<BrandContent>;
}

export function BrandFailed({ lang }: { lang: UiLanguage }) {
  const text = getMessages(lang).brand;
  const revalidator = useRevalidator();
  const busy = revalidator.state === 'loading';
  return (
    <StatePanel tone="failed" title={text.failedTitle} message={text.failedMessage}>
      {/* Runs the page's loader again: brand list, then the models and the rest. */}
      <PanelButton busy={busy} onClick={() => void revalidator.revalidate()}>
        {busy ? text.loading : text.retry}
      </PanelButton>
    </StatePanel>
  );
}

function BrandSections({
  lang,
  brand,
  content,
}: {
  lang: UiLanguage;
  brand: BrandView;
  content: BrandContent;
}) {
  const messages = getMessages(lang);
  if (content.status === 'failed') return <BrandFailed lang={lang} />;
  return (
    <main className={styles.page}>
      <BrandHeroSlideshow brand={brand} text={messages.brand} common={messages.common} />
      <div className={styles.studio}>
        <BrandGallery
          lang={lang}
          brandId={brand.id}
          cars={content.cars}
          initialCarId={content.activeCarId}
          initialPage={content.gallery}
          text={messages.brand}
        />
      </div>
      <BrandNews lang={lang} news={content.news} messages={messages} />
    </main>
  );
}

function PendingSections(props: { lang: UiLanguage; brand: BrandView; content: Promise<BrandContent> }) {
  return <BrandSections {...props} content={use(props.content)} />;
}

export function BrandPage({ lang, brand, content }: BrandPageProps) {
  if (!(content instanceof Promise)) return <BrandSections lang={lang} brand={brand} content={content} />;
  const messages = getMessages(lang);
  const text = messages.brand;
  return (
    <Suspense
      fallback={
        <main className={styles.page}>
          <BrandHeroSlideshow brand={brand} text={text} common={messages.common} />
          <div className={styles.studio}>
            <LoadingBlock label={text.loading} />
          </div>
        </main>
      }
    >
      <PendingSections lang={lang} brand={brand} content={content} />
    </Suspense>
  );
}
