import type { Messages } from '@lingui/core';
import { featureOf, firstPageFeatures } from './english';

// The English of every storefront catalogue english.ts leaves out: one chunk, loaded before a screen of those
// features first shows (router.tsx) and otherwise soon after the first page. The first page's catalogues match the
// glob too, but they are modules of the first page already: the filter leaves them out and the build does not copy them.
const catalogues = import.meta.glob<{ messages: Messages }>('../../features/*/locales/en.po', { eager: true });

export const messages: Messages = Object.assign(
  {},
  ...Object.entries(catalogues)
    .filter(([path]) => !firstPageFeatures.has(featureOf(path) ?? ''))
    .map(([, c]) => c.messages),
);
