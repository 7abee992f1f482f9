// The error boundary of a catalogue route: an unknown type shows the not-found panel in the
// page's language; anything else goes on to the root's error page.
import type { ProductCategory } from '@refit/contract';
import { isRouteErrorResponse } from 'react-router';
import { useLanguage } from '../../lib/i18n/use-language.ts';
import { getMessages } from '../../lib/i18n/messages.ts';
import { PanelLink, StatePanel } from '../../components/ui/state-panel.tsx';
import { SECTION_SCREEN } from '../../lib/catalogue/sections.ts';
import { paths } from '../../lib/paths.ts';

export function CatalogueError({ error, category }: { error: unknown; category: ProductCategory }) {
  const lang = useLanguage();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  const messages = getMessages(lang);
  const text = messages.catalogue.notFound;
  return (
    <StatePanel tone="empty" title={text.title} message={text.message}>
      <PanelLink to={paths.section(category)}>
        {text.backToSection(messages.screens[SECTION_SCREEN[category]])}
      </PanelLink>
      <PanelLink to={paths.home()}>{messages.error.backHome}</PanelLink>
    </StatePanel>
  );
}
