import { API_PREFIX, AppType, ErrorCode, messages } from '@guru/shared';

/** A refused or failed call to the firm's API: the server's code and message (never a secret). */
export class ExtensionApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'ExtensionApiError';
    this.status = status;
    this.code = code;
  }
}

export const NETWORK_ERROR_CODE = 'NETWORK_ERROR';

/** Codes after which the session must be unlocked (PIN) or signed in again. */
export const lockingCodes: ReadonlySet<string> = new Set([ErrorCode.PIN_REQUIRED]);
export const endingCodes: ReadonlySet<string> = new Set([
  ErrorCode.SESSION_EXPIRED,
  ErrorCode.UNAUTHENTICATED,
  ErrorCode.ACCOUNT_DISABLED,
]);

export interface Parser<T> {
  parse(input: unknown): T;
}

export interface CallOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  query?: Record<string, string>;
  schema: Parser<T>;
}

function errorOf(status: number, body: unknown): ExtensionApiError {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  if (typeof error?.code === 'string' && typeof error.message === 'string')
    return new ExtensionApiError(status, error.code, error.message);
  return new ExtensionApiError(status, ErrorCode.INTERNAL, messages.internal);
}

/**
 * One call to the firm's API from the extension, as the web app makes it (apps/web lib/apiClient.ts): the
 * session cookie of Password Guru (the browser's own, shared with the web app at the firm's address), the app
 * header, JSON in and out, the answer checked by its shared schema.
 */
export async function callApi<T>(firmOrigin: string, path: string, options: CallOptions<T>): Promise<T> {
  const url = new URL(`${API_PREFIX}${path}`, firmOrigin);
  for (const [name, value] of Object.entries(options.query ?? {})) url.searchParams.set(name, value);
  const hasBody = options.body !== undefined;
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? (hasBody ? 'POST' : 'GET'),
      credentials: 'include',
      headers: {
        accept: 'application/json',
        'x-app-type': AppType.password,
        ...(hasBody ? { 'content-type': 'application/json' } : {}),
      },
      body: hasBody ? JSON.stringify(options.body) : undefined,
    });
  } catch {
    throw new ExtensionApiError(0, NETWORK_ERROR_CODE, messages.networkError);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw errorOf(response.status, body);
  if (typeof body !== 'object' || body === null || !('data' in body))
    throw new ExtensionApiError(response.status, ErrorCode.INTERNAL, messages.internal);
  try {
    return options.schema.parse((body as { data: unknown }).data);
  } catch {
    throw new ExtensionApiError(response.status, ErrorCode.INTERNAL, messages.internal);
  }
}
