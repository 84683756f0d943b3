import './branch-list.css';
import { useEffect } from 'react';
import type { Branch } from 'shared-contracts/entities';
import { useMountProps, useShellHeader, useShellStore } from 'shared-ui/remote-context';
import { useOrderingT } from '../../../i18n';
import { useBranches } from '../api/get-branches';
const SKELETON_COUNT = 6;

function BranchCard({ branch }: { branch: Branch }) {
  const { t } = useOrderingT();
  const open = branch.status === 'open' || branch.status === 'closing_soon';
  return (
    <li className="branch-card">
      {branch.image ? <img className="branch-card__cover" src={branch.image} alt="" loading="lazy" /> : null}
      <div className="branch-card__body">
        <h2 className="branch-card__name">{branch.name}</h2>
        <p className="branch-card__address">{branch.address}</p>
        <span className={open ? 'badge badge--open' : 'badge badge--closed'}>
          {open ? t('branches.open') : t('branches.closed')}
        </span>
        {branch.scheduleStatus ? (
          <span className="branch-card__schedule"> {branch.scheduleStatus}</span>
        ) : null}
      </div>
    </li>
  );
}

export function BranchList() {
  const { stores, bus } = useMountProps();
  const brand = useShellStore(stores.brand, (s) => s.brand);
  const branches = useBranches(brand?._id);
  const { t } = useOrderingT();
  const title = t('branches.title');
  useShellHeader({ title, goBack: null });

  useEffect(() => {
    if (branches.isError) bus.emit('toast:show', { kind: 'error', message: t('branches.errorToast') });
  }, [branches.isError, bus, t]);

  if (branches.isError) {
    return (
      <section className="screen" aria-labelledby="branch-list-title">
        <h1 id="branch-list-title" className="screen__title">
          {title}
        </h1>
        <p role="alert">{t('branches.loadFailed')}</p>
        <button type="button" className="button" onClick={() => void branches.refetch()}>
          {t('branches.retry')}
        </button>
      </section>
    );
  }

  return (
    <section className="screen" aria-labelledby="branch-list-title" aria-busy={branches.isPending}>
      <h1 id="branch-list-title" className="screen__title">
        {title}
      </h1>
      {branches.isPending ? (
        <ul className="branch-list" aria-label={t('branches.loading')}>
          {Array.from({ length: SKELETON_COUNT }, (_, i) => (
            <li key={i} className="branch-card branch-card--skeleton" data-testid="branch-skeleton" />
          ))}
        </ul>
      ) : (
        <ul className="branch-list" aria-label={t('branches.listLabel')}>
          {branches.data.map((branch) => (
            <BranchCard key={branch.id} branch={branch} />
          ))}
        </ul>
      )}
    </section>
  );
}
