/** What the rest of the web app may use of sign-in, the session and the lock (import through this file only). */
export { authEntryRoutes, loadSessionGuards } from './routes';
export { useSignedIn } from './signedInContext';
export { useEndSession, useLogout, type LoginPageState } from './hooks/useEndSession';
export { login, prelogin, sessionQueryKey } from './api/authApi';
export { clearAppSecrets } from './vaultKey';
export { PinOutcome, usePinErrorHandler } from './hooks/usePinErrorHandler';
/** Screens of the chain's side paths (Reset PIN): the session as the server sees it now, a code form's state, and opening the vault key with a PIN answer. */
export { useFreshSession } from './hooks/useFreshSession';
export { useCodeEntry } from './hooks/useCodeEntry';
export { openVaultKeyAfterPin } from './vaultKey';
