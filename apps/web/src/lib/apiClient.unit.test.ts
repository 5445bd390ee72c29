import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode, messages, okSchema, providerFirmList } from '@guru/shared';
import {
  ApiError,
  INVALID_RESPONSE_CODE,
  NETWORK_ERROR_CODE,
  apiDownload,
  apiRequest,
  onApiError,
  onSessionError,
  type SessionErrorEvent,
} from './apiClient';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends JSON with the app header and same-origin credentials, and unwraps data', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(200, { data: { ok: true } }));
    vi.stubGlobal('fetch', fetchMock);
    const result = await apiRequest('/auth/heartbeat', {
      app: 'documentvault',
      body: { appType: 'documentvault' },
      schema: okSchema,
    });
    expect(result).toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/pass-api/api/v1/auth/heartbeat');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.headers).toMatchObject({
      'content-type': 'application/json',
      'x-app-type': 'documentvault',
    });
    expect(init?.body).toBe('{"appType":"documentvault"}');
  });

  it('sends a file as the body itself, typed by the file', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(200, { data: { ok: true } }));
    vi.stubGlobal('fetch', fetchMock);
    const file = new Blob(['png'], { type: 'image/png' });
    await apiRequest('/be/api/firm/branding/logo', {
      app: 'passwordguru',
      file,
      method: 'PUT',
      schema: okSchema,
    });
    const init = fetchMock.mock.calls[0]![1];
    expect(init?.method).toBe('PUT');
    expect(init?.body).toBe(file);
    expect(init?.headers).toMatchObject({ 'content-type': 'image/png', 'x-app-type': 'passwordguru' });
  });

  it('tells the error listeners of every refused call, with its app', async () => {
    vi.stubGlobal('fetch', async () =>
      jsonResponse(402, { error: { code: 'SUBSCRIPTION_INVALID', message: 'Renew it.' } }),
    );
    const seen: string[] = [];
    const stop = onApiError((error, app) => seen.push(`${error.code} ${app}`));
    await expect(
      apiRequest('/be/api/subscription', { app: 'documentvault', schema: okSchema }),
    ).rejects.toThrow('Renew it.');
    stop();
    await expect(
      apiRequest('/be/api/subscription', { app: 'documentvault', schema: okSchema }),
    ).rejects.toThrow();
    expect(seen).toEqual(['SUBSCRIPTION_INVALID documentvault']);
  });

  it('keeps /be/api paths as they are and adds the query string', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(200, { data: { results: [], total: 0 } }));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/be/api/admin/firms', {
      app: 'passwordguru',
      query: { limit: '10' },
      schema: providerFirmList,
    });
    expect(fetchMock.mock.calls[0]![0]).toBe('/be/api/admin/firms?limit=10');
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('GET');
  });

  it('throws a typed ApiError with the server message', async () => {
    vi.stubGlobal('fetch', async () =>
      jsonResponse(400, { error: { code: 'PIN_WRONG', message: 'Pin code is wrong.' } }),
    );
    const error = await apiRequest('/auth/access-code-login', {
      app: 'passwordguru',
      body: {},
      schema: okSchema,
    }).catch((cause: unknown) => cause);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'PIN_WRONG', message: 'Pin code is wrong.' });
  });

  it('announces session errors to listeners', async () => {
    vi.stubGlobal('fetch', async () =>
      jsonResponse(401, {
        error: { code: 'PIN_REQUIRED', message: 'Please enter your PIN code to continue.' },
      }),
    );
    const events: SessionErrorEvent[] = [];
    const unsubscribe = onSessionError((event) => events.push(event));
    await apiRequest('/users/currentUser', { app: 'passwordguru', schema: okSchema }).catch(() => undefined);
    unsubscribe();
    expect(events).toEqual([
      { app: 'passwordguru', code: 'PIN_REQUIRED', message: 'Please enter your PIN code to continue.' },
    ]);
  });

  it('announces a disabled account as a session-ending error, but not an ordinary error', async () => {
    const events: SessionErrorEvent[] = [];
    const unsubscribe = onSessionError((event) => events.push(event));
    vi.stubGlobal('fetch', async () =>
      jsonResponse(403, { error: { code: 'ACCOUNT_DISABLED', message: 'Your account has been disabled.' } }),
    );
    await apiRequest('/users/currentUser', { app: 'passwordguru', schema: okSchema }).catch(() => undefined);
    vi.stubGlobal('fetch', async () => jsonResponse(400, { error: { code: 'VALIDATION', message: 'Bad.' } }));
    await apiRequest('/users/currentUser', { app: 'passwordguru', schema: okSchema }).catch(() => undefined);
    unsubscribe();
    expect(events).toEqual([
      { app: 'passwordguru', code: 'ACCOUNT_DISABLED', message: 'Your account has been disabled.' },
    ]);
  });

  it('turns a network failure into an ApiError', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(
      apiRequest('/auth/session', { app: 'passwordguru', schema: okSchema }),
    ).rejects.toMatchObject({
      code: NETWORK_ERROR_CODE,
    });
  });

  it('refuses an answer its schema does not match with a clear ApiError, told to no listener', async () => {
    vi.stubGlobal('fetch', async () => jsonResponse(200, { data: { results: 'not a list', total: 1 } }));
    const seen: string[] = [];
    const stopApi = onApiError((error) => seen.push(error.code));
    const stopSession = onSessionError((event) => seen.push(event.code));
    const error = await apiRequest('/be/api/admin/firms', {
      app: 'passwordguru',
      schema: providerFirmList,
    }).catch((cause: unknown) => cause);
    stopApi();
    stopSession();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 200, code: INVALID_RESPONSE_CODE, message: messages.internal });
    expect((error as ApiError).cause).toBeDefined();
    expect(seen).toEqual([]);
  });

  it('keeps only what the schema knows of an answer', async () => {
    vi.stubGlobal('fetch', async () => jsonResponse(200, { data: { ok: true, extra: 'dropped' } }));
    await expect(apiRequest('/auth/heartbeat', { app: 'passwordguru', schema: okSchema })).resolves.toEqual({
      ok: true,
    });
  });
});

