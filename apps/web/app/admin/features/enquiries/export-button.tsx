// Downloads the filtered inbox as CSV (UTF-8 with BOM, made by the server, in the language the
// admin is shown in). Fetched rather than linked so a failure shows a message instead of
// replacing the page with an error answer.
import { useState } from 'react';
import { Button } from '../../components/button.tsx';
import { notifyError, notifySuccess } from '../../components/overlay/toast.tsx';
import { fetchAdmin } from '../../lib/api-client.ts';
import { errorText } from '../../lib/error-text.ts';
import { isoDate } from '../../lib/format.ts';
import { useAdminLanguage, useAdminText } from '../../lib/i18n.ts';

function fileName(disposition: string | null): string {
  const match = disposition ? /filename="?([^";]+)"?/i.exec(disposition) : null;
  return match?.[1] ?? `enquiries-${isoDate(new Date()).replaceAll('-', '')}.csv`;
}

export function ExportButton({ query }: { query: Record<string, string> }) {
  const t = useAdminText();
  const lang = useAdminLanguage();
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      const response = await fetchAdmin('exportEnquiries', { query: { ...query, lang } });
      const blob = await response.blob();
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = fileName(response.headers.get('content-disposition'));
      document.body.append(link);
      link.click();
      link.remove();
      // Revoked on the next turn: the click has handed the file over by then.
      setTimeout(() => URL.revokeObjectURL(url), 0);
      notifySuccess(t.enquiries.exported);
    } catch (error) {
      notifyError(errorText(error, t));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button onClick={() => void download()} disabled={busy}>
      {busy ? t.enquiries.exporting : t.enquiries.export}
    </Button>
  );
}
