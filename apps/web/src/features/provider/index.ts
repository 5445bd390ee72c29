/** What the rest of the web app may use of the provider console (import through this file only). */
export { ProviderFirmClientsPage } from './ProviderFirmClientsPage';
export { ProviderHomePage } from './components/ProviderHomePage';
export { ProviderFirmPage } from './components/ProviderFirmPage';
export { OutgoingMessagesPage } from './components/OutgoingMessagesPage';
