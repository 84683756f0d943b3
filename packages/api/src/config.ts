import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** packages/api/src → the repository root */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface ApiConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** 'quiet' logs only warnings and errors; 'debug' / 'info' log more */
  logLevel: 'warn' | 'info' | 'debug';
  /** GET /api/dev/outbox: API_DEV_OUTBOX=1/0; by default on, except when NODE_ENV is production */
  devOutbox: boolean;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ApiConfig {
  const port = Number(env.API_PORT || 3100);
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new Error(`API_PORT must be a port number, not "${env.API_PORT}"`);
  const level = env.API_LOG;
  return {
    port,
    host: env.API_HOST || '127.0.0.1',
    dataDir: env.DATA_DIR ? path.resolve(env.DATA_DIR) : path.join(REPO_ROOT, '.data/pglite'),
    databaseUrl: env.DATABASE_URL || undefined,
    logLevel: level === 'info' || level === 'debug' ? level : 'warn',
    devOutbox: env.API_DEV_OUTBOX ? env.API_DEV_OUTBOX === '1' : env.NODE_ENV !== 'production',
  };
}
