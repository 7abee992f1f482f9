// The video section (SPEC sections 2 and 5): a 16:9 player, shown only when the car has a video.
// The frame loads lazily: a player's scripts are heavy and it sits far below the fold.
import { PlayIcon } from '../../components/media/media-icons.tsx';
import type { Messages } from '../../lib/i18n/messages.ts';
import styles from './car-video.module.css';

interface CarVideoProps {
  embedUrl: string;
  carName: string;
  text: Messages['car']['video'];
}

export function CarVideo({ embedUrl, carName, text }: CarVideoProps) {
  if (!embedUrl) return null;
  return (
    <section className={styles.section} aria-labelledby="car-video-title">
      <header className={styles.header}>
        <p className={styles.eyebrow}>
          <PlayIcon width={14} height={14} />
          {text.eyebrow}
        </p>
        <h2 id="car-video-title" className={styles.title}>
          {text.title}
        </h2>
      </header>
      <div className={styles.frame}>
        <iframe
          className={styles.player}
          src={embedUrl}
          title={text.frameTitle(carName)}
          loading="lazy"
          allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      </div>
    </section>
  );
}
