import type { AppType } from '@guru/shared';
import { getPasskeyAssertion } from './ceremony';
import { passSecondFactor, secondFactorOptions } from './passkeysApi';

/** The passkey after the password: the second factor (the password's wrapKey opens the vault). */
export async function passPasskeyStep(app: AppType): Promise<void> {
  const { options } = await secondFactorOptions(app);
  const used = await getPasskeyAssertion(options);
  used.prfOutput?.fill(0);
  await passSecondFactor(app, used.response);
}
