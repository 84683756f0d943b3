import '../i18n';
import { Navigate, Route, Routes, useLocation } from 'shared-ui/router';
import { ScreenPending } from 'shared-ui/screen-pending';
import { AuthLanding } from '../features/auth/components/auth-landing';
import { NewPasswordScreen } from '../features/auth/components/new-password-screen';
import { PersonalDataScreen } from '../features/auth/components/personal-data-screen';
import { RecoverySentScreen } from '../features/auth/components/recovery-sent-screen';
import { SignInScreen } from '../features/auth/components/sign-in-screen';
import { SignUpScreen } from '../features/auth/components/sign-up-screen';
import { VerificationScreen } from '../features/auth/components/verification-screen';
import { LanguageDemoScreen } from '../features/language/components/language-demo-screen';
import { LegalScreen } from '../features/legal/components/legal-screen';

/** The accounts remote's public route families: anything unknown under them is the auth landing. */
const PUBLIC_FAMILIES = [
  '/auth',
  '/verificacion',
  '/forgotpassword',
  '/reestablecer-cuenta',
  '/terminos',
  '/privacidad',
];

/** An unknown public route goes to /auth keeping the query string (spec 001 section 2). */
function ToAuthLanding() {
  const { search } = useLocation();
  return <Navigate to={{ pathname: '/auth', search }} replace />;
}

/** The accounts remote's routes (spec 001 section 2). */
export function App() {
  return (
    <Routes>
      <Route path="/auth" element={<AuthLanding />} />
      <Route path="/auth/inicio-de-sesion" element={<SignInScreen />} />
      <Route path="/auth/registro" element={<SignUpScreen />} />
      <Route path="/auth/registro/datos-personales" element={<PersonalDataScreen />} />
      <Route path="/verificacion" element={<VerificationScreen />} />
      <Route path="/reestablecer-cuenta" element={<RecoverySentScreen />} />
      <Route path="/forgotpassword/resetpassword/:id/:token" element={<NewPasswordScreen />} />
      <Route path="/terminos" element={<LegalScreen document="terms" />} />
      <Route path="/privacidad" element={<LegalScreen document="privacy" />} />
      <Route path="/perfil/terminos" element={<LegalScreen document="terms" />} />
      <Route path="/perfil/privacidad" element={<LegalScreen document="privacy" />} />
      <Route path="/perfil/demo-idioma" element={<LanguageDemoScreen />} />
      {PUBLIC_FAMILIES.map((family) => (
        <Route key={family} path={`${family}/*`} element={<ToAuthLanding />} />
      ))}
      {/* Profile screens not released yet. */}
      <Route path="*" element={<ScreenPending />} />
    </Routes>
  );
}
