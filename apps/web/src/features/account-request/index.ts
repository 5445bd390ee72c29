/** What the rest of the web app may use of account requests (import through this file only). */
export { AccountRequestPage } from './components/AccountRequestPage';
