// The product page (/product/info/:id): pictures, name, type, brand and car, specification,
// quantity and description, a wheel's sizes and fitted models, with the way back to where the
// visitor came from, and the builds that used the product.
import type { UiLanguage } from '@refit/contract';
import { Link } from 'react-router';
import { config } from '../../lib/config.ts';
import { getMessages } from '../../lib/i18n/messages.ts';
import { absoluteUrl, productJsonLd } from '../../lib/json-ld.ts';
import { JsonLdScript } from '../../components/json-ld-script.tsx';
import { RichText } from '../../components/ui/rich-text.tsx';
import { useOrigin } from '../../lib/request-origin.ts';
import type { BackLink } from './back-link.ts';
import { ShareButton } from '../../components/share/share-button.tsx';
import styles from './product-detail-page.module.css';
import { ProductGallery } from './product-gallery.tsx';
import { FitmentSection } from './fitment/fitment-section.tsx';
import type { ProductView } from './product-types.ts';
import { SeenOnSection } from './seen-on-section.tsx';
import { paths } from '../../lib/paths.ts';

export interface ProductPageData {
  lang: UiLanguage;
  product: ProductView;
  back: BackLink;
}

export function ProductDetailPage({ data }: { data: ProductPageData }) {
  const { lang, product, back } = data;
  const origin = useOrigin();
  const text = getMessages(lang).catalogue.product;
  const carLink = product.carId ? paths.car(product.carId) : null;
  const jsonLd = productJsonLd({
    name: product.name,
    url: absoluteUrl(origin, `${paths.product(product.id)}?l=${lang}`),
    images: product.images.map((image) => absoluteUrl(origin, image.src)),
    description: product.descriptionText,
    brand: product.brandName || config.siteShortName[lang],
    category: product.typeName,
    sku: `RJ-${product.id}`,
    vehicle: product.carName
      ? {
          name: [product.brandName, product.carName].filter(Boolean).join(' '),
          brand: product.brandName,
          ...(carLink ? { url: absoluteUrl(origin, `${carLink}?l=${lang}`) } : {}),
        }
      : undefined,
  });

  return (
    <main className={styles.page}>
      <div className={styles.inner}>
        <Link className={styles.back} to={back.to}>
          {back.unnamedCar ? text.backToCar : text.backTo(back.name)}
        </Link>

        <div className={styles.layout}>
          <ProductGallery name={product.name} images={product.images} text={text} />

          <div className={styles.info}>
            {product.typeName ? (
              <p className={styles.eyebrow}>
                <Link to={product.typeHref}>{product.typeName}</Link>
              </p>
            ) : null}
            <h1 className={styles.title}>{product.name}</h1>
            <p className={styles.fitment}>
              {product.carName
                ? [product.brandName, product.carName].filter(Boolean).join(' · ')
                : // A wheel made for no one car still fits the models it lists.
                  (product.fitment?.words.fitsSummary ?? text.universal)}
            </p>

            <dl className={styles.facts}>
              <div className={styles.fact}>
                <dt>{text.type}</dt>
                <dd>
                  <Link className={styles.factLink} to={product.typeHref}>
                    {product.typeName}
                  </Link>
                </dd>
              </div>
              {product.brandName ? (
                <div className={styles.fact}>
                  <dt>{text.brand}</dt>
                  <dd>{product.brandName}</dd>
                </div>
              ) : null}
              {product.carName ? (
                <div className={styles.fact}>
                  <dt>{text.car}</dt>
                  <dd>
                    {carLink ? (
                      <Link className={styles.factLink} to={carLink}>
                        {product.carName}
                      </Link>
                    ) : (
                      product.carName
                    )}
                  </dd>
                </div>
              ) : null}
              {product.specs ? (
                <div className={styles.fact}>
                  <dt>{text.specs}</dt>
                  <dd className={styles.specs}>{product.specs}</dd>
                </div>
              ) : null}
              <div className={styles.fact}>
                <dt>{text.quantity}</dt>
                <dd>{text.quantityValue(product.quantity)}</dd>
              </div>
            </dl>

            {product.descriptionText ? (
              <section className={styles.description} aria-labelledby="product-description">
                <h2 id="product-description" className={styles.descriptionTitle}>
                  {text.description}
                </h2>
                <RichText className={styles.descriptionBody} html={product.descriptionHtml} />
              </section>
            ) : null}

            <div className={styles.actions}>
              <Link className={styles.enquire} to={paths.productEnquiry(product.id)}>
                {text.enquire}
              </Link>
              <ShareButton lang={lang} title={product.name} />
            </div>
          </div>
        </div>
        {product.fitment ? <FitmentSection fitment={product.fitment} /> : null}
        {product.seenOn ? <SeenOnSection seenOn={product.seenOn} /> : null}
      </div>
      <JsonLdScript data={jsonLd} />
    </main>
  );
}
