import { base64UrlToBytes, bytesToBase64Url } from './encoding.js';
import { hkdfSha256 } from './hkdf.js';
import { KEY_LENGTH, randomBytes } from './random.js';
import { RECOVERY_CODE_BYTES, generateRecoveryCode, recoveryCodeToBytes } from './recovery-code.js';
import { unwrapUserKey, wrapUserKey } from './user-key.js';

/**
 * Emergency access (DESIGN section 11, ADR 0021): a random 128-bit emergency key E opens the user key
 * (emergencyUserKey = AES-GCM(HKDF(E), userKey)); E = S xor C, where the server keeps the share S and the
 * contact's Emergency Access Kit holds the share C (printed like a recovery code). Neither share alone tells
 * anything about E. The server checks that a contact holds C through a one-way proof derived from C.
 */
export const EMERGENCY_KEY_INFO = 'guru-suite/emergency-key/v1';
export const EMERGENCY_PROOF_INFO = 'guru-suite/emergency-kit-proof/v1';
export const EMERGENCY_USER_KEY_AAD = 'guru-suite/emergency-user-key/v1';
export const EMERGENCY_SHARE_BYTES = RECOVERY_CODE_BYTES;

/** What saving an emergency contact makes in the browser. */
export interface EmergencyKeys {
  /** The share C, shown only in the printed kit (never sent anywhere). */
  kitCode: string;
  /** The share S (base64url), sent to the server, which keeps it encrypted at rest. */
  serverShare: string;
  /** AES-GCM(HKDF(E), userKey). */
  emergencyUserKey: string;
  /** The proof that a caller holds C (base64url); the server keeps only its keyed hash. */
  kitProof: string;
}

function xor(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (a.length !== b.length) throw new RangeError('shares differ in length');
  return a.map((byte, i) => byte ^ b[i]!);
}

async function emergencyWrappingKey(e: Uint8Array): Promise<Uint8Array> {
  return hkdfSha256(e, new Uint8Array(0), EMERGENCY_KEY_INFO, KEY_LENGTH);
}

function serverShareBytes(serverShare: string): Uint8Array {
  const bytes = base64UrlToBytes(serverShare);
  if (bytes.length !== EMERGENCY_SHARE_BYTES) throw new RangeError('The server share must be 16 bytes');
  return bytes;
}

/** E = S xor C: rebuilt only in the contact's browser, once the server releases S. */
export function joinEmergencyKey(serverShare: string, kitCode: string): Uint8Array {
  const s = serverShareBytes(serverShare);
  const c = recoveryCodeToBytes(kitCode);
  try {
    return xor(s, c);
  } finally {
    s.fill(0);
    c.fill(0);
  }
}

/** The one-way proof of the kit's code (throws RecoveryCodeError for a mistyped code). */
export async function emergencyKitProof(kitCode: string): Promise<string> {
  const c = recoveryCodeToBytes(kitCode);
  try {
    return bytesToBase64Url(await hkdfSha256(c, new Uint8Array(0), EMERGENCY_PROOF_INFO, KEY_LENGTH));
  } finally {
    c.fill(0);
  }
}

/** Saving a contact: a fresh E, its two shares, the user key wrapped under E, and the kit's proof. */
export async function createEmergencyKeys(userKey: Uint8Array): Promise<EmergencyKeys> {
  const kitCode = generateRecoveryCode();
  const c = recoveryCodeToBytes(kitCode);
  const s = randomBytes(EMERGENCY_SHARE_BYTES);
  const e = xor(c, s);
  const wrapping = await emergencyWrappingKey(e);
  try {
    return {
      kitCode,
      serverShare: bytesToBase64Url(s),
      emergencyUserKey: await wrapUserKey(wrapping, userKey, EMERGENCY_USER_KEY_AAD),
      kitProof: await emergencyKitProof(kitCode),
    };
  } finally {
    for (const bytes of [c, s, e, wrapping]) bytes.fill(0);
  }
}

/** The contact's browser: S from the server and C from the kit open the user key (EnvelopeError when they do not). */
export async function openEmergencyUserKey(
  kitCode: string,
  serverShare: string,
  emergencyUserKey: string,
): Promise<Uint8Array> {
  const e = joinEmergencyKey(serverShare, kitCode);
  const wrapping = await emergencyWrappingKey(e);
  try {
    return await unwrapUserKey(wrapping, emergencyUserKey, EMERGENCY_USER_KEY_AAD);
  } finally {
    e.fill(0);
    wrapping.fill(0);
  }
}
