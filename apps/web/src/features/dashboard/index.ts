/** What the rest of the web app may use of an app's dashboard (import through this file only). */
export { AppDashboardPage } from './AppDashboardPage';
/** Password Guru's dashboard opens the vault in its worker: started with the screen's code (see router.tsx). */
export { warmVaultWorker } from '../passwords';
