import { useState, type ReactNode } from 'react';
import { limits, messages, type AccessCodeLoginResponse, type AppType, type CurrentUser } from '@guru/shared';
import { CodeEntryForm } from '../../../components/CodeEntryForm';
import { useCodeEntry } from '../hooks/useCodeEntry';
import { usePinUnlock } from '../hooks/usePinUnlock';
import { VaultPasswordForm } from './VaultPasswordForm';

export interface PinEntryFormProps {
  app: AppType;
  onUnlocked: (user: CurrentUser) => void;
  onSessionEnded: (message: string) => void;
  /** Shown above the boxes (logo, title, text). */
  header?: ReactNode;
  /** Shown below the Verify button (links). */
  footer?: ReactNode;
  /** Shown below the password form of a tab without the vault key (see VaultPasswordForm). */
  passwordFooter?: ReactNode;
  /** Told when the form moves from the PIN to the password (the page may retitle itself). */
  onPasswordStep?: () => void;
  /** The password form shows its own title and explanation unless the page already does. */
  passwordIntro?: boolean;
}

/**
 * Four masked PIN boxes and Verify: unlocks the session (sign-in PIN step and idle lock alike).
 * A wrong PIN shows the server's message and clears the boxes. In a tab that holds no vault key
 * the password is asked next (VaultPasswordForm).
 */
export function PinEntryForm({
  app,
  onUnlocked,
  onSessionEnded,
  header,
  footer,
  passwordFooter,
  onPasswordStep,
  passwordIntro = true,
}: PinEntryFormProps) {
  const unlock = usePinUnlock(app);
  const [passwordNeeded, setPasswordNeeded] = useState<AccessCodeLoginResponse | null>(null);
  const entry = useCodeEntry(limits.pinLength, messages.enterPin, async (pin) => {
    const result = await unlock(pin);
    if (result.kind === 'retry') return result.message;
    if (result.kind === 'unlocked') onUnlocked(result.user);
    else if (result.kind === 'needsPassword') {
      setPasswordNeeded(result.response);
      onPasswordStep?.();
    } else onSessionEnded(result.message);
    return null;
  });

  if (passwordNeeded) {
    return (
      <VaultPasswordForm
        app={app}
        response={passwordNeeded}
        onUnlocked={onUnlocked}
        onSessionEnded={onSessionEnded}
        intro={passwordIntro}
        footer={passwordFooter}
      />
    );
  }

  return (
    <CodeEntryForm
      entry={entry}
      length={limits.pinLength}
      masked
      submitLabel={messages.verify}
      header={header}
      footer={footer}
    />
  );
}
