/** What the rest of the web app may use of Password Guru (import through this file only). */
export { PasswordsDashboard } from './components/PasswordsDashboard';
export { ViewPasswordDetailPage } from './components/ViewPasswordDetailPage';
export { viewPasswordDetailPath } from './lib/passwordsRoutes';
export { VaultTrashPage } from './trash/VaultTrashPage';
export { VaultHealthPage } from './health/VaultHealthPage';
export { vaultHealthPath, vaultTrashPath } from './lib/passwordsRoutes';
export { warmVaultWorker } from './worker/vaultClient';
