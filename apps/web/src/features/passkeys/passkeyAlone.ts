import type { AppType } from '@guru/shared';
import { derivePasskeyKey } from '@guru/vault-crypto';
import { holdPasskeyKey } from '../../lib/keyStore';
import { getPasskeyAssertion } from './ceremony';
import { signInOptions, signInWithPasskey } from './passkeyAloneApi';

/**
 * The passkey alone (ADR 0044): the PRF output becomes the key the PIN step opens the vault with. With
 * `autofill`, the request is conditional: the browser offers the address's passkeys in the username field's
 * autofill, and the promise settles only when the person picks one (or the request is cancelled).
 */
export async function signInWithPasskeyAlone(app: AppType, opts: { autofill?: boolean } = {}): Promise<void> {
  const { options } = await signInOptions(app);
  const used = await getPasskeyAssertion(options, opts);
  await signInWithPasskey(app, used.response);
  if (used.prfOutput) {
    holdPasskeyKey(app, await derivePasskeyKey(used.prfOutput));
    used.prfOutput.fill(0);
  }
}
