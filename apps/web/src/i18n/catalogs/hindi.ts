import type { Messages } from '@lingui/core';
export { hindiOf } from '@shop/contract/hindi';

// Every storefront catalogue's Hindi, in one chunk that only a shopper who chooses Hindi downloads (with the
// contract's messages, for the validation messages the forms show).
const catalogues = import.meta.glob<{ messages: Messages }>(['../../features/*/locales/hi.po', '../../app/locales/hi.po'], { eager: true });

export const messages: Messages = Object.assign({}, ...Object.values(catalogues).map((c) => c.messages));
