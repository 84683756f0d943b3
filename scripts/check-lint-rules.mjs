// The lint rules that hold ARCHITECTURE.md's boundaries really fire, for every way a module can
// name another (import, export … from, import(), a template-literal import(), require()), with the
// reason in the message; import cycles are found; and what the boundaries allow still passes.
// Each case lints a snippet at a virtual path with the repository's own eslint.config.mjs, so a
// missing, renamed or mistyped rule fails its case. One check per case.
// `node scripts/check-lint-rules.mjs` runs it alone; `npm test` runs it in its lint step.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const BOUNDARY = 'local/no-restricted-modules';
const CYCLE = 'import-x/no-cycle';
const OUR_RULES = new Set([BOUNDARY, CYCLE]);

const REMOTE = 'A remote never imports another remote';
const SHELL_FROM_REMOTE = 'A remote never imports the shell';
const API = 'Front-end code talks to the API over HTTP only';
const REMOTE_FROM_SHELL = "The shell never imports a remote's source";
const CONTRACTS_APPS = 'shared-contracts imports no app package';
const CONTRACTS_REACT = 'shared-contracts stays framework-free';
const SHARED_UI = 'shared-ui is below the apps';
const SHARED_UI_BY_NAME = 'Import another shared module of shared-ui by its name';
const ROUTER = "Import routing from 'react-router-dom', the page's one shared router";
const QUERY = 'Import queries from shared-ui/query';

/** Cases that must be reported once, by `rule`, with `reason` in the message. */
const BANNED = [
  {
    name: 'a remote statically importing another remote',
    file: 'mfe-ordering/src/features/lint-case.ts',
    code: "import { plans } from '../../../mfe-club/src/features/plans';\nexport const all = plans;\n",
    reason: `${REMOTE}: mfe-ordering and mfe-club`,
  },
  {
    name: 'a remote dynamically importing another remote',
    file: 'mfe-ordering/src/features/lint-case.ts',
    code: "export const load = () => import('../../../mfe-club/src/x');\n",
    reason: REMOTE,
  },
  {
    name: 'a remote importing another remote through a template literal',
    file: 'mfe-ordering/src/features/lint-case.ts',
    code: 'export const load = (name: string) => import(`../../../mfe-club/src/${name}`);\n',
    reason: REMOTE,
  },
  {
    name: 'a remote requiring another remote by package name',
    file: 'mfe-loyalty/src/lint-case.ts',
    code: "// eslint-disable-next-line @typescript-eslint/no-require-imports\nexport const club = require('mfe-club/src/x');\n",
    reason: REMOTE,
  },
  {
    name: 'a remote re-exporting another remote',
    file: 'mfe-checkout/src/lint-case.ts',
    code: "export { PlansScreen } from 'mfe-club/src/features/plans/components/plans-screen';\n",
    reason: REMOTE,
  },
  {
    name: 'a remote dynamically importing the shell',
    file: 'mfe-club/src/lint-case.ts',
    code: "export const load = () => import('host-shell/src/app/app');\n",
    reason: SHELL_FROM_REMOTE,
  },
  {
    name: "a remote dynamically importing the API's code",
    file: 'mfe-accounts/src/lint-case.ts',
    code: "export const load = () => import('api/src/server');\n",
    reason: API,
  },
  {
    name: 'the shell statically importing a remote',
    file: 'host-shell/src/features/lint-case.tsx',
    code: "import { App } from 'mfe-ordering/src/expose/app';\nexport const app = App;\n",
    reason: REMOTE_FROM_SHELL,
  },
  {
    name: 'the shell dynamically importing a remote',
    file: 'host-shell/src/features/lint-case.ts',
    code: "export const load = () => import('../../../mfe-ordering/src/expose/app');\n",
    reason: REMOTE_FROM_SHELL,
  },
  {
    name: 'shared-contracts importing react',
    file: 'shared-contracts/src/lint-case.ts',
    code: "import { useState } from 'react';\nexport const hook = useState;\n",
    reason: CONTRACTS_REACT,
  },
  {
    name: 'shared-contracts dynamically importing react-dom',
    file: 'shared-contracts/src/lint-case.ts',
    code: "export const load = () => import('react-dom/client');\n",
    reason: CONTRACTS_REACT,
  },
  {
    name: 'shared-contracts dynamically importing an app package',
    file: 'shared-contracts/src/lint-case.ts',
    code: "export const load = () => import('shared-ui/i18n');\n",
    reason: CONTRACTS_APPS,
  },
  {
    name: 'shared-ui dynamically importing a remote',
    file: 'shared-ui/src/lint-case.ts',
    code: "export const load = () => import('../../mfe-ordering/src/x');\n",
    reason: SHARED_UI,
  },
  {
    name: 'shared-ui importing another of its shared modules relatively, dynamically',
    file: 'shared-ui/src/lint-case.ts',
    code: "export const load = () => import('./modal/modal-store');\n",
    reason: SHARED_UI_BY_NAME,
  },
  {
    name: "a remote importing 'react-router' directly",
    file: 'mfe-club/src/lint-case.ts',
    code: "import { useNavigate } from 'react-router';\nexport const hook = useNavigate;\n",
    reason: ROUTER,
  },
  {
    name: "the shell dynamically importing 'react-router'",
    file: 'host-shell/src/lint-case.ts',
    code: "export const load = () => import('react-router');\n",
    reason: ROUTER,
  },
  {
    name: 'a remote importing the query library directly',
    file: 'mfe-club/src/lint-case.ts',
    code: "import { useQuery } from '@tanstack/react-query';\nexport const hook = useQuery;\n",
    reason: QUERY,
  },
];

