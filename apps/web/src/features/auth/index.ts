/** What the rest of the web app may use of sign-in, the session and the lock (import through this file only). */
export { AppSessionGuard } from './components/AppSessionGuard';
export { ConsoleGuard } from './components/ConsoleGuard';
export { LoginPage } from './components/LoginPage';
export { PinPage } from './components/PinPage';
export { TwoFactorPage } from './components/TwoFactorPage';
export { useSignedIn } from './signedInContext';
export { useEndSession, useLogout, type LoginPageState } from './hooks/useEndSession';
export { login, prelogin, sessionQueryKey } from './api/authApi';
export { clearAppSecrets } from './vaultKey';
export { PinOutcome, usePinErrorHandler } from './hooks/usePinErrorHandler';
