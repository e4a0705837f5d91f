import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import lingui from 'eslint-plugin-lingui';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/.react-router/**', '.scratch/**', '**/node_modules/**', '.data/**', 'tmp/**', 'test-results/**', 'apps/api/src/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    // Every text a shopper reads goes through Lingui, so it has Hindi (decision 148); the back office stays English.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    // Not: the pages' heads in English (heads.ts, lib/head.ts: what search engines read, the contract's words; their
    // Hindi goes through msg``), the route table (paths) and the server's entry (headers).
    ignores: ['apps/web/src/features/admin/**', '**/*.test.{ts,tsx}', 'apps/web/src/i18n/catalogs/**', 'apps/web/src/**/heads.ts', 'apps/web/src/lib/head.ts', 'apps/web/src/routes.ts', 'apps/web/src/entry.server.tsx'],
    plugins: { lingui },
    rules: {
      'lingui/no-unlocalized-strings': [
        'error',
        {
          // Texts without a space that do not start with a capital (ids, keys, routes, types), class lists, and
          // texts without a letter.
          ignore: ['^[^A-Z\\s][^\\s]*$', '^[^A-Za-z]*$', '^[a-z0-9:/\\[\\]().%_#=&!*>-]+( [a-z0-9:/\\[\\]().%_#=&!*>-]+)+$'],
          ignoreNames: [
            { regex: { pattern: 'className|class|Class$|^to$|^href$|^id$|^key$|^type$|^role$|^mode$|^inputMode$|^autoComplete$|^lang$|^method$|^path$|^rel$|^target$|^variant$|^size$|^tone$|^as$|^name$|^htmlFor$|^form$|^queryKey$|^storageKey$|^sizes$|^srcSet$|^src$|^loading$|^decoding$|^fetchPriority$|^enterKeyHint$|^pattern$|^accept$' } },
            { regex: { pattern: '^[A-Z0-9_]+$' } },
          ],
          ignoreFunctions: ['console.*', 'Error', 'URLSearchParams', 'navigate', 'useQuery', 'queryKey', 'document.*', 'localStorage.*', 'sessionStorage.*', 'window.*', 'new URL', 'URL', 'matchMedia', 'addEventListener', 'removeEventListener', 'setItem', 'getItem', 'removeItem', 'createElement', 'querySelector', 'querySelectorAll', 'import', 'Intl.*', 'dateWords', 'startsWith', 'endsWith', 'includes', 'get', 'set', 'has', 'append', 'delete', 'call', 'invalidateQueries', 'setQueryData', 'getQueryData', 'cancelQueries', 'removeQueries', 'useSearchParams', 'searchParams.*', 'cn', 'clsx', 'register', 'setValue', 'setError', 'watch', 'getValues', 'resetField', 'trigger', 'clearErrors', 'setFocus'],
        },
      ],
    },
  },
);
