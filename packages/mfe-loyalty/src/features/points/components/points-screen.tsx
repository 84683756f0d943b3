import { Link } from 'shared-ui/router';
import { formatNumber } from 'shared-contracts/money';
import { useMountProps, useShellHeader, useShellStore } from 'shared-ui/remote-context';
import { usePoints } from '../api/get-points';

export const POINTS_TITLE = 'Mis puntos';
export const NO_POINTS = 'Aún no tienes puntos disponibles.';

/** Points (spec 001 section 2): guests are asked to sign in; users see their available points. */
export function PointsScreen() {
  const { stores } = useMountProps();
  const user = useShellStore(stores.session, (s) => s.session?.user ?? null);
  const registered = Boolean(user && user.typeUser !== 'guest');
  const points = usePoints(registered ? user?._id : undefined);
  useShellHeader({ title: POINTS_TITLE, goBack: null });
  return (
    <section className="screen" aria-labelledby="points-title">
      <h1 id="points-title" className="screen__title">
        {POINTS_TITLE}
      </h1>
      {!registered ? (
        <>
          <p>Iniciá sesión para sumar puntos con cada pedido y canjearlos cuando quieras.</p>
          <Link className="button" to="/auth">
            Iniciar sesión
          </Link>
        </>
      ) : points.isPending ? (
        <p role="status">Cargando tus puntos…</p>
      ) : points.isError ? (
        <p role="alert">No pudimos cargar tus puntos. Intentá de nuevo más tarde.</p>
      ) : points.data.availablePoints > 0 ? (
        <p className="points-total">
          <strong>{formatNumber(points.data.availablePoints)}</strong> PTS
        </p>
      ) : (
        <p>{NO_POINTS}</p>
      )}
    </section>
  );
}
