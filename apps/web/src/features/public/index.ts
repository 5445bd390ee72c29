/** What the rest of the web app may use of the public pages (import through this file only). */
export { DocumentsIntroPage } from './DocumentsIntroPage';
export { HomePage } from './HomePage';
export { PasswordIntroPage } from './PasswordIntroPage';
