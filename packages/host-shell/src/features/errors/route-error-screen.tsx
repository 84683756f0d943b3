import { isRouteErrorResponse, useRouteError } from 'shared-ui/router';
import { useShellT } from '../../i18n';

/** The statuses the router's default error screen names (spec 001 section 8). */
export const ROUTE_ERROR_TEXTS: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
};

/** The router's default error screen: 'Unexpected Application Error!' with a status and its text. */
export function RouteErrorScreen() {
  const error = useRouteError();
  const { t } = useShellT();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const text = isRouteErrorResponse(error)
    ? (ROUTE_ERROR_TEXTS[error.status] ?? error.statusText)
    : error instanceof Error
      ? error.message
      : '';
  return (
    <main className="route-error" id="contenido">
      <h1>{t('routeError.title')}</h1>
      <p role="alert">
        <strong>{status}</strong> {text}
      </p>
      <a className="button" href="/">
        {t('routeError.home')}
      </a>
    </main>
  );
}
