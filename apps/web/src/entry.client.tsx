import { I18nProvider } from '@lingui/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { i18n, startLanguage } from './i18n/i18n';

// React takes over the page the server drew, in the language it was drawn in (its Hindi texts loaded first, so the
// page is drawn again exactly as it came); a device that reads another language switches after (root.tsx).
void startLanguage().then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <I18nProvider i18n={i18n}>
          <HydratedRouter />
        </I18nProvider>
      </StrictMode>,
    );
  });
});
