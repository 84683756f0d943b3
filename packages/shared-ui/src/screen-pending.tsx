import { useShellHeader } from './remote-context';

/** Shown on a route a remote owns but whose screen has not been released yet. */
export function ScreenPending({ title = '' }: { title?: string }) {
  useShellHeader({ title });
  return (
    <section className="screen" aria-labelledby="screen-pending-title">
      <h1 id="screen-pending-title" className="screen__title">
        Muy pronto
      </h1>
      <p>Esta sección todavía no está disponible. Volvé a intentarlo más adelante.</p>
    </section>
  );
}
