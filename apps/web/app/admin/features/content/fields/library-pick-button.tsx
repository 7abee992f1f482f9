// "From the library": opens a file picker and hands the chosen files' addresses (and alt texts) to
// an image field, an image list or the rich text editor, so editors need not copy addresses by
// hand. The picker is the media library's; features do not import each other, so the route that
// composes the screen hands it in through this context.
import { createContext, useContext, useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/button.tsx';
import { useAdminText } from '../../../lib/i18n.ts';

/** A chosen file: its address and its alt texts in both languages. */
export interface PickedFile {
  url: string;
  altZh: string;
  altEn: string;
}

export interface FilePickerProps {
  open: boolean;
  accept?: readonly ('image' | 'svg' | 'pdf' | 'video')[];
  multiple?: boolean;
  onPick: (files: PickedFile[]) => void;
  onClose: () => void;
}

export const FilePickerContext = createContext<((props: FilePickerProps) => ReactNode) | null>(null);

const IMAGE_KINDS = ['image', 'svg'] as const;

/**
 * The picker of images for one control: `available` is false where no picker is lent (the
 * control then offers typing an address only), `element` is the dialog to render.
 */
export function useImagePicker({
  multiple = false,
  onPick,
}: {
  multiple?: boolean;
  onPick: (files: PickedFile[]) => void;
}) {
  const renderPicker = useContext(FilePickerContext);
  const [open, setOpen] = useState(false);
  return {
    available: renderPicker !== null,
    open: () => setOpen(true),
    element: renderPicker
      ? renderPicker({
          open,
          accept: IMAGE_KINDS,
          multiple,
          onPick: (files) => {
            setOpen(false);
            onPick(files);
          },
          onClose: () => setOpen(false),
        })
      : null,
  };
}

export function LibraryPickButton({
  label,
  multiple = false,
  onPick,
}: {
  label: string;
  multiple?: boolean;
  onPick: (files: PickedFile[]) => void;
}) {
  const t = useAdminText();
  const picker = useImagePicker({ multiple, onPick });
  if (!picker.available) return null;
  return (
    <>
      <Button small onClick={picker.open} aria-label={`${t.content.editor.fromLibrary}: ${label}`}>
        {t.content.editor.fromLibrary}
      </Button>
      {picker.element}
    </>
  );
}
