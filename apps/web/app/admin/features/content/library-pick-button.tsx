// "From the library": opens a file picker and puts the chosen file's address into an image field,
// so editors need not copy addresses by hand. The picker is the media library's; features do not
// import each other, so the route that composes the screen hands it in through this context.
import { createContext, useContext, useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../../components/button.tsx';
import { useAdminText } from '../../lib/i18n.ts';

export interface FilePickerProps {
  open: boolean;
  accept?: readonly ('image' | 'svg' | 'pdf' | 'video')[];
  onPick: (url: string) => void;
  onClose: () => void;
}

export const FilePickerContext = createContext<((props: FilePickerProps) => ReactNode) | null>(null);

const IMAGE_KINDS = ['image', 'svg'] as const;

export function LibraryPickButton({ label, onPick }: { label: string; onPick: (url: string) => void }) {
  const t = useAdminText();
  const renderPicker = useContext(FilePickerContext);
  const [open, setOpen] = useState(false);
  if (!renderPicker) return null;
  return (
    <>
      <Button small onClick={() => setOpen(true)} aria-label={`${t.content.editor.fromLibrary}: ${label}`}>
        {t.content.editor.fromLibrary}
      </Button>
      {renderPicker({
        open,
        accept: IMAGE_KINDS,
        onPick: (url) => {
          onPick(url);
          setOpen(false);
        },
        onClose: () => setOpen(false),
      })}
    </>
  );
}
