#!/usr/bin/env node
// npm test: every check, in order, with one line per suite and a final `N passed, N failed`.
// End-to-end tests run against the composed production build in an isolated deployment
// (.e2e/deploy) with a fresh database, so they never disturb what `npm start` serves.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pnpm, ROOT, run } from './lib.mjs';

const args = new Set(process.argv.slice(2));
// `npm test -- --unit` (or --lint, --typecheck, --e2e, --cluster) runs only those steps; no flag runs all.
const selected = ['lint', 'typecheck', 'unit', 'e2e', 'cluster'].filter((name) => args.has(`--${name}`));
const only = (name) => selected.length === 0 || selected.includes(name);
const totals = { passed: 0, failed: 0 };
const timings = [];
const STARTED = Date.now();
// eslint's and prettier's caches: a second npm test lints only what changed
const CACHE = { eslint: path.join(ROOT, 'node_modules/.cache/eslint/') };
const failures = [];
const bin = (name) => path.join(ROOT, 'node_modules/.bin', name);
const PACKAGES = createRequire(import.meta.url)('../config/packages.cjs');

function report(suite, passed, failed, detail = '') {
  totals.passed += passed;
  totals.failed += failed;
  console.log(
    `${failed ? 'FAIL' : 'ok  '} ${suite}: ${passed} passed, ${failed} failed${detail ? ` ${detail}` : ''}`,
  );
}

function tail(text, lines = 40) {
  return String(text ?? '')
    .trim()
    .split('\n')
    .slice(-lines)
    .join('\n');
}

async function check(suite, command, commandArgs, options = {}) {
  try {
    await run(command, commandArgs, { quiet: true, ...options });
    report(suite, 1, 0);
  } catch (error) {
    report(suite, 0, 1);
    failures.push(`${suite}\n${tail(error.output ?? error.message)}`);
  }
}

/**
 * One jest run over `projects` (the root jest.config.cjs: every package, one pool of workers), reported
 * as one line per package (`label(pkg)`). `testFiles` narrows it to those files.
 */
async function jestRun({
  projects = PACKAGES,
  label = (pkg) => `unit ${pkg}`,
  env = {},
  testFiles = [],
  workers = null,
} = {}) {
  const out = path.join(os.tmpdir(), `jest-${process.pid}-${Date.now()}.json`);
  let output = '';
  try {
    output = await run(
      bin('jest'),
      [
        '--ci',
        '--silent',
        '--json',
        `--outputFile=${out}`,
        '--selectProjects',
        ...projects,
        ...(testFiles.length ? ['--runTestsByPath', ...testFiles] : []),
        ...(workers ? [`--maxWorkers=${workers}`] : []),
      ],
      {
        quiet: true,
        // Every suite on PGlite unless this run names the PostgreSQL server explicitly.
        env: { TEST_DATABASE_URL: '', ...env },
      },
    );
  } catch (error) {
    output = error.output ?? error.message;
  }
  let result;
  try {
    result = JSON.parse(fs.readFileSync(out, 'utf8'));
  } catch {
    for (const pkg of projects) report(label(pkg), 0, 1, '(jest did not run)');
    failures.push(`${projects.map(label).join(', ')}\n${tail(output)}`);
    return;
  }
  const packageOf = (file) => path.relative(ROOT, file).split(path.sep)[0];
  for (const pkg of projects) {
    const files = result.testResults.filter((file) => packageOf(file.name) === pkg);
    const count = (status) =>
      files.reduce((sum, file) => sum + file.assertionResults.filter((a) => a.status === status).length, 0);
    // a file that did not run (a syntax error, a failed import) has no test to count: it counts as one
    const brokenFiles = files.filter(
      (file) => file.status === 'failed' && !file.assertionResults.some((a) => a.status === 'failed'),
    ).length;
    const failed = count('failed') + brokenFiles;
    report(label(pkg), count('passed'), failed);
    if (failed) {
      failures.push(`${label(pkg)}\n${jestFailures({ testResults: files }) || tail(output, 60)}`);
    }
  }
}

