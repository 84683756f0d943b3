import './load-failed.css';

/**
 * A load that failed: what failed, said at once (role=alert), and a way to try again (nothing else
 * is lost). The texts are the remote's own. `.load-failed` (load-failed.css) also lays out a remote's
 * own failure block, such as a not-found message with a link away.
 */
export function LoadFailed({
  message,
  retryLabel,
  retrying,
  onRetry,
  ghost = false,
}: {
  message: string;
  retryLabel: string;
  retrying: boolean;
  onRetry(): void;
  /** the retry as a ghost button (a secondary action beside the screen's own) */
  ghost?: boolean;
}) {
  return (
    <div className="load-failed">
      <p role="alert">{message}</p>
      <button
        type="button"
        className={ghost ? 'button button--ghost' : 'button'}
        disabled={retrying}
        onClick={onRetry}
      >
        {retryLabel}
      </button>
    </div>
  );
}
