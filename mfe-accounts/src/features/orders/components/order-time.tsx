import { BRANCH_TIME_ZONE } from 'shared-contracts/pickup-time';
import { useFormat } from 'shared-ui/texts';
import { placedAt } from '../order-labels';

/**
 * A moment of an order on the branch's clock (Buenos Aires, as the pickup time is chosen), in the
 * customer's language: '8 de junio de 2025' or, `withTime`, '8 jun 2025, 21:10'. Nothing when the
 * server sent no valid time.
 */
export function OrderTime({
  at,
  withTime = false,
  className,
}: {
  at: string | number | Date | null | undefined;
  withTime?: boolean;
  className?: string;
}) {
  const format = useFormat();
  const ms = at instanceof Date ? at.getTime() : placedAt(at);
  if (ms === null || Number.isNaN(ms)) return null;
  const text = format.date(
    ms,
    withTime
      ? { dateStyle: 'medium', timeStyle: 'short', timeZone: BRANCH_TIME_ZONE }
      : { dateStyle: 'long', timeZone: BRANCH_TIME_ZONE },
  );
  return (
    <time className={className} dateTime={new Date(ms).toISOString()}>
      {text}
    </time>
  );
}
