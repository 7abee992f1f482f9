// The video section (SPEC sections 2 and 5): a 16:9 player, shown only when the car has a video.
// Until the visitor presses play it is a poster (the car's picture): a video site's player weighs
// megabytes of scripts, is slow or unreachable from some networks, and most visitors never start
// it. Pressing play puts the player in its place, already playing: a video site's frame, or for an
// MP4 file of this site the browser's own <video> (nothing is fetched before that press).
import { useEffect, useRef, useState } from 'react';
import { PlayIcon } from '../../../components/media/media-icons.tsx';
import { ResponsiveImage } from '../../../components/media/responsive-image.tsx';
import type { Messages } from '../../../lib/i18n/messages.ts';
import styles from './car-video.module.css';
import type { VideoSource } from './video-url.ts';
import { SectionHeader } from '../../../components/ui/section-header.tsx';

interface CarVideoProps {
  video: VideoSource | null;
  carName: string;
  poster: string;
  posterWidth: number;
  posterHeight: number;
  text: Messages['car']['video'];
}

export function CarVideo({ video, carName, poster, posterWidth, posterHeight, text }: CarVideoProps) {
  const [playing, setPlaying] = useState(false);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const fileRef = useRef<HTMLVideoElement>(null);
  // The play button is gone once pressed: keyboard focus moves on to the player it made room for,
  // and a file starts at once (the press is the visitor's permission to play).
  useEffect(() => {
    if (!playing) return;
    frameRef.current?.focus();
    const file = fileRef.current;
    if (file) {
      file.focus();
      // A refused start (a browser's own policy) leaves the controls for the visitor to use.
      Promise.resolve()
        .then(() => file.play())
        .catch(() => undefined);
    }
  }, [playing]);
  if (!video) return null;
  return (
    <section className={styles.section} aria-labelledby="car-video-title">
      <SectionHeader
        className={styles.header}
        id="car-video-title"
        eyebrowIcon={<PlayIcon width={14} height={14} />}
        eyebrow={text.eyebrow}
        title={text.title}
        size="small"
      />
      <div className={styles.frame}>
        {playing && video.kind === 'file' ? (
          <video
            ref={fileRef}
            className={styles.player}
            src={video.src}
            poster={poster || undefined}
            aria-label={text.frameTitle(carName)}
            controls
            playsInline
            preload="none"
          />
        ) : playing ? (
          <iframe
            ref={frameRef}
            className={styles.player}
            src={video.src}
            title={text.frameTitle(carName)}
            allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture; fullscreen"
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <button type="button" className={styles.poster} onClick={() => setPlaying(true)}>
            {poster ? (
              <ResponsiveImage
                className={styles.posterImage}
                src={poster}
                sizes="(max-width: 976px) 100vw, 960px"
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
