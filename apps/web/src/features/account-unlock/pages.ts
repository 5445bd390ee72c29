/** The screen of the account unlock link, loaded with its route (index.ts). */
export { UnlockAccountPage } from './components/UnlockAccountPage';
