/** What the rest of the web app may use of Documents Guru (import through this file only). */
export { DocumentsDashboard } from './components/DocumentsDashboard';
export { AdvisorDocumentsPage } from './components/AdvisorDocumentsPage';
