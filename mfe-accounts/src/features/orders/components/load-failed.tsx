import { useProfileT } from '../../../profile-i18n';

/** A load that failed: what failed, said at once, and a way to try again (nothing else is lost). */
export function LoadFailed({
  message,
  retrying,
  onRetry,
}: {
  message: string;
  retrying: boolean;
  onRetry(): void;
}) {
  const { t } = useProfileT();
  return (
    <div className="orders-failed">
      <p role="alert">{message}</p>
      <button type="button" className="button" disabled={retrying} onClick={onRetry}>
        {t('orders.retry')}
      </button>
    </div>
  );
}
