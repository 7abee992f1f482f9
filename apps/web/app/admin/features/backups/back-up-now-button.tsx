// "Back up now": asks the server for a backup, which one of its processes makes (the request is
// recorded in the database, so a second click or another owner joins it rather than making a
// second backup). Disabled while one is asked for or under way.
import { useState } from 'react';
import { Button } from '../../components/button.tsx';
import { notifyError, notifySuccess } from '../../components/overlay/toast.tsx';
import { callAdmin } from '../../lib/api-client.ts';
import { errorText } from '../../lib/error-text.ts';
import { useAdminText } from '../../lib/i18n.ts';

export function BackUpNowButton({ underWay, onAsked }: { underWay: boolean; onAsked: () => void }) {
  const t = useAdminText();
  const b = t.backups;
  const [asking, setAsking] = useState(false);

  async function ask() {
    setAsking(true);
    try {
      const { joined } = await callAdmin('requestBackup');
      notifySuccess(joined ? b.joined : b.asked);
      onAsked();
    } catch (error) {
      notifyError(errorText(error, t));
    } finally {
      setAsking(false);
    }
  }

  return (
    <Button tone="primary" onClick={() => void ask()} disabled={asking || underWay}>
      {asking ? b.asking : underWay ? b.underWay : b.backUpNow}
    </Button>
  );
}