/** Cases that must produce no lint message at all. */
const ALLOWED = [
  {
    name: 'a remote importing shared-contracts/entities',
    file: 'mfe-club/src/lint-case.ts',
    code: "import type { Brand } from 'shared-contracts/entities';\nexport const name = (brand: Brand) => brand.name;\n",
  },
  {
    name: "a remote's own relative dynamic import",
    file: 'mfe-club/src/lint-case.ts',
    code: "export const load = () => import('./features/x');\n",
  },
  {
    name: "a remote's own template-literal import",
    file: 'mfe-club/src/lint-case.ts',
    code: 'export const load = (lng: string) => import(`./locales/${lng}.json`);\n',
  },
  {
    name: 'a remote importing react-router-dom',
    file: 'mfe-club/src/lint-case.ts',
    code: "import { useNavigate } from 'react-router-dom';\nexport const hook = useNavigate;\n",
  },
  {
    name: 'a type-only import of the query library',
    file: 'mfe-club/src/lint-case.ts',
    code: "import type { QueryClient } from '@tanstack/react-query';\nexport type Client = QueryClient;\n",
  },
  {
    name: 'the shell dynamically importing shared singletons',
    file: 'host-shell/src/features/remotes/lint-case.ts',
    code: "export const load = [() => import('react-router-dom'), () => import('shared-ui/query')];\n",
  },
];

const describe = (messages) =>
  messages.map((m) => `${m.line}:${m.column} ${m.ruleId ?? 'fatal'}: ${m.message}`).join('\n    ') ||
  '(no message)';

function expectBanned(messages, rule, reason) {
  const ours = messages.filter((m) => OUR_RULES.has(m.ruleId) || m.fatal);
  if (ours.length === 1 && ours[0].ruleId === rule && ours[0].message.includes(reason)) return null;
  return `expected one ${rule} naming "${reason}", got:\n    ${describe(messages)}`;
}

async function lintCase(eslint, root, { file, code }) {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result?.messages ?? [];
}

/** Two modules that import each other's values: each must be reported as a cycle. */
async function cycleCase(eslint, root) {
  // Under an ignored folder (dist/), so nobody else's `eslint .` sees them while they exist.
  const dir = path.join(root, 'mfe-club/dist', `lint-rules-cycle-${process.pid}`);
  fs.mkdirSync(dir, { recursive: true });
  try {
    const a = path.join(dir, 'cycle-a.ts');
    const b = path.join(dir, 'cycle-b.ts');
    fs.writeFileSync(a, "import { b } from './cycle-b';\nexport const a = () => b;\n");
    fs.writeFileSync(b, "import { a } from './cycle-a';\nexport const b = () => a;\n");
    const results = await eslint.lintFiles([a, b]);
    const problems = results
      .map((r) => [path.basename(r.filePath), expectBanned(r.messages, CYCLE, 'Dependency cycle')])
      .filter(([, problem]) => problem);
    if (results.length !== 2) return `expected both files linted, got ${results.length}`;
    return problems.map(([name, problem]) => `${name}: ${problem}`).join('\n  ') || null;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Every case, each with `problem` null when it passed. */
export async function checkLintRules(root) {
  // `ignore: false` lets the cycle case lint files under dist/, which the config ignores.
  const eslint = new ESLint({ cwd: root, ignore: false });
  const attempt = async (name, check) => {
    try {
      return { name, problem: await check() };
    } catch (error) {
      return { name, problem: `threw: ${error.message}` };
    }
  };
  const results = [];
  for (const c of BANNED) {
    results.push(
      await attempt(c.name, async () => expectBanned(await lintCase(eslint, root, c), BOUNDARY, c.reason)),
    );
  }
  for (const c of ALLOWED) {
    results.push(
      await attempt(`${c.name} (allowed)`, async () => {
        const messages = await lintCase(eslint, root, c);
        return messages.length ? `expected no message, got:\n    ${describe(messages)}` : null;
      }),
    );
  }
  results.push(await attempt('a two-file import cycle', () => cycleCase(eslint, root)));
  return results;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const results = await checkLintRules(root);
  for (const { name, problem } of results)
    console.log(`${problem ? 'FAIL' : 'ok  '} ${name}${problem ? `\n  ${problem}` : ''}`);
  const failed = results.filter((r) => r.problem).length;
  console.log(`\n${results.length - failed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}