/** The API's test files that use a database (its test app or test database): the ones worth a second engine. */
function apiFilesUsingTheDatabase() {
  const found = [];
  const visit = (dir) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (
        entry.name.endsWith('.test.ts') &&
        /\/test-(app|database)['"]/.test(fs.readFileSync(file, 'utf8'))
      )
        found.push(file);
    }
  };
  visit(path.join(ROOT, 'api/src'));
  return found.sort();
}

/** The root scripts' own tests (plain Node, node:test): every *.test.mjs in `dir`. */
async function nodeTests(label, dir) {
  const files = fs
    .readdirSync(path.join(ROOT, dir))
    .filter((name) => name.endsWith('.test.mjs'))
    .map((name) => path.join(dir, name));
  let output;
  let crashed = false;
  try {
    // two files at a time at least: most of their time is spent waiting on a child process (an API, npm
    // start, a webpack build), and node:test runs one file at a time on two cores by default
    const concurrency = Math.max(2, os.availableParallelism());
    output = await run(
      process.execPath,
      ['--test', `--test-concurrency=${concurrency}`, '--test-reporter=tap', ...files],
      { quiet: true },
    );
  } catch (error) {
    output = error.output ?? error.message;
    crashed = true;
  }
  const count = (name) => Number(new RegExp(`^# ${name} (\\d+)$`, 'm').exec(output)?.[1] ?? 0);
  const failed = count('fail') || (crashed ? 1 : 0);
  report(label, count('pass'), failed);
  if (failed) failures.push(`${label}\n${nodeTestFailures(output) || tail(output, 60)}`);
}

/** Each failing node:test test in TAP output: its `not ok` line and the diagnostics under it. */
function nodeTestFailures(output) {
  const lines = String(output).split('\n');
  const found = [];
  lines.forEach((line, i) => {
    // the innermost failures only: a suite's `not ok` repeats its tests'
    if (/^\s*not ok \d+/.test(line) && !/subtestsFailed/.test(lines.slice(i, i + 8).join('\n')))
      found.push(lines.slice(i, i + 14).join('\n'));
  });
  return found.slice(0, 10).join('\n');
}

/** Each failing test (or suite that did not run) with the first lines of its message. */
function jestFailures(result) {
  const lines = [];
  for (const file of result.testResults ?? []) {
    const where = path.relative(ROOT, file.name);
    if (file.status === 'failed' && !file.assertionResults?.some((a) => a.status === 'failed')) {
      lines.push(`${where}: ${firstLines(file.message)}`);
    }
    for (const test of file.assertionResults ?? []) {
      if (test.status !== 'failed') continue;
      lines.push(`${where} › ${test.fullName}\n  ${firstLines(test.failureMessages?.join('\n') ?? '')}`);
    }
  }
  return lines.slice(0, 20).join('\n');
}

function firstLines(text, count = 8) {
  return text
    .replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '')
    .split('\n')
    .filter((line) => line.trim())
    .slice(0, count)
    .join('\n  ');
}

/** Each failing end-to-end test: file, title and the first lines of its error, without browser logs. */
function playwrightFailures(result) {
  const lines = [];
  const visit = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const last = test.results?.at(-1);
        const message = (last?.error?.message ?? last?.errors?.[0]?.message ?? '')
          .split('\n')
          .filter((line) => !/Browser logs|^\s*\[pid=|<launch/.test(line));
        lines.push(
          `${spec.file}:${spec.line} › ${[...titles, spec.title].join(' › ')}\n  ${firstLines(message.join('\n'), 10)}`,
        );
      }
    }
    for (const child of suite.suites ?? [])
      visit(child, child.title && !child.file ? [...titles, child.title] : titles);
  };
  for (const suite of result.suites ?? []) visit(suite, []);
  return lines.slice(0, 20).join('\n');
}

/**
 * What the end-to-end stacks' and the cluster's APIs run with: warnings only, and new passwords hashed
 * at the test cost (~3 ms, not ~130: api/src/config.ts), as the API's own tests do.
 */
