/** The firm's team and its access review in the advisor console (import through this file only). */
export { TeamPage } from './components/TeamPage';
export { AccessReviewPage } from './components/AccessReviewPage';
export { AdvisorOnlyGate } from './components/AdvisorOnlyGate';
