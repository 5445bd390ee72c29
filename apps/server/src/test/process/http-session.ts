import { API_PREFIX, isUnderPrefix, serverPrefixes } from '@guru/shared';

/**
 * Test support: a cookie-keeping client over real HTTP (fetch), for servers running as processes. Its
 * cookies can be carried to another instance's origin (`on`): a browser behind a load balancer.
 */
export class HttpSession {
  constructor(
    readonly origin: string,
    private readonly cookies = new Map<string, string>(),
  ) {}

  /** The same cookies (shared, not copied) against another origin. */
  on(origin: string): HttpSession {
    return new HttpSession(origin, this.cookies);
  }

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }

  async request(
    method: string,
    url: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    const fullUrl = serverPrefixes.some((prefix) => isUnderPrefix(url, prefix)) ? url : `${API_PREFIX}${url}`;
    const cookie = this.cookieHeader();
    const res = await fetch(`${this.origin}${fullUrl}`, {
      method,
      headers: {
        ...(cookie ? { cookie } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attributes.some(
        (a) =>
          /^\s*max-age=0\s*$/i.test(a) ||
          (/^\s*expires=/i.test(a) && Date.parse(a.split('=')[1] ?? '') < Date.now()),
      );
      if (value === '' || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    return res;
  }

  get(url: string, headers?: Record<string, string>): Promise<Response> {
    return this.request('GET', url, undefined, headers);
  }

  post(url: string, body: unknown = {}, headers?: Record<string, string>): Promise<Response> {
    return this.request('POST', url, body, headers);
  }
}
