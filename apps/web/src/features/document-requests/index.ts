export { AdvisorRequestsPage } from './components/AdvisorRequestsPage';
export { AdvisorInboxPage } from './components/AdvisorInboxPage';
export { OutsiderLinkPage } from './components/OutsiderLinkPage';
export { ClientRequestsPanel } from './components/ClientRequestsPanel';
export { SendLinkModal, type LinkTarget } from './components/SendLinkModal';
