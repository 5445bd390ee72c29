import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  ApiError,
  NETWORK_ERROR_CODE,
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
    const result = await apiRequest<{ ok: boolean }>('/auth/heartbeat', {
      app: 'documentvault',
      body: { appType: 'documentvault' },
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
    await apiRequest('/be/api/firm/branding/logo', { app: 'passwordguru', file, method: 'PUT' });
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
    await expect(apiRequest('/be/api/subscription', { app: 'documentvault' })).rejects.toThrow('Renew it.');
    stop();
    await expect(apiRequest('/be/api/subscription', { app: 'documentvault' })).rejects.toThrow();
    expect(seen).toEqual(['SUBSCRIPTION_INVALID documentvault']);
  });

  it('keeps /be/api paths as they are and adds the query string', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(200, { data: { results: [], total: 0 } }));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('/be/api/admin/firms', { app: 'passwordguru', query: { limit: '10' } });
    expect(fetchMock.mock.calls[0]![0]).toBe('/be/api/admin/firms?limit=10');
    expect(fetchMock.mock.calls[0]![1]?.method).toBe('GET');
  });

  it('throws a typed ApiError with the server message', async () => {
    vi.stubGlobal('fetch', async () =>
      jsonResponse(400, { error: { code: 'PIN_WRONG', message: 'Pin code is wrong.' } }),
    );
    const error = await apiRequest('/auth/access-code-login', { app: 'passwordguru', body: {} }).catch(
      (cause: unknown) => cause,
    );
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
    await apiRequest('/users/currentUser', { app: 'passwordguru' }).catch(() => undefined);
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
    await apiRequest('/users/currentUser', { app: 'passwordguru' }).catch(() => undefined);
    vi.stubGlobal('fetch', async () => jsonResponse(400, { error: { code: 'VALIDATION', message: 'Bad.' } }));
    await apiRequest('/users/currentUser', { app: 'passwordguru' }).catch(() => undefined);
    unsubscribe();
    expect(events).toEqual([
      { app: 'passwordguru', code: 'ACCOUNT_DISABLED', message: 'Your account has been disabled.' },
    ]);
  });

  it('turns a network failure into an ApiError', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(apiRequest('/auth/session', { app: 'passwordguru' })).rejects.toMatchObject({
      code: NETWORK_ERROR_CODE,
    });
  });
});
