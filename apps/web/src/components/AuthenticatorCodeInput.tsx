import { limits, messages } from '@guru/shared';
import type { CodeEntryState } from './CodeEntryForm';
import { CodeInput } from './CodeInput';
import { FormError } from './FormError';

/** The masked 6-digit "Verify Code" boxes of an authenticator code and their error line. */
export function AuthenticatorCodeInput({ entry }: { entry: CodeEntryState }) {
  return (
    <>
      <CodeInput
        ref={entry.codeInput}
        length={limits.twoFactorCodeLength}
        masked
        label={messages.verifyCode}
        autoFocus
        disabled={entry.busy}
        invalid={entry.error !== null}
        onChange={entry.onCodeChange}
      />
      <FormError message={entry.error} />
    </>
  );
}