const TEST_API_ENV = { API_LOG: 'quiet', PASSWORD_HASH_COST: '10' };
// The end-to-end stacks' APIs: every test on a stack comes from one address, and dozens sign the same demo
// customer in; in the headless shell (ADR 056) more than login's 10 in 5 minutes did, and the next sign-in
// got a 429. No spec of these stacks tests the API's limits (the API's suites and the production shape's do,
// on TEST_API_ENV's defaults).
const STACK_API_ENV = { ...TEST_API_ENV, RATE_LIMIT_SCALE: '10' };

/**
 * `beside`: work started when the shared end-to-end set starts and awaited before the sets that
 * measure, which run with the machine to themselves (ADR 054).
 */
async function e2e({ beside = null } = {}) {
  // E2E_DIR and E2E_PORT let two checkouts' runs on one machine keep apart; E2E_GREP picks specs.
  const e2eDir = path.resolve(ROOT, process.env.E2E_DIR || '.e2e');
  const deploy = path.join(e2eDir, 'deploy');
  const data = path.join(e2eDir, 'data');
  fs.rmSync(data, { recursive: true, force: true });
  process.env.DEPLOY_DIR = deploy;
  const { buildAll } = await import('./build.mjs');
  try {
    await step('e2e build', () => buildAll());
  } catch (error) {
    report('e2e build', 0, 1);
    failures.push(`e2e build\n${tail(error.message)}`);
    return;
  }
  // One stack per Playwright worker (ADR 044): an edge, an API on a database of its own and a copy of
  // the deploy folder, so the workers share no customer, counter or release. The layout-shift specs
  // then run two at a time (ADR 053), and the specs that measure or release one at a time on the
  // first stack.
  const port = Number(process.env.E2E_PORT || 3300);
  // three: in the headless shell the shared set kept two cores 64 % busy with two workers (ADR 056)
  const workers = Math.max(1, Number(process.env.E2E_WORKERS || 3));
  const stacks = Array.from({ length: workers }, (_, index) => ({
    port: port + 20 * index,
    url: `http://localhost:${port + 20 * index}`,
    apiPort: port + 20 * index + 10,
    deploy: index === 0 ? deploy : path.join(e2eDir, `deploy-${index}`),
    data: index === 0 ? data : path.join(e2eDir, `data-${index}`),
  }));
  for (const stack of stacks.slice(1)) {
    fs.rmSync(stack.data, { recursive: true, force: true });
    fs.rmSync(stack.deploy, { recursive: true, force: true });
    fs.cpSync(deploy, stack.deploy, { recursive: true });
  }
  const { startApi } = await import('./start.mjs');
  const { createEdgeServer } = await import('./serve.mjs');
  const apis = [];
  const servers = [];
  try {
    await Promise.all(
      stacks.map(async (stack) => {
        // the edge proves itself to the API as in production (ADR 030)
        const edgeSecret = randomBytes(18).toString('base64url');
        const api = startApi({
          port: stack.apiPort,
          env: { DATA_DIR: stack.data, EDGE_SECRET: edgeSecret, ...STACK_API_ENV },
        });
        apis.push(api);
        await api.ready;
        const server = createEdgeServer({ root: stack.deploy, apiPort: stack.apiPort, edgeSecret });
        servers.push(server);
        await server.listen({ port: stack.port });
      }),
    );
    // A set of specs on `on`, the stacks its workers take one each (their first serves BASE_URL).
    const runSet = (label, set, on = stacks) =>
      playwright(label, {
        baseUrl: on[0].url,
        deploy: on[0].deploy,
        env: {
          BASE_URLS: on.map((stack) => stack.url).join(','),
          DEPLOY_DIRS: on.map((stack) => stack.deploy).join(','),
          E2E_SET: set,
        },
      });
    await step('e2e', async () => {
      const besideShared = beside?.();
      await runSet('e2e', 'shared');
      await besideShared;
      const pairs = () => runSet('e2e, layout shifts in pairs', 'paired');
      // the specs that count, beside the pairs on the third stack (ADR 058); after them with fewer stacks
      const counting = (stack) => runSet('e2e, counts beside the pairs', 'counting', [stack]);
      if (stacks[2]) await Promise.all([pairs(), counting(stacks[2])]);
      else await pairs().then(() => counting(stacks[0]));
      await runSet('e2e, one at a time', 'alone');
    });
  } finally {
    await Promise.all(servers.map((server) => server.close()));
    for (const api of apis) api.child.kill('SIGTERM');
  }
}

