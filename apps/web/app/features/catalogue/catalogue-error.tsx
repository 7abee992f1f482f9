// The error boundary of a catalogue route: an unknown type shows the not-found section in the
// page's language; anything else goes on to the root's error page.
import type { ProductCategory } from '@refit/contract';
import { isRouteErrorResponse } from 'react-router';
import { useLanguage } from '../../lib/i18n/use-language.ts';
import { getMessages } from '../../lib/i18n/messages.ts';
import { NotFoundSection } from './not-found-section.tsx';
import { SECTION_SCREEN } from '../../lib/catalogue/sections.ts';
import { paths } from '../../lib/paths.ts';

export function CatalogueError({ error, category }: { error: unknown; category: ProductCategory }) {
  const lang = useLanguage();
  if (!isRouteErrorResponse(error) || error.status !== 404) throw error;
  const messages = getMessages(lang);
  const text = messages.catalogue.notFound;
  return (
    <NotFoundSection
      title={text.title}
      message={text.message}
      links={[
        {
          label: text.backToSection(messages.screens[SECTION_SCREEN[category]]),
          to: paths.section(category),
        },
        { label: messages.error.backHome, to: paths.home() },
      ]}
    />
  );
}
