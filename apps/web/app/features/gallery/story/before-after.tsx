// The before/after comparison (decision 0067): both pictures in one 16:9 frame, the after picture
// clipped at the divider. A native range input spread over the frame moves the divider, so the
// mouse, a finger (a horizontal drag; a vertical one still scrolls the page), the arrow keys,
// Page Up/Down and Home/End all work as the browser's own slider does, and assistive technology
// hears it as one. Server-rendered at half of each picture, whole before any script runs; the
// divider is a CSS custom property the script only updates.
import { useEffect, useRef, useState } from 'react';
import type { CSSProperties } from 'react';
import { ResponsiveImage } from '../../../components/media/responsive-image.tsx';
import type { ComparisonView } from './build-story-view.ts';
import styles from './before-after.module.css';

/** Where the divider starts: half of each picture. */
const START = 50;

const SIZES = '(max-width: 1200px) 100vw, 1200px';

export function BeforeAfter({ comparison }: { comparison: ComparisonView }) {
  const { before, after } = comparison;
  const range = useRef<HTMLInputElement>(null);
  const [split, setSplit] = useState(START);
  // A slider moved before the page's script ran keeps its place once it runs.
  useEffect(() => setSplit(range.current?.valueAsNumber ?? START), []);
  return (
    <figure className={styles.compare} style={{ '--split': `${split}%` } as CSSProperties}>
      <div>
        {[before, after].map((side, index) => (
          <ResponsiveImage
            key={side.label}
            data-after={index === 1 || undefined}
            src={side.src}
            alt={side.alt}
            sizes={SIZES}
            width={1600}
            height={900}
            loading="lazy"
            decoding="async"
          />
        ))}
        <span aria-hidden="true">{before.label}</span>
        <span aria-hidden="true">{after.label}</span>
        <input
          ref={range}
          type="range"
          min={0}
          max={100}
          defaultValue={START}
          aria-label={comparison.sliderLabel}
          aria-valuetext={`${before.label} ${split}% · ${after.label} ${100 - split}%`}
          onChange={(event) => setSplit(event.currentTarget.valueAsNumber)}
        />
        {/* The divider and its handle, after the input: the stylesheet shows its focus on them. */}
        <i aria-hidden="true" />
      </div>
      <figcaption>
        {[before, after].map((side) => (
          <span key={side.label}>
            <b>{side.label}</b>
            {side.caption}
          </span>
        ))}
        {/* One of the two shows: the keys are named only where a fine pointer suggests a keyboard. */}
        <small className={styles.touchHint}>{comparison.hint}</small>
        <small className={styles.keysHint}>{comparison.keysHint}</small>
      </figcaption>
    </figure>
  );
}
