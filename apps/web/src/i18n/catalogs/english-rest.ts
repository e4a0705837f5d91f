import type { Messages } from '@lingui/core';

// The English of every storefront catalogue english.ts leaves out: one chunk, loaded before a screen of those
// features first shows (router.tsx) and otherwise soon after the first page.
const catalogues = import.meta.glob<{ messages: Messages }>(['../../features/*/locales/en.po', '!../../features/{catalog,home,search,cart,delivery,auth,company,marketing}/locales/en.po'], { eager: true });

export const messages: Messages = Object.assign({}, ...Object.values(catalogues).map((c) => c.messages));
