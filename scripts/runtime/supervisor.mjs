// Keeps a set of processes running (issue 27, item 4; ADR 029): each one that exits without being
// asked to is started again, at once the first time and then after a growing pause capped at
// MAX_RESTART_DELAY_MS, so a crashed API or edge answers again within 5 s. stop() ends them all
// (SIGTERM, then SIGKILL after STOP_GRACE_MS) and waits for them. Every child loads
// exit-with-parent.mjs, so none outlives the supervisor, even when the supervisor is killed.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const FIRST_RESTART_DELAY_MS = 250;
export const MAX_RESTART_DELAY_MS = 3_000;
/** A process that ran this long is healthy again: its next crash restarts at once. */
export const STABLE_AFTER_MS = 30_000;
export const STOP_GRACE_MS = 10_000;
/** The exit code (EX_CONFIG) of a process that starting again would not help. */
export const EXIT_DO_NOT_RESTART = 78;

const EXIT_WITH_PARENT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'exit-with-parent.mjs');

/**
 * A supervised process. `spec`: { name, command: [file, ...args], cwd, env, restart = true }; a
 * Node.js command (file === process.execPath) also loads exit-with-parent.mjs. An exit with
 * EXIT_DO_NOT_RESTART (a setting that cannot work, such as a port in use) is not restarted.
 * `output`: a file its stdout and stderr are appended to, instead of the supervisor's own.
 * `log(line)` says what happens to it.
 */
export class Supervised {
  constructor(spec, { log = (line) => console.error(line) } = {}) {
    this.spec = spec;
    this.log = log;
    this.child = null;
    this.restarts = 0;
    this.stopping = false;
    this.timer = null;
    this.exited = Promise.resolve();
    this.listeners = new Set();
    this.fatalListeners = new Set();
  }

  /** Calls `fn({ name, code })` when the process exits with EXIT_DO_NOT_RESTART. */
  onFatal(fn) {
    this.fatalListeners.add(fn);
  }

  /** Calls `fn({ name, code, signal })` after each exit the supervisor did not ask for. */
  onCrash(fn) {
    this.listeners.add(fn);
  }

  start() {
    const { name, command, cwd, env = {} } = this.spec;
    const [file, ...args] = command;
    const nodeArgs = file === process.execPath ? ['--import', EXIT_WITH_PARENT] : [];
    const startedAt = Date.now();
    const out = this.spec.output ? fs.openSync(this.spec.output, 'a') : 'inherit';
    const child = spawn(file, [...nodeArgs, ...args], {
      cwd,
      env: { ...process.env, ...env, EXIT_WITH_PARENT: '1' },
      // stdin is the pipe exit-with-parent.mjs watches
      stdio: ['pipe', out, out],
    });
    if (typeof out === 'number') fs.closeSync(out);
    this.child = child;
    this.log(`${name} started (pid ${child.pid})`);
    this.exited = new Promise((resolve) => {
      child.on('exit', (code, signal) => {
        resolve();
        if (this.child === child) this.child = null;
        if (this.stopping || this.spec.restart === false) return;
        if (code === EXIT_DO_NOT_RESTART) {
          this.log(`${name} cannot start with these settings; not starting it again`);
          for (const fn of this.fatalListeners) fn({ name, code });
          return;
        }
        for (const fn of this.listeners) fn({ name, code, signal });
        if (Date.now() - startedAt > STABLE_AFTER_MS) this.restarts = 0;
        const delay =
          this.restarts === 0
            ? 0
            : Math.min(FIRST_RESTART_DELAY_MS * 2 ** (this.restarts - 1), MAX_RESTART_DELAY_MS);
        this.restarts += 1;
        this.log(
          `${name} stopped (${signal ?? `exit ${code}`}); starting it again${delay ? ` in ${delay} ms` : ''}`,
        );
        this.timer = setTimeout(() => {
          this.timer = null;
          if (!this.stopping) this.start();
        }, delay);
      });
    });
    child.on('error', (error) => this.log(`${name}: ${error.message}`));
    return child;
  }

  get pid() {
    return this.child?.pid;
  }

  /** Ends the process (and any restart on its way); resolves once it has exited. */
  async stop() {
    this.stopping = true;
    if (this.timer) clearTimeout(this.timer);
    const child = this.child;
    if (!child) return;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS);
    await this.exited;
    clearTimeout(killer);
  }
}

/** Waits until `url` answers 2xx, or throws after `timeoutMs`. */
export async function waitForOk(url, timeoutMs = 60_000) {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/**
 * Stops every process on SIGINT / SIGTERM (Ctrl-C), then exits. Answers a function that does the same.
 */
export function stopAllOnSignals(processes, { before = () => {} } = {}) {
  let stopping = null;
  const stopAll = (code = 0) => {
    stopping ??= (async () => {
      before();
      await Promise.all(processes.map((p) => p.stop()));
      process.exit(code);
    })();
    return stopping;
  };
  process.on('SIGINT', () => void stopAll(0));
  process.on('SIGTERM', () => void stopAll(0));
  process.on('SIGHUP', () => void stopAll(0));
  return stopAll;
}
