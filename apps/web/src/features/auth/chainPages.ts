/** The sign-in chain's steps after the password, loaded with their route (routes.tsx). */
export { PinPage } from './components/PinPage';
export { TwoFactorPage } from './components/TwoFactorPage';
