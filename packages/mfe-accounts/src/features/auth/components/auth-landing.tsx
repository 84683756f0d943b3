import './auth-landing.css';
import { Link, useNavigate } from 'shared-ui/router';
import { useMountProps, useShellHeader, useShellStore } from 'shared-ui/remote-context';
import { useCreateGuest } from '../api/create-guest';

export const GUEST_LINK = 'Explorar sin beneficios';
export const GUEST_FAILED = 'No se pudo ingresar como invitado, por favor intentalo de nuevo';

/** Guest entry is allowed only when the brand is not b2b and allows guest users (spec 001 section 1). */
export function guestEntryAllowed(
  brand: { businessType?: string; allowedUserTypes?: { guest?: boolean } } | null,
) {
  return Boolean(brand && brand.businessType !== 'b2b' && brand.allowedUserTypes?.guest);
}

/** The auth landing (/auth): Google button, guest link, terms links. */
export function AuthLanding() {
  const { stores, bus } = useMountProps();
  const brand = useShellStore(stores.brand, (s) => s.brand);
  const navigate = useNavigate();
  const createGuest = useCreateGuest();
  useShellHeader({ title: '', goBack: null });

  const enterAsGuest = () => {
    if (!brand) return;
    createGuest.mutate(brand._id, {
      onSuccess: (session) => {
        stores.session.getState().setSession(session);
        void navigate('/', { replace: true });
      },
      onError: () => bus.emit('toast:show', { kind: 'error', message: GUEST_FAILED }),
    });
  };

  return (
    <section className="screen auth-landing" aria-labelledby="auth-title">
      {brand?.brandData?.headerLogo ? (
        <img className="auth-landing__logo" src={brand.brandData.headerLogo} alt="" />
      ) : null}
      <h1 id="auth-title" className="screen__title">
        {brand ? `Bienvenido a ${brand.appName}` : 'Bienvenido'}
      </h1>
      <p>Ingresá para sumar puntos con cada pedido.</p>
      <div className="auth-landing__actions">
        <Link className="button" to="/auth/inicio-de-sesion">
          Iniciar sesión con e-mail
        </Link>
        <Link className="button button--ghost" to="/auth/registro">
          Crear cuenta
        </Link>
        {guestEntryAllowed(brand) ? (
          <button
            type="button"
            className="link-button"
            onClick={enterAsGuest}
            disabled={createGuest.isPending}
          >
            {GUEST_LINK}
          </button>
        ) : null}
      </div>
      <p className="auth-landing__legal">
        Al continuar aceptás los <Link to="/terminos">Términos y condiciones</Link> y la{' '}
        <Link to="/privacidad">Política de privacidad</Link>.
      </p>
    </section>
  );
}
