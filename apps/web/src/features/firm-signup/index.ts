/** What the rest of the web app may use of onboarding (import through this file only). */
export { FirmSignupPage } from './components/FirmSignupPage';
export { ConfirmFirmSignupPage } from './components/ConfirmFirmSignupPage';
export { AdvisorSetupPage } from './components/AdvisorSetupPage';
export { ProviderSetupPage } from './components/ProviderSetupPage';
