import type { Messages } from '@lingui/core';

// The English of the screens and parts the first page can show (the shell, catalogue, home, search, cart, delivery,
// login, company details, newsletter box), compiled at build time: the build strips the texts from the code, so these
// are part of the first page. The other screens' English (checkout, orders, account, addresses) is english-rest.ts,
// which their routes import. The back office is not translated and keeps its texts in its code.
const catalogues = import.meta.glob<{ messages: Messages }>(['../../app/locales/en.po', '../../features/{catalog,home,search,cart,delivery,auth,company,marketing}/locales/en.po'], { eager: true });

export const messages: Messages = Object.assign({}, ...Object.values(catalogues).map((c) => c.messages));
