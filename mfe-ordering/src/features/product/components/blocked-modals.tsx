import { Modal } from 'shared-ui/modal';
import { Link } from 'react-router-dom';
import type { Branch } from 'shared-contracts/entities';
import { useOrderingT } from '../../../i18n';
import { useBranchStatusText } from '../../branches/hooks/use-branch-status-text';

/**
 * Spec 000 section 4: a closed branch takes no orders; the modal says when it opens, if it does,
 * and links to the open ones.
 */
export function ClosedBranchModal({
  open,
  onClose,
  branch,
}: {
  open: boolean;
  onClose(): void;
  branch?: Pick<Branch, 'status' | 'scheduleTimes'> | null;
}) {
  const { t } = useOrderingT();
  const { whenItOpens } = useBranchStatusText();
  const opening = branch ? whenItOpens(branch) : null;
  return (
    <Modal
      open={open}
      onClose={onClose}
      id="ordering-closed-branch"
      allowOverlap
      title={t('closed.title')}
      description={`${t('closed.notice')}${opening ? ` ${opening}` : ''}`}
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('closed.close')}
          </button>
          <Link className="button" to="/">
            {t('closed.seeOpen')}
          </Link>
        </>
      }
    />
  );
}

/** Spec 000 section 4: an active order at another branch blocks adding here. */
export function ActiveOrderElsewhereModal({
  open,
  onClose,
  branchName,
  branchPath,
}: {
  open: boolean;
  onClose(): void;
  branchName: string;
  branchPath: string | null;
}) {
  const { t } = useOrderingT();
  return (
    <Modal
      open={open}
      onClose={onClose}
      id="ordering-active-order-elsewhere"
      allowOverlap
      title={t('activeElsewhere.title', { branch: branchName })}
      description={t('activeElsewhere.body')}
      footer={
        <>
          <button type="button" className="button button--ghost" onClick={onClose}>
            {t('closed.close')}
          </button>
          {branchPath ? (
            <Link className="button" to={branchPath}>
              {t('activeElsewhere.go', { branch: branchName })}
            </Link>
          ) : null}
        </>
      }
    />
  );
}

/**
 * Issue 28 item 1: the order in progress holds products of another branch, and an order goes to one
 * branch. The customer goes back to it, or starts a new order here (the other one is discarded).
 */
export function OrderOfAnotherBranchModal({
  open,
  onClose,
  onStartHere,
  branchName,
  branchPath,
}: {
  open: boolean;
  onClose(): void;
  onStartHere(): void;
  branchName: string;
  branchPath: string | null;
}) {
  const { t } = useOrderingT();
  return (
    <Modal
      open={open}
      onClose={onClose}
      id="ordering-order-of-another-branch"
      allowOverlap
      title={t('orderElsewhere.title', { branch: branchName })}
      description={t('orderElsewhere.body', { branch: branchName })}
      footer={
        <>
          {branchPath ? (
            <Link className="button" to={branchPath}>
              {t('activeElsewhere.go', { branch: branchName })}
            </Link>
          ) : null}
          <button type="button" className="button button--ghost" onClick={onStartHere}>
            {t('orderElsewhere.startHere')}
          </button>
        </>
      }
    />
  );
}
