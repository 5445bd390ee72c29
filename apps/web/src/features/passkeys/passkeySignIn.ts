import type { AppType } from '@guru/shared';
import { derivePasskeyKey } from '@guru/vault-crypto';
import { holdPasskeyKey } from '../../lib/keyStore';
import { getPasskeyAssertion } from './ceremony';
import { passSecondFactor, secondFactorOptions, signInOptions, signInWithPasskey } from './passkeysApi';

/** The passkey alone (ADR 0044): the PRF output becomes the key the PIN step opens the vault with. */
export async function signInWithPasskeyAlone(app: AppType): Promise<void> {
  const { options } = await signInOptions(app);
  const used = await getPasskeyAssertion(options);
  await signInWithPasskey(app, used.response);
  if (used.prfOutput) {
    holdPasskeyKey(app, await derivePasskeyKey(used.prfOutput));
    used.prfOutput.fill(0);
  }
}

/** The passkey after the password: the second factor (the password's wrapKey opens the vault). */
export async function passPasskeyStep(app: AppType): Promise<void> {
  const { options } = await secondFactorOptions(app);
  const used = await getPasskeyAssertion(options);
  used.prfOutput?.fill(0);
  await passSecondFactor(app, used.response);
}
