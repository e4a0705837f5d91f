import { i18n, type Messages } from '@lingui/core';

// The English of the screens beyond the first page (checkout, orders, account, addresses) and of the comeback
// feature's lazily loaded parts (buy again, notify me): imported by their routes and those parts, so it comes with
// their code and is in place before they draw. The server has it from its start (entry.server.tsx).
const catalogues = import.meta.glob<{ messages: Messages }>('../../features/{checkout,orders,account,addresses,comeback}/locales/en.po', { eager: true });

export const messages: Messages = Object.assign({}, ...Object.values(catalogues).map((c) => c.messages));

i18n.load('en', messages);
