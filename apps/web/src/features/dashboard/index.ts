/** What the rest of the web app may use of an app's dashboard (import through this file only). */
export { AppDashboardPage } from './AppDashboardPage';