/**
 * Runs Playwright (`config`: e2e's config file) against `baseUrl`, and reports its tests as `label`.
 */
async function playwright(label, { baseUrl, deploy, config = 'playwright.config.ts', env = {} }) {
  const report_ = path.join(os.tmpdir(), `playwright-${process.pid}-${label.replace(/\W+/g, '-')}.json`);
  let output = '';
  try {
    output = await run(
      path.join(ROOT, 'e2e/node_modules/.bin/playwright'),
      [
        'test',
        '--config',
        config,
        '--reporter=list,json',
        '--pass-with-no-tests',
        ...(process.env.E2E_GREP ? ['--grep', process.env.E2E_GREP] : []),
      ],
      {
        cwd: path.join(ROOT, 'e2e'),
        quiet: true,
        env: { BASE_URL: baseUrl, DEPLOY_DIR: deploy, PLAYWRIGHT_JSON_OUTPUT_NAME: report_, ...env },
      },
    );
  } catch (error) {
    output = error.output ?? error.message;
  }
  let parsed;
  try {
    parsed = JSON.parse(fs.readFileSync(report_, 'utf8'));
  } catch {
    report(label, 0, 1, '(playwright did not run)');
    failures.push(`${label}\n${tail(output)}`);
    return;
  }
  const { stats } = parsed;
  const failed = stats.unexpected;
  report(label, stats.expected + stats.flaky, failed, stats.flaky ? `(${stats.flaky} flaky)` : '');
  if (failed) failures.push(`${label}\n${playwrightFailures(parsed) || tail(output, 40)}`);
}

/**
 * The production shape (issue 27, item 8): nginx, two edges and two API processes on a fresh
 * PostgreSQL database, serving the e2e deployment; e2e/cluster's specs run against nginx.
 */
async function e2eCluster() {
  const label = 'e2e production shape';
  const e2eDir = path.resolve(ROOT, process.env.E2E_DIR || '.e2e');
  // A copy of the e2e deployment of its own: its rollback test changes the registry it serves, and it
  // runs beside the shared set, whose first stack serves .e2e/deploy.
  const built = path.join(e2eDir, 'deploy');
  const deploy = path.join(e2eDir, 'deploy-cluster');
  fs.rmSync(deploy, { recursive: true, force: true });
  if (fs.existsSync(built)) fs.cpSync(built, deploy, { recursive: true });
  const server =
    process.env.TEST_DATABASE_URL || 'postgresql://root@localhost/postgres?host=/var/run/postgresql';
  const url = new URL(server);
  const host = url.searchParams.get('host') ?? url.hostname;
  const name = 'multimarca_e2e_cluster';
  try {
    await run('dropdb', ['-h', host, '--if-exists', '--force', name], { quiet: true });
    await run('createdb', ['-h', host, name], { quiet: true });
  } catch (error) {
    report(
      label,
      0,
      1,
      '(needs PostgreSQL: apt-get install -y postgresql, a running cluster and a role for this user)',
    );
    failures.push(`${label}\n${tail(error.output ?? error.message)}`);
    return;
  }
  url.pathname = `/${name}`;
  const dir = path.join(e2eDir, 'cluster');
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  const stateFile = path.join(dir, 'state.json');
  const port = Number(process.env.E2E_PORT || 3300) + 100;
  const state = { dir, edgePorts: [], apiPorts: [], pids: {} };
  const save = () => fs.writeFileSync(stateFile, JSON.stringify(state));
  const { startCluster } = await import('./cluster.mjs');
  let cluster;
  try {
    cluster = await startCluster({
      port,
      databaseUrl: url.href,
      dir,
      root: deploy,
      apiEnv: TEST_API_ENV,
      quiet: true,
      edgeEnv: { EDGE_LOG: 'info' },
      // the specs kill processes by pid: each start is written down
      log: (line) => {
        const started = /^(\S+) started \(pid (\d+)\)/.exec(line);
        if (!started) return;
        state.pids[started[1]] = Number(started[2]);
        save();
      },
    });
  } catch (error) {
    report(label, 0, 1, '(the cluster did not start: needs nginx, apt-get install -y nginx)');
    failures.push(`${label}\n${tail(error.message)}`);
    return;
  }
  try {
    Object.assign(state, { edgePorts: cluster.edgePorts, apiPorts: cluster.apiPorts });
    save();
    await playwright(label, {
      baseUrl: cluster.url,
      deploy,
      config: 'cluster.config.ts',
      env: { CLUSTER_STATE: stateFile },
    });
  } finally {
    await cluster.stop();
  }
}

