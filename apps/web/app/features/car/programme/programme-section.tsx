// The car's tuning programme (decision 0062): its price from, stock against tuned figures as bars
// drawn by CSS, the weight it saves, its stages with their parts linked to the product pages, and
// its compliance note. Everything comes shaped and worded from the server (the change a figure
// makes carries its sign: "+74 kW" reads as it shows); each block shows only
// when it has something in it (an empty text's element is hidden by the stylesheet). Written lean,
// one class styling the section by its structure: the car page's JavaScript is near its budget.
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { SectionHeader } from '../../../components/ui/section-header.tsx';
import type { ProgrammeView } from './programme-view.ts';
import styles from './programme-section.module.css';

export function ProgrammeSection({ programme }: { programme: ProgrammeView }) {
  const { words, figures, weightSaved, price, stages, note } = programme;
  return (
    <section className={styles.programme} aria-labelledby="car-programme-title">
      <header>
        <SectionHeader as="div" id="car-programme-title" eyebrow={words.eyebrow} title={words.title} />
        <p data-on-request={price.onRequest}>
          <span>{words.priceLabel}</span>
          <strong>
            {price.amount}
            <small>{price.suffix}</small>
          </strong>
        </p>
      </header>

      {figures.length > 0 || weightSaved ? (
        <ul>
          {figures.map((figure) => (
            <li key={figure.label}>
              <h3>{figure.label}</h3>
              <p>{figure.change}</p>
              <dl>
                {/* Stock, then tuned: the stylesheet tells the tuned side by its place. */}
                {[figure.stock, figure.tuned].map((side, index) => (
                  <div key={index} style={{ '--share': side.share } as CSSProperties}>
                    <dt>{index ? words.tuned : words.stock}</dt>
                    <dd>
                      {side.value}
                      <small>{side.extra}</small>
                    </dd>
                  </div>
                ))}
              </dl>
            </li>
          ))}
          {weightSaved ? (
            <li>
              <h3>{words.weightSaved}</h3>
              <p>
                <strong>{weightSaved}</strong>
                <small>{words.weightSavedNote}</small>
              </p>
            </li>
          ) : null}
        </ul>
      ) : null}

      {stages.length > 0 ? (
        <ol>
          {stages.map((stage, index) => (
            <li key={index}>
              <h3>{stage.name}</h3>
              <p className={styles.lines}>{stage.description}</p>
              {stage.parts.length > 0 ? (
                <ul>
                  {stage.parts.map((part) => (
                    <li key={part.id}>
                      <Link to={part.href}>{part.name}</Link>
                    </li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ol>
      ) : null}

      {note ? (
        <div>
          <h3>{words.compliance}</h3>
          <p className={styles.lines}>{note}</p>
        </div>
      ) : null}
    </section>
  );
}
