// Interim stand-in with the shared ImagePreview's props, until components/media lands.
interface Props {
  visible: boolean;
  images: { src: string; alt?: string }[];
  initialIndex: number;
  title: string;
  onClose: () => void;
}

export function ImagePreview({ visible, images, initialIndex, title, onClose }: Props) {
  if (!visible) return null;
  const image = images[initialIndex];
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label={title}
      style={{ position: 'fixed', inset: 0, zIndex: 100, background: 'rgb(0 0 0 / 0.9)' }}
    >
      <button type="button" onClick={onClose}>
        ×
      </button>
      {image ? <img src={image.src} alt={image.alt ?? ''} width={800} height={800} /> : null}
      <p>
        {initialIndex + 1} / {images.length}
      </p>
    </div>
  );
}
