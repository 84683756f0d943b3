import { useEffect, useRef } from 'react';
import type { RemoteName } from 'shared-contracts/registry';
import { REMOTE_LABELS } from '../../config/remote-labels';

interface Props {
  remote: RemoteName;
  retrying: boolean;
  onRetry: () => void;
}

/** What a customer sees instead of a remote that could not load: the rest of the site keeps working. */
export function RemoteFallback({ remote, retrying, onRetry }: Props) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section className="remote-fallback" role="alert" data-remote-fallback={remote}>
      <h1 ref={heading} tabIndex={-1} className="remote-fallback__title">
        No pudimos cargar {REMOTE_LABELS[remote]}
      </h1>
      <p>
        Revisá tu conexión e intentá de nuevo. El resto de la app sigue funcionando y tu pedido está guardado.
      </p>
      <button type="button" className="button" onClick={onRetry} disabled={retrying} aria-busy={retrying}>
        {retrying ? 'Reintentando…' : 'Reintentar'}
      </button>
    </section>
  );
}
