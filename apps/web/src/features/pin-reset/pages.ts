/** The screens of PIN reset, loaded with their route (index.ts). */
export { ResetPinDonePage } from './components/ResetPinDonePage';
export { ResetPinPage } from './components/ResetPinPage';
export { ResetPinVerifyPage } from './components/ResetPinVerifyPage';
