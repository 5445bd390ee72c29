import { ErrorCode, errorStatus, messages } from '@guru/shared';

/** The one error type of the server: a stable code, a user-facing message, an HTTP status. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  constructor(code: ErrorCode, message: string) {
    super(message);
    this.code = code;
    this.status = errorStatus[code];
  }
}

/** The errors every module raises alike; a module's own codes are built with `new AppError`. */
export const appErrors = {
  validation: (message: string = messages.invalidInput) => new AppError(ErrorCode.VALIDATION, message),
  unauthenticated: () => new AppError(ErrorCode.UNAUTHENTICATED, messages.unauthenticated),
  forbidden: () => new AppError(ErrorCode.FORBIDDEN, messages.forbidden),
  notFound: () => new AppError(ErrorCode.NOT_FOUND, messages.notFound),
  conflict: (message: string) => new AppError(ErrorCode.CONFLICT, message),
} as const;

/** The row the query found; NOT_FOUND when there is none. */
export async function found<T>(row: Promise<T | undefined>): Promise<T> {
  const value = await row;
  if (value === undefined) throw appErrors.notFound();
  return value;
}
