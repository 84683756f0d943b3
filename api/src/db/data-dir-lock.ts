import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

/**
 * PGlite happily opens one data folder from two processes, and two writers corrupt it. A lock file
 * beside the folder (holding the owner's pid) makes the second process stop with a clear message.
 * A lock left by a process that died is taken over.
 */
const heldHere = new Set<string>();

export function lockDataDir(dataDir: string): () => void {
  const lockPath = `${path.resolve(dataDir)}.lock`;
  if (heldHere.has(lockPath)) throw new Error(`the data folder ${dataDir} is already open in this process`);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldHere.add(lockPath);
      return () => {
        heldHere.delete(lockPath);
        try {
          if (readFileSync(lockPath, 'utf8') === String(process.pid)) unlinkSync(lockPath);
        } catch {
          // already gone
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(readFileSync(lockPath, 'utf8'));
      if (owner && owner !== process.pid && isAlive(owner)) {
        throw new Error(
          `the data folder ${dataDir} is in use by process ${owner}: stop it or set DATA_DIR to another folder`,
        );
      }
      unlinkSync(lockPath);
    }
  }
  throw new Error(`could not lock the data folder ${dataDir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
