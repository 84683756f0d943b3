// PGlite in a worker thread (ADR 030): the embedded database runs its WebAssembly here, so a write's
// queries never hold the API's event loop, and the answers the API keeps in memory (menus, branches,
// brands) are served while an order is being written. Plain JavaScript: Node runs it as it is, under
// tsx and under jest alike.
//
// Messages in: { id, op, tx?, sql?, params?, dataDir? } with op open | query | exec | begin | commit |
// rollback | close. Messages out: { id, rows? } or { id, error: { message, code, constraint, detail } }.
// One connection, so one transaction at a time: while one is open only its own messages run, the
// others wait in arrival order.
import { parentPort } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

let pg = null;
/** the open transaction's id, or null */
let openTx = null;
const waiting = [];
let busy = false;

const runnable = (message) => (openTx === null ? true : message.tx === openTx);

function errorOf(error) {
  return {
    message: error?.message ?? String(error),
    code: error?.code,
    constraint: error?.constraint,
    detail: error?.detail,
  };
}

async function run(message) {
  const { op, sql, params } = message;
  switch (op) {
    case 'open':
      pg = await PGlite.create(message.dataDir);
      return undefined;
    case 'query':
      return (await pg.query(sql, params ?? [])).rows;
    case 'exec':
      await pg.exec(sql);
      return undefined;
    case 'begin':
      await pg.exec('BEGIN');
      openTx = message.tx;
      return undefined;
    case 'commit':
    case 'rollback':
      try {
        await pg.exec(op === 'commit' ? 'COMMIT' : 'ROLLBACK');
      } finally {
        openTx = null;
      }
      return undefined;
    case 'close':
      await pg?.close();
      pg = null;
      return undefined;
    default:
      throw new Error(`unknown operation ${op}`);
  }
}

async function drain() {
  if (busy) return;
  busy = true;
  try {
    for (;;) {
      const index = waiting.findIndex(runnable);
      if (index < 0) break;
      const [message] = waiting.splice(index, 1);
      try {
        parentPort.postMessage({ id: message.id, rows: await run(message) });
      } catch (error) {
        parentPort.postMessage({ id: message.id, error: errorOf(error) });
      }
    }
  } finally {
    busy = false;
  }
}

parentPort.on('message', (message) => {
  waiting.push(message);
  void drain();
});