async function lint() {
  await check('lint (eslint)', bin('eslint'), [
    '.',
    '--max-warnings=0',
    '--cache',
    '--cache-location',
    CACHE.eslint,
  ]);
  await check('format (prettier)', bin('prettier'), ['--check', '.', '--log-level=warn', '--cache']);
  const { checkAll } = await import('./check-i18n.mjs');
  const texts = checkAll(ROOT);
  const incomplete = texts.filter((result) => result.problems.length);
  report('translations (7 languages)', texts.length - incomplete.length, incomplete.length);
  if (incomplete.length) {
    failures.push(
      `translations\n${incomplete.map((r) => `${r.pkg} ${r.lang}: ${r.problems.slice(0, 5).join('; ')}`).join('\n')}`,
    );
  }
  const { checkLintRules } = await import('./check-lint-rules.mjs');
  const lintCases = await checkLintRules(ROOT);
  const lintFailed = lintCases.filter((result) => result.problem);
  report('lint rules (boundaries, cycles)', lintCases.length - lintFailed.length, lintFailed.length);
  if (lintFailed.length) {
    failures.push(`lint rules\n${lintFailed.map((r) => `${r.name}: ${r.problem}`).join('\n')}`);
  }
}

/**
 * One incremental `tsc -b` over every package (the root tsconfig.json's references: shared-contracts
 * and shared-ui checked once, their declarations read by the others), one line per package.
 */
async function typecheck() {
  let output = '';
  let failedRun = false;
  try {
    await run(bin('tsc'), ['-b', '--pretty', 'false'], { quiet: true });
  } catch (error) {
    output = error.output ?? error.message;
    failedRun = true;
  }
  const errors = output.split('\n').filter((line) => /: error TS\d+:/.test(line));
  for (const pkg of [...PACKAGES, 'e2e']) {
    const own = errors.filter((line) => line.startsWith(`${pkg}/`));
    report(`typecheck ${pkg}`, own.length ? 0 : 1, own.length ? 1 : 0);
    if (own.length) failures.push(`typecheck ${pkg}\n${own.slice(0, 20).join('\n')}`);
  }
  // a failure that names no package's file (a broken tsconfig.json)
  if (failedRun && errors.every((line) => ![...PACKAGES, 'e2e'].some((pkg) => line.startsWith(`${pkg}/`)))) {
    report('typecheck (tsc -b)', 0, 1);
    failures.push(`typecheck (tsc -b)\n${tail(output)}`);
  }
}

/** Runs one step of npm test and records how long it took, for the summary. */
async function step(name, fn) {
  const started = Date.now();
  try {
    await fn();
  } finally {
    timings.push({ name, seconds: Math.round((Date.now() - started) / 1000) });
  }
}

/**
 * What git sees in the working tree: each changed or untracked path with its content's hash. npm test
 * must leave it as it found it (issue 31 item 1: the e2e once rewrote a tracked source while it ran).
 */
function treeState() {
  const git = (gitArgs) => spawnSync('git', gitArgs, { cwd: ROOT, encoding: 'utf8' });
  const status = git(['status', '--porcelain', '--untracked-files=all']);
  if (status.status !== 0) return null; // not a git checkout: nothing to compare
  const state = new Map();
  for (const line of status.stdout.split('\n').filter(Boolean)) {
    const file = line.slice(3).replace(/^.* -> /, '');
    const exists = fs.existsSync(path.join(ROOT, file));
    state.set(file, `${line.slice(0, 2)} ${exists ? git(['hash-object', '--', file]).stdout.trim() : '-'}`);
  }
  return state;
}

