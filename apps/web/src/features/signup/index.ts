/** What the rest of the web app may use of sign-up by invite (import through this file only). */
export { SignupPage } from './components/SignupPage';
export { PendingInviteAcceptor } from './components/PendingInviteAcceptor';
/** The sign-up form's field rules and PIN input filter, reused by the advisor firm's sign-up. */
export {
  emailError,
  passwordError,
  phoneError,
  pinError,
  pinInput,
  required as requiredFieldError,
  usernameError,
} from './lib/signupValidation';
/** The printable Emergency Kit, shown again when account settings make a new recovery code. */
export { EmergencyKit } from './components/EmergencyKit';
export type { EmergencyKitData } from './lib/emergencyKit';
