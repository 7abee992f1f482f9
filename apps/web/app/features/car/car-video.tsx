// The video section (SPEC sections 2 and 5): a 16:9 player, shown only when the car has a video.
// Until the visitor presses play it is a poster (the car's picture): a video site's player weighs
// megabytes of scripts, is slow or unreachable from some networks, and most visitors never start
// it. Pressing play puts the player in its place, already playing.
import { useEffect, useRef, useState } from 'react';
import { PlayIcon } from '../../components/media/media-icons.tsx';
import type { Messages } from '../../lib/i18n/messages.ts';
import styles from './car-video.module.css';
import { withAutoplay } from './video-url.ts';

interface CarVideoProps {
  embedUrl: string;
  carName: string;
  poster: string;
  posterWidth: number;
  posterHeight: number;
  text: Messages['car']['video'];
}

export function CarVideo({ embedUrl, carName, poster, posterWidth, posterHeight, text }: CarVideoProps) {
  const [playing, setPlaying] = useState(false);
  const playerRef = useRef<HTMLIFrameElement>(null);
  // The play button is gone once pressed: keyboard focus moves on to the player it made room for.
  useEffect(() => {
    if (playing) playerRef.current?.focus();
  }, [playing]);
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
        {playing ? (
          <iframe
            ref={playerRef}
            className={styles.player}
            src={withAutoplay(embedUrl)}
            title={text.frameTitle(carName)}
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <button type="button" className={styles.poster} onClick={() => setPlaying(true)}>
            {poster ? (
              <img
                className={styles.posterImage}
                src={poster}
                alt=""
                width={posterWidth}
                height={posterHeight}
                loading="lazy"
                decoding="async"
              />
            ) : null}
            <span className={styles.playButton} aria-hidden="true">
              <PlayIcon width={28} height={28} />
            </span>
            <span className={styles.playLabel}>{text.play(carName)}</span>
          </button>
        )}
      </div>
    </section>
  );
}
