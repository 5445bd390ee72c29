/** The firm's audit trail in the advisor console (import through this file only). */
export { AuditTrailPage } from './components/AuditTrailPage';
