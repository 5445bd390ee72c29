import { ErrorCode } from '@guru/shared';
import { errorMessage, isApiError, isSessionErrorCode } from '../../lib/apiClient';

export type CodeStepFailure = { kind: 'retry' | 'ended'; message: string };

/** Errors of the second-factor step: too many wrong codes or a lost session go back to the login. */
export function classifyCodeError(error: unknown): CodeStepFailure {
  if (
    isApiError(error) &&
    (error.code === ErrorCode.CODE_ATTEMPTS_EXCEEDED || isSessionErrorCode(error.code))
  ) {
    return { kind: 'ended', message: error.message };
  }
  return { kind: 'retry', message: errorMessage(error) };
}
