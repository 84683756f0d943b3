import { memo } from 'react';
import type { Branch } from 'shared-contracts/entities';
import { formatDistance } from 'shared-contracts/money';
import { useFormat } from 'shared-ui/texts';
import { DeliveryIcon, TableIcon, TakeawayIcon } from '../../../components/icons';
import { useOrderingT } from '../../../i18n';
import { useBrandText } from '../../../lib/use-brand-text';
import { useBranchStatusText } from '../hooks/use-branch-status-text';
import { offersDelivery, type ArrangedBranch } from '../lib/arrange-branches';

/** open and closing_soon take orders; close and opening_soon do not. */
export const isBranchOpen = (branch: Pick<Branch, 'status'>): boolean =>
  branch.status === 'open' || branch.status === 'closing_soon';

/**
 * The branch's state in one sentence ('Abierto hasta las 02:00', 'Cerrado · Abre hoy a las 18:00'),
 * coloured open or closed: a separate state word before it only repeated it ('Cerrado · Cerrado').
 */
function StatusBadge({ branch }: { branch: Branch }) {
  const { status } = useBranchStatusText();
  return (
    <span className={isBranchOpen(branch) ? 'badge badge--open' : 'badge badge--closed'}>
      {status(branch)}
    </span>
  );
}

/**
 * Cover, name, address, open/closed badge, service icons and distance (spec 000 section 2).
 * Memoised: the list re-renders for reasons of its own (a stored preference, a modal's turn) while
 * the cards stay as they are, and on a slow phone each needless render is blocking time.
 */
export const BranchCard = memo(function BranchCard({
  arranged,
  onChoose,
}: {
  arranged: ArrangedBranch;
  onChoose(branch: Branch): void;
}) {
  const { t } = useOrderingT();
  const brandText = useBrandText();
  const { locale } = useFormat();
  const { branch, distance, recommended, hasActiveOrder } = arranged;
  const services = [
    branch.systemOptions.tableSystem && { key: 'table', label: t('modes.local'), Icon: TableIcon },
    branch.systemOptions.takeawaySystem && {
      key: 'takeaway',
      label: t('modes.takeaway'),
      Icon: TakeawayIcon,
    },
    offersDelivery(branch) && { key: 'delivery', label: t('modes.delivery'), Icon: DeliveryIcon },
  ].filter((s) => s !== false);
  return (
    <li className={recommended ? 'branch-card branch-card--recommended' : 'branch-card'}>
      {branch.image ? <img className="branch-card__cover" src={branch.image} alt="" loading="lazy" /> : null}
      <div className="branch-card__body">
        <div className="branch-card__flags">
          {recommended ? <span className="badge badge--recommended">{t('branches.recommended')}</span> : null}
          {hasActiveOrder ? <span className="badge badge--info">{t('branches.activeOrder')}</span> : null}
        </div>
        <h2 className="branch-card__name">
          <button type="button" className="branch-card__choose" onClick={() => onChoose(branch)}>
            {brandText(branch.name)}
          </button>
        </h2>
        <p className="branch-card__address">{branch.address}</p>
        <div className="branch-card__meta">
          <StatusBadge branch={branch} />
          {distance !== null ? (
            <span className="branch-card__distance">
              <span className="visually-hidden">{t('branches.distance')} </span>
              <span>{formatDistance(distance, locale)}</span>
            </span>
          ) : null}
        </div>
        {services.length > 0 ? (
          <ul className="branch-card__services" aria-label={t('branches.services')}>
            {services.map(({ key, label, Icon }) => (
              <li key={key} title={label}>
                <Icon />
                <span className="visually-hidden">{label}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
});
