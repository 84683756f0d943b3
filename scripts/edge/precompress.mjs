// Immutable files are compressed once, when a release or the shell is built (ADR 029): brotli at its
// best quality and gzip at level 9, written beside each file as NAME.br and NAME.gz, which the edge
// (@fastify/static's preCompressed) sends to a client that accepts them. Nothing is compressed per request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** The kinds of file worth compressing (text); images and fonts are compressed already. */
export const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|map|webmanifest)$/;
/** Below this a compressed copy saves less than a network packet. */
export const MIN_BYTES = 1024;

function* filesUnder(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else if (entry.isFile()) yield file;
  }
}

/**
 * Writes NAME.br and NAME.gz beside every compressible file of `dir` of at least MIN_BYTES, unless the
 * compressed copy would not be smaller. Answers { files, bytes, br, gz }: how many files, their size and
 * the size of their compressed copies.
 */
export function precompressFolder(dir) {
  const totals = { files: 0, bytes: 0, br: 0, gz: 0 };
  for (const file of filesUnder(dir)) {
    if (!COMPRESSIBLE.test(file)) continue;
    const body = fs.readFileSync(file);
    if (body.length < MIN_BYTES) continue;
    const br = zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    const gz = zlib.gzipSync(body, { level: 9 });
    totals.files += 1;
    totals.bytes += body.length;
    if (br.length < body.length) {
      fs.writeFileSync(`${file}.br`, br);
      totals.br += br.length;
    }
    if (gz.length < body.length) {
      fs.writeFileSync(`${file}.gz`, gz);
      totals.gz += gz.length;
    }
  }
  return totals;
}