describe('apiDownload', () => {
  it("fetches a file with the session cookie and app header, and gives its bytes and the server's name", async () => {
    const fetchMock = vi.fn<typeof fetch>(
      async () =>
        new Response('xlsx bytes', {
          status: 200,
          headers: {
            'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
            'content-disposition': 'attachment; filename="2026-05-01_clients.xlsx"',
          },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const file = await apiDownload('/users/export', { app: 'documentvault', query: { ids: 'a,b' } });
    expect(await file.blob.text()).toBe('xlsx bytes');
    expect(file.fileName).toBe('2026-05-01_clients.xlsx');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/pass-api/api/v1/users/export?ids=a%2Cb');
    expect(init?.method).toBe('GET');
    expect(init?.credentials).toBe('same-origin');
    expect(init?.headers).toMatchObject({ 'x-app-type': 'documentvault' });
  });

  it('names no file when the server names none', async () => {
    vi.stubGlobal('fetch', async () => new Response('bytes', { status: 200 }));
    expect(
      (await apiDownload('/be/api/admin/newsletter/export', { app: 'passwordguru' })).fileName,
    ).toBeNull();
  });

  it('meets an expired session as a JSON call does: the same error and the same announcements', async () => {
    const expired = { error: { code: ErrorCode.SESSION_EXPIRED, message: messages.sessionExpired } };
    vi.stubGlobal('fetch', async () => jsonResponse(401, expired));
    const events: SessionErrorEvent[] = [];
    const refused: string[] = [];
    const stopSession = onSessionError((event) => events.push(event));
    const stopApi = onApiError((error, app) => refused.push(`${error.code} ${app}`));
    const fromJson = await apiRequest('/users/currentUser', { app: 'documentvault', schema: okSchema }).catch(
      (cause: unknown) => cause,
    );
    const fromDownload = await apiDownload('/docVaults/downloadDocument', {
      app: 'documentvault',
      query: { id: 'x' },
    }).catch((cause: unknown) => cause);
    stopSession();
    stopApi();
    expect(fromDownload).toBeInstanceOf(ApiError);
    expect(fromDownload).toMatchObject({
      status: 401,
      code: ErrorCode.SESSION_EXPIRED,
      message: messages.sessionExpired,
    });
    expect(fromDownload).toMatchObject({
      status: (fromJson as ApiError).status,
      code: (fromJson as ApiError).code,
      message: (fromJson as ApiError).message,
    });
    const event = { app: 'documentvault', code: ErrorCode.SESSION_EXPIRED, message: messages.sessionExpired };
    expect(events).toEqual([event, event]);
    expect(refused).toEqual(['SESSION_EXPIRED documentvault', 'SESSION_EXPIRED documentvault']);
  });

  it('says its own failure message when a refusal has no error envelope', async () => {
    vi.stubGlobal('fetch', async () => new Response('<html>bad gateway</html>', { status: 502 }));
    await expect(
      apiDownload('/docVaults/downloadDocument', {
        app: 'documentvault',
        failureMessage: 'The download failed.',
      }),
    ).rejects.toMatchObject({ status: 502, code: ErrorCode.INTERNAL, message: 'The download failed.' });
    await expect(apiDownload('/docVaults/downloadDocument', { app: 'documentvault' })).rejects.toMatchObject({
      message: messages.internal,
    });
  });

  it('turns a network failure into an ApiError, and lets an abort through', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiDownload('/docVaults/downloadDocument', { app: 'documentvault' })).rejects.toMatchObject({
      code: NETWORK_ERROR_CODE,
    });
    vi.stubGlobal('fetch', async () => {
      throw new DOMException('aborted', 'AbortError');
    });
    await expect(apiDownload('/docVaults/downloadDocument', { app: 'documentvault' })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });
});
