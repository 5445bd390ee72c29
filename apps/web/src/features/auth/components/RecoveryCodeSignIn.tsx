import { ErrorCode, messages, recoveryMessages, type AppType } from '@guru/shared';
import { TypedCodeForm } from '../../../components/TypedCodeForm';
import { errorMessage, isApiError } from '../../../lib/apiClient';
import { signInWithRecoveryCode } from '../api/totpRecoveryApi';

export interface RecoveryCodeSignInProps {
  app: AppType;
  onVerified: () => void;
  onSessionEnded: (message: string) => void;
}

/** "Use a recovery code" at the authenticator step: one of the printed codes, once each. */
export function RecoveryCodeSignIn({ app, onVerified, onSessionEnded }: RecoveryCodeSignInProps) {
  return (
    <TypedCodeForm
      label={recoveryMessages.recoveryCodeLabel}
      submitLabel={messages.verify}
      autoComplete="off"
      spellCheck={false}
      onSubmit={async (code) => {
        await signInWithRecoveryCode(app, code);
        onVerified();
      }}
      onFailure={(cause) => {
        const ended = [
          ErrorCode.CODE_ATTEMPTS_EXCEEDED,
          ErrorCode.ACCOUNT_LOCKED,
          ErrorCode.UNAUTHENTICATED,
          ErrorCode.SESSION_EXPIRED,
        ].some((c) => isApiError(cause, c));
        if (!ended) return errorMessage(cause);
        onSessionEnded(errorMessage(cause));
        return null;
      }}
    />
  );
}
