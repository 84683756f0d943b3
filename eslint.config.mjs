// Lint for the whole workspace. The import bans below enforce ARCHITECTURE.md's boundaries:
// each carries its reason in the message, so whoever trips one learns why.
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const REMOTES = ['mfe-ordering', 'mfe-checkout', 'mfe-accounts', 'mfe-loyalty', 'mfe-club'];

// Matches the package by name (`mfe-club`, `mfe-club/x`) or a relative path into its folder.
// ('api' skips the relative form: every feature has its own local `api/` folder.)
const pkg = (name) =>
  `(^${name}(/|$))|((^|/)${name}/src/)` + (name === 'api' ? '' : `|(^(\\.\\./)+${name}/)`);

const remoteBans = (self) => [
  ...REMOTES.filter((r) => r !== self).map((name) => ({
    regex: pkg(name),
    message: `A remote never imports another remote: ${self} and ${name} release independently and meet only through shared-contracts (events, mount contract) and the federation runtime.`,
  })),
  {
    regex: pkg('host-shell'),
    message:
      'A remote never imports the shell: the shell is deployed once and hands remotes what they may use as mount props.',
  },
  {
    regex: pkg('api'),
    message:
      'Front-end code talks to the API over HTTP only; importing its code would ship server code to the browser.',
  },
];

// Routing goes through shared-ui/router, the page's one router (a small one of its own): a router
// library would follow the history on its own, out of step with the shell and the other remotes.
const ROUTER_BANS = ['react-router', 'react-router-dom'].map((name) => ({
  name,
  message:
    "Import routing from shared-ui/router: it is the page's one shared router, following the page's one history.",
}));
// Texts go through shared-ui/i18n, the page's one text store (a small engine of its own): a library
// such as i18next would hold its own language and texts, out of step with the rest of the page.
const I18N_MESSAGE =
  "Use shared-ui/i18n (useT, useFormat, translate) and shared-ui/rich-text: they hold the page's one language and its texts.";
const I18N_BANS = ['i18next', 'react-i18next'].map((name) => ({ name, message: I18N_MESSAGE }));
// Queries go through shared-ui/query, the page's one copy of the query library (tree-shaken): a direct
// import would bundle a second copy, whose React context cannot see the page's QueryClient.
const QUERY_BANS = ['@tanstack/react-query', '@tanstack/query-core'].map((name) => ({
  name,
  message: "Import queries from shared-ui/query: it is the page's one copy of the query library.",
  allowTypeImports: true,
}));
const restricted = (patterns) => [
  'error',
  { paths: [...ROUTER_BANS, ...I18N_BANS, ...QUERY_BANS], patterns },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'deploy/**',
      '.e2e/**',
      '.e2e-*/**',
      '.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      ecmaVersion: 2022,
      sourceType: 'module',
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': [
        'error',
        { prefer: 'type-imports', fixStyle: 'inline-type-imports' },
      ],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': [
        'error',
        { 'ts-ignore': true, 'ts-expect-error': 'allow-with-description' },
      ],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { ...globals.node, ...globals.jest } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.tsx', '**/use-*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  ...REMOTES.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': restricted(remoteBans(remote)) },
  })),
  {
    files: ['shared-contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': restricted([
        {
          regex: ['host-shell', 'shared-ui', 'api', 'e2e', ...REMOTES].map(pkg).join('|'),
          message:
            'shared-contracts imports no app package: every package depends on it, so it must depend on none of them.',
        },
        {
          group: ['react', 'react-dom', 'react/*', 'react-dom/*'],
          message: 'shared-contracts stays framework-free so the API can use its schemas and rules too.',
        },
      ]),
    },
  },
  {
    files: ['shared-ui/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restricted([
        {
          regex: ['host-shell', 'api', ...REMOTES].map(pkg).join('|'),
          message:
            'shared-ui is below the apps: it may use shared-contracts and libraries, never an app package.',
        },
      ]),
    },
  },
  {
    files: ['shared-ui/src/**/*.{ts,tsx}'],
    ignores: ['shared-ui/src/**/__tests__/**', 'shared-ui/src/testing/**'],
    rules: {
      'no-restricted-imports': restricted([
        {
          regex:
            '^\\.{1,2}/(?:.*/)?(?:i18n|remote-context|remote-lifecycles|router|api-client|active-order|screen-pending|modal|modal-store|bottom-drawer|skeleton|text-clamp|quantity-stepper|toasts|toast-store)$',
          message:
            "Import another shared module of shared-ui by its name (shared-ui/i18n): a relative import bundles a second copy of it, with its own state, into this module's chunk (ADR 003).",
        },
        {
          regex: ['host-shell', 'api', ...REMOTES].map(pkg).join('|'),
          message:
            'shared-ui is below the apps: it may use shared-contracts and libraries, never an app package.',
        },
      ]),
    },
  },
  {
    files: ['host-shell/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restricted([
        {
          regex: [...REMOTES, 'api'].map(pkg).join('|'),
          message:
            "The shell never imports a remote's source: remotes are loaded at run time from the registry, so each can be released and rolled back alone.",
        },
      ]),
    },
  },
  {
    // The facade itself: the one module that imports the query library.
    files: ['shared-ui/src/query.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
);
