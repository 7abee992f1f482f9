// The not-found panel of a catalogue route (an unknown type), in the page's language, with the
// way back to its section (`lib/not-found.tsx` shows it for a 404).
import type { ProductCategory, UiLanguage } from '@refit/contract';
import { getMessages } from '../../lib/i18n/messages.ts';
import { PanelLink, StatePanel } from '../../components/ui/state-panel.tsx';
import { SECTION_SCREEN } from '../../lib/catalogue/sections.ts';
import { paths } from '../../lib/paths.ts';

export function CatalogueNotFound({ lang, category }: { lang: UiLanguage; category: ProductCategory }) {
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
