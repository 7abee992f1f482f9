// The languages and widths a preview can be seen in, labelled in the admin's language.
import { useMemo } from 'react';
import type { UiLanguage } from '@refit/contract';
import { useAdminText } from '../../../lib/i18n.ts';
import type { PreviewWidth } from './preview-dialog.tsx';

/** The widths of the frame, in CSS pixels: a common phone and a common desktop. */
export const PREVIEW_WIDTHS: Readonly<Record<PreviewWidth, number>> = { phone: 390, desktop: 1440 };

export function usePreviewChoices() {
  const t = useAdminText();
  return useMemo(
    () => ({
      languages: [
        { value: 'zh', label: t.content.editor.zh },
        { value: 'en', label: t.content.editor.en },
      ] as const satisfies readonly { value: UiLanguage; label: string }[],
      widths: [
        { value: 'phone', label: t.content.preview.phone },
        { value: 'desktop', label: t.content.preview.desktop },
      ] as const satisfies readonly { value: PreviewWidth; label: string }[],
    }),
    [t],
  );
}
