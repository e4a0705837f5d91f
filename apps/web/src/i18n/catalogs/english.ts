import type { Messages } from '@lingui/core';

// Every storefront catalogue's English, compiled at build time (the build strips the texts from the code). The back
// office is not translated and keeps its texts in its code.
const catalogues = import.meta.glob<{ messages: Messages }>(['../../app/locales/en.po', '../../features/*/locales/en.po'], { eager: true });

export const messages: Messages = Object.assign({}, ...Object.values(catalogues).map((c) => c.messages));
