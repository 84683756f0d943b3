// Loaded first (node --import) into every process the supervisor starts: when the supervisor is gone,
// however it went (Ctrl-C, kill -9, a closed terminal), its end of the child's stdin closes, and the
// child stops as if told to (SIGTERM: the API closes its database, which frees the data folder).
// Without it a child outlives its supervisor and holds the port and PGlite's data folder (issue 27).
import { isMainThread } from 'node:worker_threads';

// Node loads --import modules into worker threads too (the API's database worker), whose stdin is
// not the supervisor's pipe: only the main thread watches it.
if (isMainThread && process.env.EXIT_WITH_PARENT === '1' && !process.stdin.isTTY) {
  process.stdin.on('end', () => process.kill(process.pid, 'SIGTERM'));
  process.stdin.on('error', () => process.kill(process.pid, 'SIGTERM'));
  process.stdin.resume();
  // the pipe must not keep a child alive that is done otherwise
  process.stdin.unref?.();
}
