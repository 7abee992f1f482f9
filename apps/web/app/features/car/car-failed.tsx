// What the car page shows when the content API could not answer (SPEC section 8: the failure is
// logged; the visitor sees a calm notice and can try again).
import type { UiLanguage } from '@refit/contract';
import { useRevalidator } from 'react-router';
import { PanelButton, PanelLink, StatePanel } from '../../components/ui/state-panel.tsx';
import { getMessages } from '../../lib/i18n/messages.ts';
import { paths } from '../../lib/paths.ts';

export function CarFailed({ lang }: { lang: UiLanguage }) {
  const messages = getMessages(lang);
  const text = messages.car.failed;
  const revalidator = useRevalidator();
  const busy = revalidator.state === 'loading';
  return (
    <StatePanel tone="failed" title={text.title} message={text.message}>
      <PanelButton onClick={() => void revalidator.revalidate()} busy={busy}>
        {busy ? messages.common.loading : text.retry}
      </PanelButton>
      <PanelLink to={paths.home()}>{messages.car.notFound.home}</PanelLink>
    </StatePanel>
  );
}
