// node --test scripts/__tests__: the edge writes the host's brand, the answer it fetched for the
// splash, into the page as a data block; the shell reads it there instead of asking the API again
// (ADR 038: window.__BRANDING__ was read by the shell and written by nobody).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { PAGE_BRAND_ID, pageWithSplash } from '../edge/page.mjs';
import { ROOT } from '../lib.mjs';

const PAGE =
  '<!doctype html><html><head><title>Cargando…</title></head><body><div id=root></div></body></html>';
const BLOCK = /<script type="application\/json" id="page-brand">(.*?)<\/script>/s;

/** The brand data block of a page, parsed as the shell parses it; undefined when there is none. */
function writtenBrand(page) {
  const match = BLOCK.exec(page);
  return match ? JSON.parse(match[1]) : undefined;
}

describe("the host's brand in the page", () => {
  it('follows the root as a JSON data block holding the whole answer', () => {
    const brand = { appName: 'Sabores del Sur', domain: 'saboresdelsur.com.ar', colors: [], brandData: {} };
    const page = pageWithSplash(PAGE, brand);
    assert.match(page, /<\/div><\/div><script type="application\/json" id="page-brand">/);
    assert.deepEqual(writtenBrand(page), brand);
  });

  it('is not written when the edge has no brand (the API slow, down or without one)', () => {
    assert.equal(writtenBrand(pageWithSplash(PAGE, null)), undefined);
    assert.doesNotMatch(pageWithSplash(PAGE, null), /page-brand/);
  });

  it("cannot be closed or commented out by the brand's texts, and reads back exactly", () => {
    const brand = {
      appName: '</script><script>alert(1)</script>',
      privacyPolicy: '<!-- a & b > c -->',
      domain: 'saboresdelsur.com.ar',
    };
    const page = pageWithSplash(PAGE, brand);
    assert.equal(page.match(/<script/g).length, 1);
    assert.doesNotMatch(page, /<!--/);
    assert.deepEqual(writtenBrand(page), brand);
  });

  it("the shell looks for the block by the same id (host-shell's early-requests.ts)", () => {
    const shell = fs.readFileSync(path.join(ROOT, 'host-shell/src/early-requests.ts'), 'utf8');
    const id = /export const PAGE_BRAND_ID = '([^']+)'/.exec(shell)?.[1];
    assert.equal(id, PAGE_BRAND_ID);
  });
});
