/** What the rest of the web app may use of sign-up by invite (import through this file only). */
export { SignupPage } from './components/SignupPage';
export { PendingInviteAcceptor } from './components/PendingInviteAcceptor';
