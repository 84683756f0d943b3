import type { FastifyInstance, FastifyReply } from 'fastify';
import { sandboxOnly } from '../../lib/sandbox-access';
import type { SandboxAccess } from '../../lib/sandbox-access';

/**
 * The pieces the two Mercado Pago sandboxes' pages share (the card checkout, Checkout Pro's
 * init_point, and the club's subscription authorisation, the preapproval's init_point): escaping,
 * the page's frame and style, its buttons and form, the HTML answer with its CSP, the form parser and
 * the redirect back to the site.
 */

const API_PREFIX = '/api';

export const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/gu,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/** The pages' style; `buttonKinds` adds rules for button classes beyond approve, reject and back. */
const style = (
  buttonKinds: string,
) => `body{font-family:system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#eef1f5;color:#1a1a1a}
main{box-sizing:border-box;background:#fff;padding:clamp(1rem,5vw,2rem);border-radius:8px;max-width:28rem;width:calc(100% - 2rem);box-shadow:0 1px 3px #0003}
h1{font-size:1.4rem;margin-top:0}
.note{background:#fff4d6;border-left:4px solid #8a5a00;padding:.5rem .75rem}
dl{display:grid;grid-template-columns:auto minmax(0,1fr);gap:.25rem 1rem}dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
fieldset{border:1px solid #6b7280;border-radius:6px;margin-top:1.5rem;padding:1rem}
legend{font-weight:600;padding:0 .25rem}
button{display:block;width:100%;margin-top:.75rem;padding:.75rem;font-size:1rem;border:0;border-radius:6px;cursor:pointer;color:#fff}
.approve{background:#00703c}.reject{background:#b3261e}${buttonKinds}
.back{background:#fff;color:#1a1a1a;border:1px solid #6b7280}
:focus-visible{outline:3px solid #1a1a1a;outline-offset:2px}`;

/**
 * A whole page: `title` then `· <site>` in the title bar ('Mercado Pago (entorno de prueba)'), and
 * `content` in its main.
 */
export function sandboxPage(
  { site, buttonKinds = '' }: { site: string; buttonKinds?: string },
  title: string,
  content: string,
): string {
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · ${site}</title>
<style>${style(buttonKinds)}</style>
</head>
<body>
<main>
${content}
</main>
</body>
</html>
`;
}

/** A submit button for one outcome, with its hint below. */
export function outcomeButton(outcome: string, label: string, hint: string, kind: string): string {
  const hintId = `hint-${outcome}`;
  return `<button type="submit" name="outcome" value="${outcome}" class="${kind}" aria-describedby="${hintId}">${label}</button>
<p id="${hintId}">${hint}</p>`;
}

/** The page's form: posts to `action` with one hidden field, its buttons in a fieldset. */
export function outcomeForm(
  action: string,
  hidden: { name: string; value: string },
): (legend: string, buttons: string) => string {
  return (legend, buttons) => `<form method="post" action="${action}">
<input type="hidden" name="${hidden.name}" value="${escapeHtml(hidden.value)}">
<fieldset>
<legend>${legend}</legend>
${buttons}
</fieldset>
</form>`;
}

/** Sends a page as HTML with the pages' Content-Security-Policy. */
export function sendPage(reply: FastifyReply, html: string, code = 200) {
  return reply
    .code(code)
    .type('text/html; charset=utf-8')
    .header('Content-Security-Policy', PAGE_CSP)
    .send(html);
}

/** `url` with `query` added, after its own query if it has one. */
export function withQuery(url: string, query: URLSearchParams): string {
  const separator = url.includes('?') ? '&' : '?';
  return `${url}${separator}${query.toString()}`;
}

/**
 * Registers a sandbox's routes in a scope of their own that reads HTML forms
 * (application/x-www-form-urlencoded) and answers only where `access` lets sandboxes answer (they
 * approve payments without a session); `path` turns a full '/api/...' path into the scope's.
 */
export function sandboxRoutes(
  app: FastifyInstance,
  access: SandboxAccess,
  routes: (scope: FastifyInstance, path: (full: string) => string) => void,
): void {
  const path = (full: string) => full.slice(API_PREFIX.length);
  app.register(async (scope) => {
    scope.addHook('onRequest', sandboxOnly(access));
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    routes(scope, path);
  });
}
