/** The firm's team in the advisor console (import through this file only). */
export { TeamPage } from './components/TeamPage';
