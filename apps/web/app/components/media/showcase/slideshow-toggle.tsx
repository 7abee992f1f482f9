// The button that stops a slideshow's autoplay and starts it again (WCAG 2.2.2 "Pause, Stop,
// Hide"). Its name says what pressing it does, so it reads right in every screen reader.
import { PauseIcon, PlayIcon } from '../media-icons.tsx';
import styles from './slideshow-toggle.module.css';

interface SlideshowToggleProps {
  stopped: boolean;
  onToggle: () => void;
  pauseLabel: string;
  playLabel: string;
  className?: string | undefined;
}

export function SlideshowToggle({
  stopped,
  onToggle,
  pauseLabel,
  playLabel,
  className,
}: SlideshowToggleProps) {
  const label = stopped ? playLabel : pauseLabel;
  return (
    <button
      type="button"
      className={className ? `${styles.toggle} ${className}` : styles.toggle}
      aria-label={label}
      title={label}
      onClick={onToggle}
    >
      {stopped ? <PlayIcon width={16} height={16} /> : <PauseIcon width={16} height={16} strokeWidth={2} />}
    </button>
  );
}
