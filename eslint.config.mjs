// Lint for the whole workspace. The import bans below enforce ARCHITECTURE.md's boundaries:
// each carries its reason in the message, so whoever trips one learns why.
import { createRequire } from 'node:module';
import js from '@eslint/js';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const REMOTES = ['mfe-ordering', 'mfe-checkout', 'mfe-accounts', 'mfe-loyalty', 'mfe-club'];
const PACKAGES = ['host-shell', ...REMOTES, 'shared-contracts', 'shared-ui', 'api', 'e2e'];

// Matches the package by name (`mfe-club`, `mfe-club/x`) or a relative path into its folder.
// ('api' skips the relative form: every feature has its own local `api/` folder.)
const pkg = (name) =>
  `(^${name}(/|$))|((^|/)${name}/src/)` + (name === 'api' ? '' : `|(^(\\.\\./)+${name}/)`);

/**
 * `no-restricted-imports` sees only `import … from` and `export … from`: a boundary must also hold
 * for `import('…')` (a lazy screen is still a dependency), `require('…')`, `import x = require('…')`
 * and the type `import('…').T`. This rule checks every one of them against the same bans. Options:
 * a list of `{ regex, message, allowTypeImports? }`. A template literal is checked by its static
 * start (`../../../mfe-club/src/${name}`); a source computed entirely at run time cannot be checked.
 */
const noRestrictedModules = {
  meta: {
    type: 'problem',
    docs: { description: 'Bans modules by every way a module can be named, static or dynamic.' },
    schema: [
      {
        type: 'array',
        items: {
          type: 'object',
          properties: {
            regex: { type: 'string' },
            message: { type: 'string' },
            allowTypeImports: { type: 'boolean' },
          },
          required: ['regex', 'message'],
          additionalProperties: false,
        },
      },
    ],
    messages: { restricted: "'{{source}}': {{message}}" },
  },
  create(context) {
    const bans = (context.options[0] ?? []).map((ban) => ({ ...ban, test: new RegExp(ban.regex) }));
    const check = (node, typeOnly = false) => {
      let source;
      if (node?.type === 'Literal' && typeof node.value === 'string') source = node.value;
      else if (node?.type === 'TemplateLiteral') source = node.quasis[0].value.cooked ?? '';
      else return;
      for (const ban of bans) {
        if (typeOnly && ban.allowTypeImports) continue;
        if (!ban.test.test(source)) continue;
        const shown = node.type === 'Literal' ? source : context.sourceCode.getText(node);
        context.report({ node, messageId: 'restricted', data: { source: shown, message: ban.message } });
      }
    };
    const allTypes = (node, kind) =>
      node[kind] === 'type' ||
      (node.specifiers?.length > 0 && node.specifiers.every((s) => s[kind] === 'type'));
    const isRequire = (callee) =>
      (callee.type === 'Identifier' && callee.name === 'require') ||
      (callee.type === 'MemberExpression' &&
        callee.object.type === 'Identifier' &&
        callee.object.name === 'require' &&
        callee.property.type === 'Identifier' &&
        callee.property.name === 'resolve');
    return {
      ImportDeclaration: (node) => check(node.source, allTypes(node, 'importKind')),
      ExportNamedDeclaration: (node) => check(node.source, allTypes(node, 'exportKind')),
      ExportAllDeclaration: (node) => check(node.source, node.exportKind === 'type'),
      ImportExpression: (node) => check(node.source),
      CallExpression: (node) => {
        if (isRequire(node.callee)) check(node.arguments[0]);
      },
      TSImportEqualsDeclaration: (node) => {
        if (node.moduleReference.type === 'TSExternalModuleReference')
          check(node.moduleReference.expression, node.importKind === 'type');
      },
      TSImportType: (node) => check(node.argument?.literal ?? node.argument, true),
    };
  },
};

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

// Routing comes from react-router-dom, a federation singleton. Its `react-router` core is the same
// code under a name the page does not share: importing it bundles a second router whose context
// the page's one <Router> never fills.
const ROUTER_BANS = [
  {
    regex: '^react-router(/|$)',
    message:
      "Import routing from 'react-router-dom', the page's one shared router: 'react-router' is not shared, so it would be a second copy that cannot see the page's <Router>.",
  },
];
// Queries go through shared-ui/query, the page's one copy of the query library (tree-shaken): a direct
// import would bundle a second copy, whose React context cannot see the page's QueryClient.
const QUERY_BANS = ['@tanstack/react-query', '@tanstack/query-core'].map((name) => ({
  regex: `^${name}$`,
  message: "Import queries from shared-ui/query: it is the page's one copy of the query library.",
  allowTypeImports: true,
}));
const LIBRARY_BANS = [...ROUTER_BANS, ...QUERY_BANS];
const restricted = (bans, libraries = LIBRARY_BANS) => ['error', [...libraries, ...bans]];

// The files of shared-ui's federation singletons (config/federation-shared.cjs, through the package's exports), and
// the router's facade, which the builds put in place of react-router-dom.
const require = createRequire(import.meta.url);
const sharedUiExports = require('./shared-ui/package.json').exports;
const SHARED_UI_MODULE_FILES = [
  ...Object.keys(require('./config/federation-shared.cjs')())
    .filter((key) => key.startsWith('shared-ui/'))
    .map((key) => sharedUiExports[`./${key.slice('shared-ui/'.length)}`]),
  './src/react-router-dom.ts',
].map((file) =>
  file
    .split('/')
    .pop()
    .replace(/\.tsx?$/, ''),
);

