import type { Messages } from '@lingui/core';

// Every storefront catalogue's English, compiled at build time: the build strips the texts from the code, so English
// (the default) is part of the first page. The back office is not translated and keeps its texts in its code.
const catalogues = import.meta.glob<{ messages: Messages }>(['../../features/*/locales/en.po', '../../app/locales/en.po'], { eager: true });

export const messages: Messages = Object.assign({}, ...Object.values(catalogues).map((c) => c.messages));
