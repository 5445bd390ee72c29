/** The screens of account recovery, loaded with their route (index.ts). */
export { ForgotPasswordPage } from './components/ForgotPasswordPage';
export { SecurityPage } from './components/SecurityPage';
