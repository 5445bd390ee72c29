/** What the rest of the web app may use of Client Management (import through this file only). */
export { ClientManagementPage } from './components/ClientManagementPage';
export { ClientManagement } from './components/ClientManagement';
export { ClientBottomBar } from './components/ClientBottomBar';
export { ClientTable } from './components/ClientTable';
export { ClientBreadcrumb } from './components/ClientToolbar';
export { useClientList } from './hooks/useClientList';
export { useClientListState } from './hooks/useClientListState';
export { VerifySenderEmailPage } from './components/VerifySenderEmailPage';
