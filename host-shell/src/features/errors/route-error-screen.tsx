import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useShellT } from '../../i18n';

/** The statuses the router's default error screen names (spec 001 section 8). */
export const ROUTE_ERROR_TEXTS: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
};

/** The status an error carries (a refused request, a route that answers 404), else 500. */
function statusOf(error: unknown): number {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : 500;
}

/** The router's default error screen: 'Unexpected Application Error!' with a status and its text. */
export function RouteErrorScreen({ error }: { error: unknown }) {
  const { t } = useShellT();
  const status = statusOf(error);
  const text = ROUTE_ERROR_TEXTS[status] ?? (error instanceof Error ? error.message : '');
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

/**
 * Catches what the shell's own screens throw while rendering and shows the default error screen in
 * their place (a remote's errors never reach it: each remote has its own fallback).
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error: error ?? new Error('unknown error') };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[shell] the shell failed to render', error, info.componentStack);
  }

  override render() {
    return this.state.error ? <RouteErrorScreen error={this.state.error} /> : this.props.children;
  }
}
