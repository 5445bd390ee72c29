/** Passkeys in the browser (ADR 0044): the ceremonies, their API calls, the sign-in step. */
export { PasskeyStepModal } from './PasskeyStepModal';
export { PasskeysSection } from './components/PasskeysSection';
export { FirmPasskeyRule } from './components/FirmPasskeyRule';
export { passPasskeyStep } from './passkeySignIn';
export { signInWithPasskeyAlone } from './passkeyAlone';
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
  startAddingPasskey,
  verifyPasskeyCode,
} from './passkeysApi';
