/** Incident notices (ADR 0053): the consoles' screens and the notice shown after the PIN (import through this file only). */
export { NoticesPage } from './components/NoticesPage';
export { ComposeNoticePage } from './components/ComposeNoticePage';
export { NoticeRecordPage } from './components/NoticeRecordPage';
export { PendingNoticeGate } from './components/PendingNoticeGate';
