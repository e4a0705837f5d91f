import { defineConfig } from '@lingui/cli';
import { formatter } from '@lingui/format-po';
import babel from '@lingui/cli/api/extractors/babel';
import { serverTexts } from '../../scripts/lingui-server-texts';

/**
 * The storefront's texts in English (the source: the spec's texts, exactly) and Hindi (decision 148). One catalogue per
 * feature folder beside its code, one for the app shell (app, routes, ui, lib, i18n). The back office stays English.
 * The server's texts and the contract's (API messages, validation messages, mails, PDFs) are one more catalogue, in
 * the contract, collected by their own extractor (decision 283). `npm run i18n:extract` collects the texts after a
 * change; catalogues.test.ts and the build fail while a Hindi translation is missing.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'hi'],
  catalogs: [
    {
      path: '<rootDir>/src/features/{name}/locales/{locale}',
      include: ['<rootDir>/src/features/{name}/'],
      exclude: ['**/admin/**'],
    },
    {
      path: '<rootDir>/src/app/locales/{locale}',
      include: ['<rootDir>/src/app/', '<rootDir>/src/routes/', '<rootDir>/src/root.tsx', '<rootDir>/src/ui/', '<rootDir>/src/lib/', '<rootDir>/src/i18n/'],
    },
    {
      path: '<rootDir>/../../packages/contract/src/locales/{locale}',
      include: ['<rootDir>/../api/src/', '<rootDir>/../../packages/contract/src/'],
    },
  ],
  extractors: [serverTexts, babel],
  format: formatter({ origins: true, lineNumbers: false }),
  orderBy: 'message',
});
