import type { Messages } from '@lingui/core';

// Every storefront catalogue's Hindi, in one chunk that only a shopper who chooses Hindi downloads, with the Hindi
// names of India's states and cities (decision 118). The contract's Lingui catalogue (for the validation messages forms
// show) is its own chunk, fetched beside it without holding the first paint.
const catalogues = import.meta.glob<{ messages: Messages }>(['../../features/*/locales/hi.po', '../../app/locales/hi.po'], { eager: true });

export { hindiCityName, hindiStateName } from '@shop/contract/india-hindi';

export const messages: Messages = Object.assign({}, ...Object.values(catalogues).map((c) => c.messages));
