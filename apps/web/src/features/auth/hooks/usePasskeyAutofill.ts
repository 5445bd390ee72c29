import { useCallback, useEffect, useRef, useState } from 'react';
import type { AppType } from '@guru/shared';
import { errorMessage } from '../../../lib/apiClient';

/** Whether this browser can offer passkeys in a field's autofill (conditional mediation). */
async function conditionalMediationAvailable(): Promise<boolean> {
  if (typeof PublicKeyCredential === 'undefined') return false;
  const check = (PublicKeyCredential as { isConditionalMediationAvailable?: () => Promise<boolean> })
    .isConditionalMediationAvailable;
  return check ? check.call(PublicKeyCredential).catch(() => false) : false;
}

export interface PasskeyAutofill {
  /** Ends the request (the password form is being sent). */
  pause(): void;
  /** Starts a new one (the password was refused: the page is the sign-in page again). */
  resume(): void;
}

/**
 * Conditional UI (ADR 0044): while the sign-in page is shown, the browser offers the address's passkeys in the
 * username field's autofill (its autocomplete ends in "webauthn"). Picking one signs in with the passkey alone
 * and `onSignedIn` runs (the PIN comes next); a refusal by the server is `onError`'s. Where the browser cannot
 * do it, nothing is loaded and the button stays the way in. The passkey code is loaded only where it can.
 */
export function usePasskeyAutofill(
  app: AppType,
  onSignedIn: () => void,
  onError: (message: string) => void,
): PasskeyAutofill {
  const [round, setRound] = useState(0);
  const active = useRef(false);
  const handlers = useRef({ onSignedIn, onError });
  handlers.current = { onSignedIn, onError };

  useEffect(() => {
    active.current = true;
    void (async () => {
      if (!(await conditionalMediationAvailable())) return;
      const passkeys = await import('../../passkeys/signIn.entry');
      if (!active.current) return;
      try {
        await passkeys.signInWithPasskeyAlone(app, { autofill: true });
        if (active.current) handlers.current.onSignedIn();
      } catch (cause) {
        // Cancelled (the form was sent, the page left) or not supported after all: the form stays the way in.
        if (active.current && !(cause instanceof passkeys.PasskeyProblem))
          handlers.current.onError(errorMessage(cause));
      }
    })();
    return () => {
      active.current = false;
      void import('../../passkeys/signIn.entry').then((m) => m.cancelPasskeyCeremony());
    };
  }, [app, round]);

  const pause = useCallback(() => {
    if (!active.current) return;
    active.current = false;
    void import('../../passkeys/signIn.entry').then((m) => m.cancelPasskeyCeremony());
  }, []);
  const resume = useCallback(() => setRound((n) => n + 1), []);
  return { pause, resume };
}
