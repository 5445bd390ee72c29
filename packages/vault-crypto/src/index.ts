export {
  base64ToBytes,
  base64UrlToBytes,
  bytesToBase64,
  bytesToBase64Url,
  bytesToHex,
  hexToBytes,
  utf8Decode,
  utf8Encode,
} from './encoding.js';
export { KEY_LENGTH, SALT_LENGTH, randomBytes, randomKey, randomSaltB64 } from './random.js';
export {
  AUTH_KEY_INFO,
  KDF_DEFAULTS,
  KDF_MAXIMUMS,
  KdfDowngradeError,
  WRAP_KEY_INFO,
  assertKdfParams,
  deriveLoginKeys,
  deriveMasterKey,
  splitMasterKey,
} from './kdf.js';
export type { KdfParams } from './kdf.js';
export {
  ENVELOPE_VERSION,
  EnvelopeError,
  EnvelopeErrorReason,
  IV_LENGTH,
  TAG_LENGTH,
  decryptEnvelope,
  decryptEnvelopeText,
  decryptJson,
  encryptEnvelope,
  encryptJson,
  importRecordKey,
  isEnvelope,
} from './envelope.js';
export type { Envelope, PlaintextSchema, RecordKey } from './envelope.js';
export { DEFAULT_IN_FLIGHT, decryptJsonMany } from './envelope-many.js';
export {
  RECOVERY_CODE_LENGTH,
  RECOVERY_KEY_INFO,
  RecoveryCodeError,
  deriveRecoveryKey,
  formatRecoveryCode,
  generateRecoveryCode,
  normalizeRecoveryCode,
} from './recovery-code.js';
export {
  PROTECTED_USER_KEY_AAD,
  RECOVERY_USER_KEY_AAD,
  createRecoveryUserKey,
  createVaultKeys,
  openProtectedUserKey,
  openRecoveryUserKey,
  protectUserKey,
  unwrapUserKey,
  wrapUserKey,
} from './user-key.js';
export type { RekeyedLogin } from './rekey.js';
export { rekeyUserKey } from './rekey.js';
export { SESSION_SEAL_AAD, openFromSession, sealForSession } from './session-seal.js';
export type { FolderData, ItemField, ItemSecret, ItemSummary } from './vault-records.js';
export {
  decryptFolder,
  decryptItemSecret,
  decryptItemSummary,
  decryptItemSummaries,
  encryptFolder,
  encryptItem,
  folderAad,
  itemAad,
} from './vault-records.js';
export type { EmergencyKeys } from './emergency-key.js';
export {
  EMERGENCY_KEY_INFO,
  EMERGENCY_PROOF_INFO,
  EMERGENCY_USER_KEY_AAD,
  createEmergencyKeys,
  emergencyKitProof,
  joinEmergencyKey,
  openEmergencyUserKey,
} from './emergency-key.js';
export type { CredentialsForNames, NameCredential, NameKeys, NameSalts } from './login-credentials.js';
export {
  credentialOf,
  deriveCredentialsForNames,
  deriveKeysForNames,
  newLoginFields,
} from './login-credentials.js';
export {
  PASSKEY_KEY_INFO,
  PASSKEY_PRF_INPUT_TEXT,
  PASSKEY_USER_KEY_AAD,
  derivePasskeyKey,
  openPasskeyUserKey,
  passkeyPrfInput,
  wrapUserKeyForPasskey,
} from './passkey-prf.js';
