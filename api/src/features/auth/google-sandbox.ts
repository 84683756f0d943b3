import type { FastifyInstance } from 'fastify';
import { ACCOUNT_REQUEST_MESSAGES, googleSandboxBody, googleSandboxQuery } from './auth-schemas';
import type { AppContext } from '../../app-context';
import { notFound } from '../../lib/http-error';
import { sandboxOnly } from '../../lib/sandbox-access';
import { parseInput } from '../../lib/validation';
import { BRAND_NOT_FOUND, findBrandById } from '../brands/brand-repository';
import { signSandboxCredential } from './google-credential';

/** The account the consent page offers. */
export const SANDBOX_GOOGLE_ACCOUNT = { email: 'lucia.fernandez.demo@gmail.com', name: 'Lucía Fernández' };

export const RETURN_TO_INVALID = ACCOUNT_REQUEST_MESSAGES.returnTo;

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/gu,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

function consentPage(appName: string, idMarca: string, returnTo: string): string {
  const e = escapeHtml;
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Iniciar sesión con Google (sandbox)</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#f1f3f4;color:#202124}
main{background:#fff;padding:2rem;border-radius:8px;max-width:24rem;width:calc(100% - 2rem);box-shadow:0 1px 3px #0003}
label{display:block;margin-top:1rem;font-weight:600}
input{box-sizing:border-box;width:100%;padding:.6rem;margin-top:.25rem;font-size:1rem;border:1px solid #5f6368;border-radius:4px}
button{margin-top:1.5rem;width:100%;padding:.75rem;font-size:1rem;background:#1a73e8;color:#fff;border:0;border-radius:4px;cursor:pointer}
:focus-visible{outline:3px solid #174ea6;outline-offset:2px}
</style>
</head>
<body>
<main>
<h1>Iniciar sesión con Google</h1>
<p>Entorno de prueba: no se contacta a Google. Elegí con qué cuenta continuar en <strong>${e(appName)}</strong>.</p>
<form method="post" action="/api/auth/google/sandbox">
<input type="hidden" name="idMarca" value="${e(idMarca)}">
<input type="hidden" name="returnTo" value="${e(returnTo)}">
<label for="email">Email de la cuenta de Google</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${e(SANDBOX_GOOGLE_ACCOUNT.email)}">
<label for="name">Nombre</label>
<input id="name" name="name" type="text" autocomplete="name" required maxlength="60" value="${e(SANDBOX_GOOGLE_ACCOUNT.name)}">
<button type="submit">Continuar</button>
</form>
</main>
</body>
</html>
`;
}

const PAGE_CSP =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'";

/**
 * The Google sign-in sandbox (development only): GET shows a consent page, POST (the page's form, or
 * JSON) issues a Google-shaped credential signed by this server and redirects to
 * `returnTo#credential=<jwt>`, where the front end calls POST /api/auth/google.
 */
export function googleSandbox(app: FastifyInstance, { db, clock, google, sandboxAccess }: AppContext): void {
  if (!google.sandbox) return;
  app.register(async (scope) => {
    // it signs anyone in: only for a browser on this machine, unless SANDBOX_HOSTS says otherwise
    scope.addHook('onRequest', sandboxOnly(sandboxAccess));
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    scope.get('/auth/google/sandbox', async (request, reply) => {
      const { idMarca, returnTo } = parseInput(googleSandboxQuery, request.query);
      const brand = await findBrandById(db, idMarca);
      if (!brand) throw notFound(BRAND_NOT_FOUND);
      return reply
        .type('text/html; charset=utf-8')
        .header('Content-Security-Policy', PAGE_CSP)
        .send(consentPage(brand.appName, idMarca, returnTo));
    });

    scope.post('/auth/google/sandbox', async (request, reply) => {
      const { idMarca, returnTo, email, name } = parseInput(googleSandboxBody, request.body);
      if (!(await findBrandById(db, idMarca))) throw notFound(BRAND_NOT_FOUND);
      const credential = signSandboxCredential(
        { email, name },
        { secret: google.sandboxSecret, audience: google.clientId, now: clock.now() },
      );
      const path = returnTo.split('#')[0] ?? '/';
      return reply.redirect(`${path}#credential=${credential}`, 303);
    });
  });
}
