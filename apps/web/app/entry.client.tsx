import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { documentLanguage } from './features/shell/shell-revalidation.ts';
import { loadMessages } from './lib/i18n/load-messages.ts';

// The page's UI strings (one language, its own small chunk) before React renders what the server
// rendered with them.
void loadMessages(documentLanguage(document)).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
