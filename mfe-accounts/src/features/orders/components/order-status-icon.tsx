import { useProfileT } from '../../../profile-i18n';
import { orderStatusIcon, type OrderStatusIconKind } from '../order-labels';

const GLYPHS: Record<OrderStatusIconKind, string> = {
  success: 'M7 12.5l3.2 3.2L17 9',
  warning: 'M12 7v5.2l3.3 2',
  error: 'M8.5 8.5l7 7m0-7l-7 7',
};

/**
 * The order's status as an icon (spec 001 section 4): error, warning or success, each in its colour
 * and shape (never colour alone), named for assistive technology unless the text beside it already
 * says the status (`decorative`).
 */
export function OrderStatusIcon({
  status,
  decorative = false,
}: {
  status: string | null | undefined;
  decorative?: boolean;
}) {
  const { t } = useProfileT();
  const kind = orderStatusIcon(status);
  return (
    <span
      className={`order-status-icon order-status-icon--${kind}`}
      {...(decorative
        ? { 'aria-hidden': true }
        : { role: 'img', 'aria-label': t(`orders.statusIcon.${kind}`) })}
      data-status-icon={kind}
    >
      <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
        <path
          d={GLYPHS[kind]}
          fill="none"
          stroke="currentColor"
          strokeWidth="2.2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </span>
  );
}
