import './load-failed.css';
import { Link } from 'react-router-dom';

/**
 * A load that failed: what failed, said at once (role=alert), and a way to try again (nothing else
 * is lost). The texts are the remote's own.
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

/**
 * What was asked for does not exist (a 404: a branch, an order or a movement of another link): said at
 * once (role=alert), with the way to where one is chosen instead. No retry: it could never work.
 * Platform 2.13.
 */
export function NotFound({ message, linkLabel, to }: { message: string; linkLabel: string; to: string }) {
  return (
    <div className="load-failed">
      <p role="alert">{message}</p>
      <Link className="button" to={to}>
        {linkLabel}
      </Link>
    </div>
  );
}
