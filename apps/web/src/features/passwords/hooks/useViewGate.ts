import { useCallback, useState } from 'react';
import { AppType } from '@guru/shared';
import { confirmPinCode } from '../api/passwordsApi';
import { readSkipPin, writeSkipPin } from '../../../lib/skipPinPreference';
import { PinOutcome, usePinErrorHandler } from '../../auth';

/**
 * PIN confirmation before a password is opened: POST /auth/access-code; on success the choice
 * "I wish to enter my PIN each time…" is stored (skip flag = NOT ticked). Resolves true when done.
 */
export function useConfirmViewPin(): (
  pinCode: string,
  eachTime: boolean,
) => Promise<{ done: boolean; ok: boolean }> {
  const handlePinError = usePinErrorHandler(AppType.password);
  return useCallback(
    async (pinCode: string, eachTime: boolean) => {
      try {
        await confirmPinCode(pinCode);
      } catch (error) {
        return { done: handlePinError(error) === PinOutcome.ended, ok: false };
      }
      writeSkipPin(!eachTime);
      return { done: true, ok: true };
    },
    [handlePinError],
  );
}

/**
 * The PIN before a password is opened (view or edit; seed section 4 "PIN view"), skipped when the
 * user unticked "I wish to enter my PIN each time…" earlier in this browser session.
 */
export function useViewGate() {
  const confirmViewPin = useConfirmViewPin();
  const [pending, setPending] = useState<(() => void) | null>(null);

  /** Runs `open` at once when the PIN may be skipped, otherwise after a correct PIN. */
  const request = useCallback((open: () => void) => {
    if (readSkipPin()) open();
    else setPending(() => open);
  }, []);

  const cancel = useCallback(() => setPending(null), []);

  const submit = useCallback(
    async (pinCode: string, eachTime: boolean): Promise<boolean> => {
      const result = await confirmViewPin(pinCode, eachTime);
      if (!result.done) return false;
      const open = pending;
      setPending(null);
      if (result.ok) open?.();
      return true;
    },
    [confirmViewPin, pending],
  );

  return { pinOpened: pending !== null, request, cancel, submit };
}
