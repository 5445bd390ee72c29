/** The emergency contact's and the refuse link's screens, loaded with their route (index.ts). */
export { EmergencyAccessPage } from './components/EmergencyAccessPage';
export { EmergencyRefusePage } from './components/EmergencyRefusePage';
