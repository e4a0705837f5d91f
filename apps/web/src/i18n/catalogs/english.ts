import type { Messages } from '@lingui/core';

// The English of the screens and parts the first page can show (the shell, catalogue, home, search, cart controls,
// delivery check, login state, company details, newsletter box), compiled at build time: the build strips the texts
// from the code, so these are part of the first page. The other screens' English (checkout, orders, account,
// addresses) is `english-rest.ts`, fetched with the first of those screens (decision 148). The back office is not
// translated and keeps its texts in its code. The list of first-page features is written here only (a glob must be
// written out), and english-rest.ts takes every other feature.
const catalogues = import.meta.glob<{ messages: Messages }>(['../../app/locales/en.po', '../../features/{catalog,home,search,cart,delivery,auth,company,marketing}/locales/en.po'], { eager: true });

/** The feature of a catalogue's path (`../../features/cart/locales/en.po` → cart); undefined for the app shell's. */
export const featureOf = (path: string) => /\/features\/([^/]+)\/locales\//.exec(path)?.[1];

/** The features whose English is on the first page. */
export const firstPageFeatures: ReadonlySet<string> = new Set(Object.keys(catalogues).flatMap((path) => featureOf(path) ?? []));

export const messages: Messages = Object.assign({}, ...Object.values(catalogues).map((c) => c.messages));