/** The paths whose state differs between two treeState()s. */
function changedPaths(before, after) {
  const paths = new Set([...before.keys(), ...after.keys()]);
  return [...paths].filter((file) => before.get(file) !== after.get(file)).sort();
}

async function main() {
  if (!args.has('--no-install')) {
    await step('install', () =>
      pnpm(['install', '--frozen-lockfile', '--reporter=silent'], { quiet: true }).catch((error) => {
        console.error(tail(error.output ?? error.message));
        process.exit(1);
      }),
    );
  }
  const tree = treeState();
  // lint and typecheck side by side: each is one process, and the machine has (at least) two cores.
  // The unit step starts when the type check ends (it takes the shorter time), beside lint's last part.
  const linting = only('lint') && step('lint', lint);
  if (only('typecheck')) await step('typecheck', typecheck);
  const e2eToRun = only('e2e') && !args.has('--no-e2e');
  // .ci/run starts a PostgreSQL server and sets TEST_DATABASE_URL: the API's suites that use a
  // database run on it too (the others test no SQL, and run in the unit step). With the end-to-end
  // step they run beside its shared set, on one worker, in the third of the machine those tests leave
  // idle (ADR 054); started once, whichever comes first.
  let onPostgres = null;
  const unitOnPostgres = () =>
    (onPostgres ??= step('unit api (PostgreSQL)', () =>
      jestRun({
        projects: ['api'],
        label: () => 'unit api (PostgreSQL)',
        env: { TEST_DATABASE_URL: process.env.TEST_DATABASE_URL },
        testFiles: apiFilesUsingTheDatabase(),
        ...(e2eToRun ? { workers: 1 } : {}),
      }),
    ));
  const postgres = only('unit') && Boolean(process.env.TEST_DATABASE_URL);
  if (only('unit')) {
    // the scripts' node:test files (about 35 s on their own) beside jest rather than after it
    await step('unit', () => Promise.all([jestRun(), nodeTests('unit scripts', 'scripts/__tests__')]));
    if (postgres && !e2eToRun) await unitOnPostgres();
    if (!process.env.TEST_DATABASE_URL && process.env.TEST_POSTGRES === 'failed') {
      report('unit api (PostgreSQL)', 0, 1, '(the PostgreSQL server did not start)');
    }
  }
  await linting;
  // The production shape serves a copy of the deployment the e2e step built. It runs beside the shared
  // set too: its nginx, edges and APIs on PostgreSQL keep a core about a third busy, and the sets after
  // the shared one measure with the machine to themselves (ADR 057).
  const clusterToRun = only('cluster') && !args.has('--no-e2e');
  let clusterRun = null;
  const productionShape = () => (clusterRun ??= step('e2e production shape', e2eCluster));
  if (e2eToRun) {
    await e2e({
      beside: () =>
        Promise.all([postgres ? unitOnPostgres() : null, clusterToRun ? productionShape() : null]),
    });
  }
  // the end-to-end step ended before its shared set (a failed build): these run now
  if (postgres) await unitOnPostgres();
  if (clusterToRun) await productionShape();
  if (tree) {
    const changed = changedPaths(tree, treeState());
    report('the working tree is as npm test found it', changed.length ? 0 : 1, changed.length ? 1 : 0);
    if (changed.length) failures.push(`npm test changed files in the working tree:\n${changed.join('\n')}`);
  }
  for (const failure of failures) console.log(`\n--- ${failure}`);
  console.log(
    `\nstep times: ${timings.map(({ name, seconds }) => `${name} ${seconds} s`).join(' · ')} (wall ${Math.round((Date.now() - STARTED) / 1000)} s)`,
  );
  console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
  process.exit(totals.failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  console.log(`\n${totals.passed} passed, ${totals.failed + 1} failed`);
  process.exit(1);
});
