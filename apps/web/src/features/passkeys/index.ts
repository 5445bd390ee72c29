/** Passkeys in the browser (ADR 0044): the ceremonies, their API calls, the sign-in step. */
export { PasskeyStepModal } from './PasskeyStepModal';
export { PasskeysSection } from './components/PasskeysSection';
export { FirmPasskeyRule } from './components/FirmPasskeyRule';
export { passPasskeyStep, signInWithPasskeyAlone } from './passkeySignIn';
export { PasskeyProblem, createPasskey, getPasskeyAssertion } from './ceremony';
export {
  listPasskeys,
  newPasskeyOptions,
  passkeysQueryKey,
  readFirmPasskeyPolicy,
  removePasskey,
  saveFirmPasskeyPolicy,
  savePasskey,
  savePasskeyWrap,
  signInOptions,
  startAddingPasskey,
  verifyPasskeyCode,
} from './passkeysApi';
