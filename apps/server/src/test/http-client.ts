import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { API_PREFIX, isUnderPrefix, serverPrefixes } from '@guru/shared';

/** A tiny cookie-keeping client over app.inject, bound to one host (= one firm). */
export class TestClient {
  private readonly cookies = new Map<string, string>();

  constructor(
    private readonly app: FastifyInstance,
    readonly host = 'localhost',
  ) {}

  async request(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'HEAD' | 'OPTIONS',
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<LightMyRequestResponse> {
    const fullUrl = serverPrefixes.some((prefix) => isUnderPrefix(url, prefix)) ? url : `${API_PREFIX}${url}`;
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const res = await this.app.inject({
      method,
      url: fullUrl,
      headers: { host: this.host, ...(cookie ? { cookie } : {}), ...headers },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    for (const c of res.cookies) {
      if (c.value === '' || (c.expires && c.expires.getTime() < Date.now())) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    return res;
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request('GET', url, undefined, headers);
  }

  post(url: string, body: unknown = {}, headers?: Record<string, string>) {
    return this.request('POST', url, body, headers);
  }

  /** The Cookie header this client sends (for a real HTTP client against a listening server). */
  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  cookieNames(): string[] {
    return [...this.cookies.keys()];
  }

  /** Copies this client's cookies to a client of another host (a stolen or misrouted cookie). */
  cookiesTo(other: TestClient): void {
    for (const [k, v] of this.cookies) other.cookies.set(k, v);
  }
}
