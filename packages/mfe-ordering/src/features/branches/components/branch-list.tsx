import './branch-list.css';
import { useEffect } from 'react';
import type { Branch } from 'shared-contracts/entities';
import { useMountProps, useShellHeader, useShellStore } from 'shared-ui/remote-context';
import { useBranches } from '../api/get-branches';

export const BRANCH_LIST_TITLE = 'Selecciona tu sucursal';
export const BRANCH_LIST_ERROR_TOAST =
  'No se pudo obtener la información de las sucursales. Por favor, inténtalo de nuevo.';
const SKELETON_COUNT = 6;

function BranchCard({ branch }: { branch: Branch }) {
  const open = branch.status === 'open' || branch.status === 'closing_soon';
  return (
    <li className="branch-card">
      {branch.image ? <img className="branch-card__cover" src={branch.image} alt="" loading="lazy" /> : null}
      <div className="branch-card__body">
        <h2 className="branch-card__name">{branch.name}</h2>
        <p className="branch-card__address">{branch.address}</p>
        <span className={open ? 'badge badge--open' : 'badge badge--closed'}>
          {open ? 'Abierto' : 'Cerrado'}
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
  useShellHeader({ title: BRANCH_LIST_TITLE, goBack: null });

  useEffect(() => {
    if (branches.isError) bus.emit('toast:show', { kind: 'error', message: BRANCH_LIST_ERROR_TOAST });
  }, [branches.isError, bus]);

  if (branches.isError) {
    return (
      <section className="screen" aria-labelledby="branch-list-title">
        <h1 id="branch-list-title" className="screen__title">
          {BRANCH_LIST_TITLE}
        </h1>
        <p role="alert">No se pudieron cargar las sucursales.</p>
        <button type="button" className="button" onClick={() => void branches.refetch()}>
          Intentar nuevamente
        </button>
      </section>
    );
  }

  return (
    <section className="screen" aria-labelledby="branch-list-title" aria-busy={branches.isPending}>
      <h1 id="branch-list-title" className="screen__title">
        {BRANCH_LIST_TITLE}
      </h1>
      {branches.isPending ? (
        <ul className="branch-list" aria-label="Cargando sucursales">
          {Array.from({ length: SKELETON_COUNT }, (_, i) => (
            <li key={i} className="branch-card branch-card--skeleton" data-testid="branch-skeleton" />
          ))}
        </ul>
      ) : (
        <ul className="branch-list" aria-label="Sucursales">
          {branches.data.map((branch) => (
            <BranchCard key={branch.id} branch={branch} />
          ))}
        </ul>
      )}
    </section>
  );
}
