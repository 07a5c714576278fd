// One lint config for the whole repository (flat config, typescript-eslint with type information).
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-ssr/**',
      '**/node_modules/**',
      '.data/**',
      '.nx/**',
      'test/artifacts/**',
      'coverage/**',
      '**/*.mjs',
      '**/*.cjs',
      '**/*.js',
    ],
  },
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        // the projects `npm test` type-checks (shared's includes its tests)
        project: [
          'server/tsconfig.json',
          'admin/tsconfig.json',
          'storefront/tsconfig.json',
          'shared/tsconfig.typecheck.json',
          'test/tsconfig.json',
        ],
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['warn', { allow: ['warn', 'error'] }],
      // methods that implement an async interface (react-admin's providers, fakes) need not await
      '@typescript-eslint/require-await': 'off',
      // JSX handlers may be async: React and Preact ignore what a handler returns
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
    },
  },
  {
    // issue 12: no source file over 300 lines and no function over 80, every line counted.
    // Translation dictionaries and message catalogues are one long table each: the file rule
    // does not apply to them.
    rules: {
      'max-lines': ['error', { max: 300 }],
      'max-lines-per-function': ['error', { max: 80, IIFEs: true }],
    },
  },
  {
    files: [
      'admin/src/i18n/ar.ts',
      'admin/src/i18n/en.ts',
      'storefront/src/i18n/ar.ts',
      'storefront/src/i18n/en.ts',
      'shared/src/i18n/messages.ts',
      'shared/src/i18n/payment-messages.ts',
      '**/*.texts.ts',
    ],
    rules: { 'max-lines': 'off' },
  },
  {
    // a test's describe() holds its cases: the function rule is for product code. Test files
    // still keep to 300 lines (split by subject, setup in a small kit module).
    // Migrations are frozen SQL history (hand-written, already run in production): never
    // reshaped to satisfy a size rule, so the function rule does not apply to them either.
    files: ['**/*.test.ts', '**/*.test.tsx', 'test/**', 'server/src/database/migrations/**'],
    rules: { 'max-lines-per-function': 'off' },
  },
  {
    files: ['admin/src/**/*.tsx', 'admin/src/**/*.ts', 'storefront/src/**/*.tsx', 'storefront/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    // the rules of hooks; the React Compiler's rules (v7 "recommended") do not apply: nothing here is compiled by it
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    // issue 27: the modules where things happen publish domain events (server/src/events); telling
    // people (mail, in-app notices, SMS, WhatsApp) is messaging's subscriber, never a direct call
    files: ['server/src/{orders,payments,catalog,inventory,coupons,shipping,reviews,reports,einvoicing}/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(\\.\\./)+(mail|notifications|messaging)/',
              message: 'Publish a domain event (events/event-catalogue.ts) and tell people from a messaging subscriber.',
            },
            {
              // e-invoicing reads orders and issues documents from their events: the other way round would be a loop
              regex: '^(\\.\\./)+einvoicing/',
              message: 'E-invoicing builds on these modules: let it subscribe to an event or hand in a reader (orders/order-credit-notes.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    // issue 27 §5: customers own the accounts; auth (sign-in, codes, tokens, the own profile) builds
    // on them, never the other way round. Who is calling and what they may do is access/.
    files: ['server/src/customers/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^(\\.\\./)+auth/', message: 'customers sit below auth: move the code to auth, or use access/ for guards and decorators.' }] },
      ],
    },
  },
  {
    // tests read answers as untyped JSON and assert on them: the no-unsafe family has nothing to protect there
    files: ['**/*.test.ts', '**/*.test.tsx', 'scripts/**', 'test/**', 'server/src/testing/**'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      'no-console': 'off',
      '@typescript-eslint/no-require-imports': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // spies and fakes are taken off their objects on purpose; messages are built from whatever came back
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/restrict-template-expressions': 'off',
      '@typescript-eslint/no-base-to-string': 'off',
    },
  },
);
