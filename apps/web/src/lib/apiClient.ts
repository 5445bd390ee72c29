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

/**
 * Our own code for an answer that does not match the response schema of its call: shown as
 * messages.internal like any failed call, with the schema's complaint as the error's `cause`.
 */
export const INVALID_RESPONSE_CODE = 'INVALID_RESPONSE';

export class ApiError extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string, options?: ErrorOptions) {
    super(message, options);
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

/**
 * Anything with a zod-like `parse` that throws on a mismatch: the shared schemas, or on the first page
 * the zod-free parsers of `lib/plainParsers.ts`.
 */
export interface ResponseParser<T> {
  parse(input: unknown): T;
}

interface RequestOptions {
  /** The app whose session cookie the server should use; defaults to the app of the current URL. */
  app?: AppType;
  query?: Record<string, string>;
  signal?: AbortSignal;
}

export interface ApiRequestOptions<T> extends RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** A file sent as the body itself, with its own type as the content type (e.g. a logo), instead of JSON. */
  file?: Blob;
  /**
   * The response schema of the call's `data`: the one its server route declares (`@guru/shared`).
   * Required, so that no answer is used unchecked.
   */
  schema: ResponseParser<T>;
}

export interface ApiDownloadOptions extends RequestOptions {
  /** The text of a refusal whose body is not an error envelope (messages.internal when not given). */
  failureMessage?: string;
  /** A JSON body: the file is then asked for with a POST (a ZIP of a selection). */
  body?: unknown;
}

/** A file the API sent: its bytes, and the name the server gave it (Content-Disposition), if any. */
export interface DownloadedFile {
  blob: Blob;
  fileName: string | null;
}

function urlOf(path: string, query: Record<string, string> | undefined): string {
  const base = apiPrefixOf(path) ? path : `${API_PREFIX}${path}`;
  if (!query) return base;
  return `${base}?${new URLSearchParams(query).toString()}`;
}

function contentTypeOf(options: Omit<ApiRequestOptions<unknown>, 'schema'>): Record<string, string> {
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

/** The server's code and message from an error body (errorEnvelope); `fallbackMessage` for any other body. */
export function apiErrorFromBody(
  status: number,
  body: unknown,
  fallbackMessage: string = messages.internal,
): ApiError {
  if (!isErrorBody(body)) return new ApiError(status, ErrorCode.INTERNAL, fallbackMessage);
  return new ApiError(status, body.error.code, body.error.message);
}

/**
 * Tells the listeners of a refused call: the session's (sign in again, the PIN…) for sessionErrorCodes,
 * and every onApiError listener. Every call of this client does it; exported for the vault worker,
 * whose calls run in a Web Worker and whose failures are announced on the page (vaultClient.ts).
 */
export function announceApiError(error: ApiError, app: AppType): void {
  if (isSessionErrorCode(error.code)) {
    const event: SessionErrorEvent = { app, code: error.code, message: error.message };
    sessionErrorListeners.forEach((listener) => listener(event));
  }
  apiErrorListeners.forEach((listener) => listener(error, app));
}

/** One fetch with the session's cookie and app header; a failure to reach the server is a NETWORK_ERROR ApiError. */
async function send(
  path: string,
  options: RequestOptions,
  request: { method: string; headers: Record<string, string>; body?: BodyInit },
  app: AppType,
): Promise<Response> {
  try {
    return await fetch(urlOf(path, options.query), {
      ...request,
      credentials: 'same-origin',
      headers: { ...request.headers, 'x-app-type': app },
      signal: options.signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, NETWORK_ERROR_CODE, messages.networkError);
  }
}

/** The ApiError of a refused call (its body read as an error envelope), announced to the listeners. */
async function refusal(response: Response, app: AppType, fallbackMessage?: string): Promise<ApiError> {
  const body: unknown = await response.json().catch(() => null);
  const error = apiErrorFromBody(response.status, body, fallbackMessage);
  announceApiError(error, app);
  return error;
}

/**
 * One JSON call to the API. Resolves with the `data` of `{"data": …}`, checked by `options.schema`;
 * rejects with an ApiError carrying the server's code and message, or INVALID_RESPONSE_CODE (with
 * messages.internal) for an answer the schema refuses.
 */
export async function apiRequest<T>(path: string, options: ApiRequestOptions<T>): Promise<T> {
  const app = options.app ?? currentApp();
  const hasBody = options.body !== undefined || options.file !== undefined;
  const response = await send(
    path,
    options,
    {
      method: options.method ?? (hasBody ? 'POST' : 'GET'),
      // content-type only with a body: the server refuses a JSON content type on an empty body.
      headers: { ...contentTypeOf(options), accept: 'application/json' },
      body: options.file ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    },
    app,
  );
  if (!response.ok) throw await refusal(response, app);

  const body: unknown = await response.json().catch(() => null);
  if (typeof body !== 'object' || body === null || !('data' in body)) {
    throw new ApiError(response.status, ErrorCode.INTERNAL, messages.internal);
  }
  try {
    return options.schema.parse((body as { data: unknown }).data);
  } catch (cause) {
    throw new ApiError(response.status, INVALID_RESPONSE_CODE, messages.internal, { cause });
  }
}

/** The file name of a Content-Disposition header (`attachment; filename="…"`), if it names one. */
function fileNameOf(response: Response): string | null {
  return /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? null;
}

/**
 * One GET of a file (an export, a template, a document): the same session cookie, app header, network
 * error, error envelope and session/refusal announcements as apiRequest, the answer's bytes as a Blob
 * (kept on disk by the browser when large). Save it with `downloadBlob` (lib/download.ts).
 */
export async function apiDownload(path: string, options: ApiDownloadOptions = {}): Promise<DownloadedFile> {
  const app = options.app ?? currentApp();
  const request: { method: string; headers: Record<string, string>; body?: BodyInit } =
    options.body === undefined
      ? { method: 'GET', headers: {} }
      : {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(options.body),
        };
  const response = await send(path, options, request, app);
  if (!response.ok) throw await refusal(response, app, options.failureMessage);
  return { blob: await response.blob(), fileName: fileNameOf(response) };
}
