// A gallery's build story on its page (decision 0067): the story as formatted text beside the
// parts used (each a row leading to its product page), then the before/after comparison. Each
// part shows only when it has something in it; everything comes shaped and worded from the server.
import { Link } from 'react-router';
import { ProductImage } from '../../../components/media/product-image.tsx';
import { RichText } from '../../../components/ui/rich-text.tsx';
import { SectionHeader } from '../../../components/ui/section-header.tsx';
import { BeforeAfter } from './before-after.tsx';
import type { BuildStoryView } from './build-story-view.ts';
import styles from './build-story-section.module.css';

export function BuildStorySection({ story }: { story: BuildStoryView }) {
  const { words, storyHtml, parts, comparison } = story;
  return (
    <div className={styles.build}>
      {storyHtml ? (
        <section aria-labelledby="build-story-title">
          <SectionHeader id="build-story-title" eyebrow={words.storyEyebrow} title={words.storyTitle} />
          <RichText html={storyHtml} />
        </section>
      ) : null}
      {parts.length > 0 ? (
        <section aria-labelledby="build-parts-title">
          <SectionHeader
            id="build-parts-title"
            eyebrow={words.partsEyebrow}
            title={words.partsTitle}
            size="small"
          >
            <p>{words.partsCount}</p>
          </SectionHeader>
          <ol>
            {parts.map((part) => (
              <li key={part.id}>
                <Link to={part.href}>
                  <span>
                    <ProductImage
                      src={part.image}
                      alt=""
                      width={160}
                      height={120}
                      sizes="6rem"
                      loading="lazy"
                    />
                  </span>
                  <span>{part.name}</span>
                </Link>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      {comparison ? (
        <section aria-labelledby="build-compare-title">
          <SectionHeader id="build-compare-title" eyebrow={words.compareEyebrow} title={words.compareTitle} />
          <BeforeAfter comparison={comparison} />
        </section>
      ) : null}
    </div>
  );
}
