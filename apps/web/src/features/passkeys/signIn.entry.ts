/**
 * What the sign-in page loads for a passkey sign-in (its button, and its autofill: conditional UI, ADR 0044):
 * the sign-in with the passkey alone and the ceremony's cancel, without the screens that manage passkeys.
 */
export { PasskeyProblem, cancelPasskeyCeremony } from './ceremony';
export { signInWithPasskeyAlone } from './passkeyAlone';
