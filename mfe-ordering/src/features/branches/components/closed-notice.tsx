import './closed-notice.css';
import { Link } from 'react-router-dom';
import type { Branch } from 'shared-contracts/entities';
import { useOrderingT } from '../../../i18n';
import { useBranchStatusText } from '../hooks/use-branch-status-text';
import { isBranchOpen } from './branch-card';

/**
 * A closed branch says so where its products are shown, the branch home and the menu alike, with
 * when it opens and the way to the open ones: a walk opened a closed branch's menu by its link,
 * chose a product's options and learned only at 'Agregar al pedido' (spec 000: the closed-branch modal).
 */
export function ClosedNotice({ branch }: { branch: Branch | undefined }) {
  const { t } = useOrderingT();
  const { whenItOpens } = useBranchStatusText();
  if (!branch || isBranchOpen(branch)) return null;
  return (
    <p className="closed-notice" role="status">
      {t('closed.notice')} {whenItOpens(branch) ?? ''} <Link to="/">{t('closed.seeOpen')}</Link>
    </p>
  );
}
