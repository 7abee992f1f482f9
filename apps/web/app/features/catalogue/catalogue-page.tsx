// A catalogue screen: the section's heading and intro, its category tiles and the product list.
// The section page lists every product of the section (its first cards come with the page, the
// rest on show-more); a type page those of one type.
import type { UiLanguage } from '@refit/contract';
import { useCallback } from 'react';
import { getMessages } from '../../lib/i18n/messages.ts';
import { absoluteUrl, breadcrumbJsonLd } from '../../lib/json-ld.ts';
import { JsonLdScript } from '../../components/json-ld-script.tsx';
import { useOrigin } from '../../lib/request-origin.ts';
import { Breadcrumb } from './breadcrumb.tsx';
import type { Crumb } from './breadcrumb.tsx';
import styles from './catalogue-page.module.css';
import type { CataloguePageData } from '../../lib/catalogue/catalogue-types.ts';
import { filterSearch, isFiltered } from '../../lib/catalogue/catalogue-filter.ts';
import { CatalogueFilters } from './catalogue-filters.tsx';
import { CategoryTiles } from './category-tiles.tsx';
import { ProductCardList } from './product-card-list.tsx';
import type { LoadMoreEvent } from './product-card-list.tsx';
import { SECTION_SCREEN } from '../../lib/catalogue/sections.ts';
import { paths } from '../../lib/paths.ts';

export interface CataloguePageProps {
  data: CataloguePageData & { lang: UiLanguage };
}

export function CataloguePage({ data }: CataloguePageProps) {
  const { lang, category, types, activeType, products, total, paged, filter, filterOptions, myCar } = data;
  const origin = useOrigin();
  const query = filterSearch(filter);
  // The tiles keep the filters: the same brand or search within another category.
  const tiles = query ? types.map((type) => ({ ...type, href: `${type.href}${query}` })) : types;
  const messages = getMessages(lang);
  const text = messages.catalogue;
  const section = text.sections[category];
  const sectionName = messages.screens[SECTION_SCREEN[category]];

  const steps: Crumb[] = [
    { name: text.home, to: paths.home() },
    { name: sectionName, to: paths.section(category) },
  ];
  if (activeType) steps.push({ name: activeType.name, to: activeType.href });
  const jsonLd = breadcrumbJsonLd(
    steps.map((step) => ({ name: step.name, url: absoluteUrl(origin, `${step.to ?? '/'}?l=${lang}`) })),
  );

  const onLoadMore = useCallback((event: LoadMoreEvent) => {
    // The list's load-more event: kept in the console for whoever analyses browsing by hand.
    console.debug('product list: load more', event);
  }, []);

  return (
    <main className={styles.page}>
      <header className={styles.hero}>
        <div className={styles.heroInner}>
          <Breadcrumb label={text.breadcrumbLabel} steps={steps} />
          <p className={styles.eyebrow}>{activeType ? sectionName : section.eyebrow}</p>
          <h1 className={styles.title}>{activeType ? activeType.name : sectionName}</h1>
          <p className={styles.intro}>{section.intro}</p>
          <p className={styles.count}>{text.productCount(total)}</p>
        </div>
      </header>

      <div className={styles.body}>
        <CategoryTiles
          types={tiles}
          activeId={activeType?.id ?? null}
          label={text.categoriesLabel}
          hintLabel={text.scrollHint}
          emptyText={text.emptyTypes}
        />
        <CatalogueFilters
          // Another page of the section starts its own form; its controls follow the address.
          key={activeType?.href ?? category}
          path={activeType?.href ?? paths.section(category)}
          filter={filter}
          options={filterOptions}
          resultCount={total}
          text={text.filters}
          myCar={myCar}
        />
        <ProductCardList
          // A new type or filter starts a new list: back to the first six.
          key={`${activeType?.id ?? 'all'}${query}`}
          products={products}
          total={total}
          more={paged ? { category, lang } : undefined}
          category={category}
          messages={messages}
          heading={activeType ? text.productsHeading : text.allProducts}
          emptyText={isFiltered(filter) ? (myCar?.empty ?? text.filters.noResults) : undefined}
          emptyLink={
            isFiltered(filter) && myCar
              ? { to: activeType?.href ?? paths.section(category), label: myCar.reset }
              : undefined
          }
          onLoadMore={onLoadMore}
        />
      </div>
      <JsonLdScript data={jsonLd} />
    </main>
  );
}
