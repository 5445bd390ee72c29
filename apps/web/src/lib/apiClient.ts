import {
  API_PREFIX,
  ErrorCode,
  apiPrefixOf,
  appTypeOfPath,
  messages,
  type ApiErrorBody,
  type AppType,
} from '@guru/shared';

/**
 * Codes that end or pause a signed-in session; protected screens react to them globally
 * (ACCOUNT_DISABLED: the advisor disabled the account while it was signed in).
 */
export const sessionErrorCodes = [
  ErrorCode.PIN_REQUIRED,
  ErrorCode.SESSION_EXPIRED,
  ErrorCode.UNAUTHENTICATED,
  ErrorCode.ACCOUNT_DISABLED,
] as const;
export type SessionErrorCode = (typeof sessionErrorCodes)[number];

/** Our own code for a request that never reached the server. */
export const NETWORK_ERROR_CODE = 'NETWORK_ERROR';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
  }
}

export function isApiError(error: unknown, code?: string): error is ApiError {
  return error instanceof ApiError && (code === undefined || error.code === code);
}

export function isSessionErrorCode(code: string): code is SessionErrorCode {
  return (sessionErrorCodes as readonly string[]).includes(code);
}

/** The text to show for any error thrown by a call: the server's message when there is one. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return messages.internal;
}

export interface SessionErrorEvent {
  app: AppType;
  code: SessionErrorCode;
  message: string;
}
type SessionErrorListener = (event: SessionErrorEvent) => void;
const sessionErrorListeners = new Set<SessionErrorListener>();

/** Subscribe to the session-ending or pausing answers (sessionErrorCodes) of any call. */
export function onSessionError(listener: SessionErrorListener): () => void {
  sessionErrorListeners.add(listener);
  return () => {
    sessionErrorListeners.delete(listener);
  };
}

type ApiErrorListener = (error: ApiError, app: AppType) => void;
const apiErrorListeners = new Set<ApiErrorListener>();

/**
 * Subscribe to every refused call (any code), e.g. the advisor console's answer to a firm without a
 * valid subscription, which sends the advisor away whatever call met it.
 */
export function onApiError(listener: ApiErrorListener): () => void {
  apiErrorListeners.add(listener);
  return () => {
    apiErrorListeners.delete(listener);
  };
}

/** Anything with a zod-like `parse` (the shared schemas), used to check response bodies. */
export interface ResponseParser<T> {
  parse(input: unknown): T;
}

export interface ApiRequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** A file sent as the body itself, with its own type as the content type (e.g. a logo), instead of JSON. */
  file?: Blob;
  query?: Record<string, string>;
  /** The app whose session cookie the server should use; defaults to the app of the current URL. */
  app?: AppType;
  schema?: ResponseParser<T>;
  signal?: AbortSignal;
}

function urlOf(path: string, query: Record<string, string> | undefined): string {
  const base = apiPrefixOf(path) ? path : `${API_PREFIX}${path}`;
  if (!query) return base;
  return `${base}?${new URLSearchParams(query).toString()}`;
}

function contentTypeOf(options: ApiRequestOptions<unknown>): Record<string, string> {
  if (options.file !== undefined) return { 'content-type': options.file.type || 'application/octet-stream' };
  return options.body === undefined ? {} : { 'content-type': 'application/json' };
}

function currentApp(): AppType {
  return appTypeOfPath(typeof window === 'undefined' ? '/' : window.location.pathname);
}

/** The shape of the shared errorEnvelope, checked without zod (every screen's calls, the first page's included, pass here). */
function isErrorBody(body: unknown): body is ApiErrorBody {
  if (typeof body !== 'object' || body === null || !('error' in body)) return false;
  const error = (body as { error: unknown }).error;
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    typeof (error as { message?: unknown }).message === 'string'
  );
}

/** The server's code and message from an error body (errorEnvelope); a generic error for any other body. */
function errorFromBody(status: number, body: unknown): ApiError {
  if (!isErrorBody(body)) return new ApiError(status, ErrorCode.INTERNAL, messages.internal);
  return new ApiError(status, body.error.code, body.error.message);
}

/**
 * One JSON call to the API. Resolves with the `data` of `{"data": …}`; rejects with an ApiError
 * carrying the server's code and message.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  const app = options.app ?? currentApp();
  const hasBody = options.body !== undefined || options.file !== undefined;
  const init: RequestInit = {
    method: options.method ?? (hasBody ? 'POST' : 'GET'),
    credentials: 'same-origin',
    // content-type only with a body: the server refuses a JSON content type on an empty body.
    headers: { ...contentTypeOf(options), accept: 'application/json', 'x-app-type': app },
    signal: options.signal,
  };
  if (options.file !== undefined) init.body = options.file;
  else if (options.body !== undefined) init.body = JSON.stringify(options.body);

  let response: Response;
  try {
    response = await fetch(urlOf(path, options.query), init);
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, NETWORK_ERROR_CODE, messages.networkError);
  }

  const body: unknown = await response.json().catch(() => null);

  if (!response.ok) {
    const error = errorFromBody(response.status, body);
    if (isSessionErrorCode(error.code)) {
      const event: SessionErrorEvent = { app, code: error.code, message: error.message };
      sessionErrorListeners.forEach((listener) => listener(event));
    }
    apiErrorListeners.forEach((listener) => listener(error, app));
    throw error;
  }
  if (typeof body !== 'object' || body === null || !('data' in body)) {
    throw new ApiError(response.status, ErrorCode.INTERNAL, messages.internal);
  }
  const data = (body as { data: unknown }).data;
  return options.schema ? options.schema.parse(data) : (data as T);
}
