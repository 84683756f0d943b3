import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const DEPLOY_DIR = process.env.DEPLOY_DIR ?? path.join(ROOT, 'deploy');

export interface RegistryDoc {
  schemaVersion: 1;
  allowedOrigins: string[];
  remotes: Record<
    string,
    { name: string; release: string; entry: string; integrity: string; contractVersion: string }
  >;
}

export function readRegistry(): RegistryDoc {
  return JSON.parse(fs.readFileSync(path.join(DEPLOY_DIR, 'registry/remotes.json'), 'utf8')) as RegistryDoc;
}

/** A hash of every file the deployed shell is made of. */
export function hashShell(): string {
  const hash = createHash('sha256');
  const visit = (dir: string) => {
    for (const name of fs.readdirSync(dir).sort()) {
      const file = path.join(dir, name);
      if (fs.statSync(file).isDirectory()) visit(file);
      else hash.update(name).update(fs.readFileSync(file));
    }
  };
  visit(path.join(DEPLOY_DIR, 'shell'));
  return hash.digest('hex');
}

const exec = promisify(execFile);

/** Runs an operator command (release, rollback, releases) against the test deployment. */
export async function operator(command: 'release' | 'rollback' | 'list', ...args: string[]): Promise<string> {
  const { stdout } = await exec('node', [path.join(ROOT, 'scripts/release.mjs'), command, ...args], {
    cwd: ROOT,
    env: { ...process.env, DEPLOY_DIR },
    timeout: 180_000,
  });
  return stdout;
}

/** Collects console errors so a test can assert what the shell logged. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}
