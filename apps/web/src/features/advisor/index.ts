/** What the rest of the web app may use of the advisor console home (import through this file only). */
export { AdvisorHomePage } from './AdvisorHomePage';