// The same for shared-contracts' federation singletons (entities, money, cart…): a value imported from
// one of them by a relative path bundles a second copy of it (and of zod) into the importing module
// (issue 30 item 1: pickup-time.ts took WEEKDAYS from './entities'). Types are erased: allowed.
const sharedContractsExports = require('./shared-contracts/package.json').exports;
const SHARED_CONTRACTS_MODULE_FILES = Object.keys(require('./config/federation-shared.cjs')())
  .filter((key) => key.startsWith('shared-contracts/'))
  .map((key) => sharedContractsExports[`./${key.slice('shared-contracts/'.length)}`])
  .map((file) =>
    file
      .split('/')
      .pop()
      .replace(/\.tsx?$/, ''),
  );
const SHARED_CONTRACTS_BANS = [
  {
    regex: ['host-shell', 'shared-ui', 'api', 'e2e', ...REMOTES].map(pkg).join('|'),
    message:
      'shared-contracts imports no app package: every package depends on it, so it must depend on none of them.',
  },
  {
    regex: '^react(-dom)?(/|$)',
    message: 'shared-contracts stays framework-free so the API can use its schemas and rules too.',
  },
];
const SHARED_CONTRACTS_SRC_BANS = [
  {
    regex: `^\\.{1,2}/(?:.*/)?(?:${SHARED_CONTRACTS_MODULE_FILES.join('|')})$`,
    allowTypeImports: true,
    message:
      "Import a value of another shared module of shared-contracts by its name (shared-contracts/entities): a relative import bundles a second copy of it, and of zod, into this module's chunk (issue 30 item 1).",
  },
];

const SHARED_UI_BANS = [
  {
    regex: ['host-shell', 'api', ...REMOTES].map(pkg).join('|'),
    message: 'shared-ui is below the apps: it may use shared-contracts and libraries, never an app package.',
  },
];
const SHARED_UI_SRC_BANS = [
  {
    regex: `^\\.{1,2}/(?:.*/)?(?:${SHARED_UI_MODULE_FILES.join('|')})$`,
    message:
      "Import another shared module of shared-ui by its name (shared-ui/texts): a relative import bundles a second copy of it, with its own state, into this module's chunk (ADR 003).",
  },
  ...SHARED_UI_BANS,
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'deploy/**',
      '.e2e/**',
      '.e2e-*/**',
      '.bench-deploy/**',
      '.data/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { local: { rules: { 'no-restricted-modules': noRestrictedModules } } },
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
  {
    // A cycle makes the order modules run in decide whether a value is there yet. Cycles live in
    // relative imports and in a package importing itself by name (shared-ui/x inside shared-ui);
    // import-x's own resolver follows both (package `exports` point at the .ts sources). Libraries
    // in node_modules are not followed. Type-only imports are erased, so they cannot form one.
    files: PACKAGES.map((name) => `${name}/**/*.{ts,tsx}`),
    // Nothing imports a test, so no cycle can pass through one: skipping them halves the rule's time.
    ignores: ['**/*.test.{ts,tsx}', '**/*.spec.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  ...REMOTES.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx}`],
    rules: { 'local/no-restricted-modules': restricted(remoteBans(remote)) },
  })),
  {
    files: ['shared-contracts/**/*.ts'],
    rules: {
      'local/no-restricted-modules': restricted(SHARED_CONTRACTS_BANS),
    },
  },
  {
    files: ['shared-contracts/src/**/*.ts'],
    ignores: ['shared-contracts/src/**/__tests__/**'],
    rules: {
      'local/no-restricted-modules': restricted([...SHARED_CONTRACTS_BANS, ...SHARED_CONTRACTS_SRC_BANS]),
    },
  },
  {
    files: ['shared-ui/**/*.{ts,tsx}'],
    rules: { 'local/no-restricted-modules': restricted(SHARED_UI_BANS) },
  },
  {
    files: ['shared-ui/src/**/*.{ts,tsx}'],
    ignores: ['shared-ui/src/**/__tests__/**', 'shared-ui/src/testing/**'],
    rules: { 'local/no-restricted-modules': restricted(SHARED_UI_SRC_BANS) },
  },
  {
    files: ['host-shell/**/*.{ts,tsx}'],
    rules: {
      'local/no-restricted-modules': restricted([
        {
          regex: [...REMOTES, 'api'].map(pkg).join('|'),
          message:
            "The shell never imports a remote's source: remotes are loaded at run time from the registry, so each can be released and rolled back alone.",
        },
      ]),
    },
  },
  {
    // The facades themselves: the one module that imports the query library, and the one that
    // imports react-router (builds alias react-router-dom to it). Every other ban still holds.
    files: ['shared-ui/src/query.ts'],
    rules: { 'local/no-restricted-modules': restricted(SHARED_UI_SRC_BANS, ROUTER_BANS) },
  },
  {
    files: ['shared-ui/src/react-router-dom.ts'],
    rules: { 'local/no-restricted-modules': restricted(SHARED_UI_SRC_BANS, QUERY_BANS) },
  },
  {
    // Its test compares the facade with react-router's own exports.
    files: ['shared-ui/src/__tests__/react-router-dom-facade.test.ts'],
    rules: { 'local/no-restricted-modules': restricted(SHARED_UI_BANS, QUERY_BANS) },
  },
);
