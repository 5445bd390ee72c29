/** What the rest of the web app may use of onboarding (import through this file only). */
export { FirmSignupPage } from './components/FirmSignupPage';
export { ConfirmFirmSignupPage } from './components/ConfirmFirmSignupPage';
export { AdvisorSetupPage } from './components/AdvisorSetupPage';
export { ProviderSetupPage } from './components/ProviderSetupPage';
/** The subdomain box with its live address and availability, reused by the provider's Create a firm. */
export { SubdomainField } from './components/SubdomainField';
export { useSubdomainAvailability } from './hooks/useSubdomainAvailability';
export { firmAddress, subdomainFromName, subdomainInput, subdomainProblem } from './lib/subdomain';
export { nameError } from './lib/accountValidation';
