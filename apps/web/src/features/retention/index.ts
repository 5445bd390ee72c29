/** Retention and legal hold in the advisor console (ADR 0050; import through this file only). */
export { RetentionPage } from './components/RetentionPage';
export { LegalHoldModal } from './components/LegalHoldModal';
