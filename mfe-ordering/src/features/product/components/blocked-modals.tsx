import { Modal } from 'shared-ui/modal';
import { Link } from 'react-router-dom';
import { useOrderingT } from '../../../i18n';

/** Spec 000 section 4: a closed branch takes no orders; the modal links to the open ones. */
export function ClosedBranchModal({
  open,
  onClose,
  scheduleStatus,
}: {
  open: boolean;
  onClose(): void;
  scheduleStatus?: string | null;
}) {
  const { t } = useOrderingT();
  return (
    <Modal
      open={open}
      onClose={onClose}
      id="ordering-closed-branch"
      allowOverlap
      title={t('closed.title')}
      description={`${t('closed.notice')}${scheduleStatus ? ` ${scheduleStatus}` : ''}`}
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
