import '../i18n';
import { Suspense } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { PUBLIC_ROUTE_PREFIXES, ROUTES } from 'shared-contracts/routes';
import { lazyScreen } from 'shared-ui/lazy-screen';
import { AuthLanding } from '../features/auth/components/auth-landing';
import { PROFILE_PATHS } from '../config/profile-paths';

// The auth landing comes with the app; every other screen is its own chunk, loaded when its route is
// first shown (a failed chunk shows the remote's fallback with a retry).
const NewPasswordScreen = lazyScreen(() =>
  import('../features/auth/components/new-password-screen').then((m) => m.NewPasswordScreen),
);
const PersonalDataScreen = lazyScreen(() =>
  import('../features/auth/components/personal-data-screen').then((m) => m.PersonalDataScreen),
);
const RecoverySentScreen = lazyScreen(() =>
  import('../features/auth/components/recovery-sent-screen').then((m) => m.RecoverySentScreen),
);
const SignInScreen = lazyScreen(() =>
  import('../features/auth/components/sign-in-screen').then((m) => m.SignInScreen),
);
const SignUpScreen = lazyScreen(() =>
  import('../features/auth/components/sign-up-screen').then((m) => m.SignUpScreen),
);
const VerificationScreen = lazyScreen(() =>
  import('../features/auth/components/verification-screen').then((m) => m.VerificationScreen),
);
const LanguageDemoScreen = lazyScreen(() =>
  import('../features/language/components/language-demo-screen').then((m) => m.LanguageDemoScreen),
);
const ProfileScreen = lazyScreen(() =>
  import('../features/profile/components/profile-screen').then((m) => m.ProfileScreen),
);
const OrderHistoryScreen = lazyScreen(() =>
  import('../features/orders/components/order-history-screen').then((m) => m.OrderHistoryScreen),
);
const OrderDetailScreen = lazyScreen(() =>
  import('../features/orders/components/order-detail-screen').then((m) => m.OrderDetailScreen),
);
const AddressesScreen = lazyScreen(() =>
  import('../features/addresses/components/addresses-screen').then((m) => m.AddressesScreen),
);
const HelpScreen = lazyScreen(() =>
  import('../features/support/components/help-screen').then((m) => m.HelpScreen),
);
const SupportScreen = lazyScreen(() =>
  import('../features/support/components/support-screen').then((m) => m.SupportScreen),
);
const LegalScreen = lazyScreen(() =>
  import('../features/legal/components/legal-screen').then((m) => m.LegalScreen),
);

/** Loads every screen's chunk now (tests render any route without waiting). */
export const preloadScreens = () =>
  Promise.all([
    NewPasswordScreen.preload(),
    PersonalDataScreen.preload(),
    RecoverySentScreen.preload(),
    SignInScreen.preload(),
    SignUpScreen.preload(),
    VerificationScreen.preload(),
    LanguageDemoScreen.preload(),
    LegalScreen.preload(),
    ProfileScreen.preload(),
    OrderHistoryScreen.preload(),
    OrderDetailScreen.preload(),
    AddressesScreen.preload(),
    HelpScreen.preload(),
    SupportScreen.preload(),
  ]);

/** An unknown public route goes to /auth keeping the query string (spec 001 section 2). */
function ToAuthLanding() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: ROUTES.auth, search }} replace />;
}

/** The accounts remote's routes (spec 001 section 2). */
export function App() {
  return (
    <Suspense fallback={<div className="remote-texts-pending" aria-busy="true" />}>
      <Routes>
        <Route path={ROUTES.auth} element={<AuthLanding />} />
        <Route path="/auth/inicio-de-sesion" element={<SignInScreen />} />
        <Route path="/auth/registro" element={<SignUpScreen />} />
        <Route path="/auth/registro/datos-personales" element={<PersonalDataScreen />} />
        <Route path={ROUTES.verification} element={<VerificationScreen />} />
        <Route path={ROUTES.recoverySent} element={<RecoverySentScreen />} />
        <Route path="/forgotpassword/resetpassword/:id/:token" element={<NewPasswordScreen />} />
        <Route path={ROUTES.terms} element={<LegalScreen document="terms" />} />
        <Route path={ROUTES.privacy} element={<LegalScreen document="privacy" />} />
        <Route path={PROFILE_PATHS.terms} element={<LegalScreen document="terms" />} />
        <Route path={PROFILE_PATHS.privacy} element={<LegalScreen document="privacy" />} />
        <Route path={PROFILE_PATHS.languageDemo} element={<LanguageDemoScreen />} />
        <Route path={ROUTES.profile} element={<ProfileScreen />} />
        <Route path={ROUTES.profileOrders} element={<OrderHistoryScreen />} />
        <Route path={ROUTES.orderDetail} element={<OrderDetailScreen />} />
        <Route path={`${ROUTES.orders}/:orderId`} element={<OrderDetailScreen />} />
        <Route path={PROFILE_PATHS.addresses} element={<AddressesScreen />} />
        <Route path={PROFILE_PATHS.help} element={<HelpScreen />} />
        <Route path={PROFILE_PATHS.support} element={<SupportScreen />} />
        {/* The public families the shell's gate lets through: anything unknown under them is the landing. */}
        {PUBLIC_ROUTE_PREFIXES.map((family) => (
          <Route key={family} path={`${family}/*`} element={<ToAuthLanding />} />
        ))}
        {/* Anything else of the profile's families goes to the base (spec 001 section 2). */}
        <Route path={`${ROUTES.profile}/*`} element={<Navigate to={ROUTES.base} replace />} />
        <Route path={`${ROUTES.orders}/*`} element={<Navigate to={ROUTES.base} replace />} />
        {/* Not this remote's path (the shell is moving to another remote's screen). */}
        <Route path="*" element={null} />
      </Routes>
    </Suspense>
  );
}
