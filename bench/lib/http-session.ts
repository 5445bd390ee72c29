import { generate } from 'otplib';
import { API_PREFIX, apiPaths, loginPath, type AppType } from '@guru/shared';
import { deriveLoginKeys, type KdfParams } from '@guru/vault-crypto';

/**
 * A cookie-keeping HTTP client over fetch, bound to a running server: what a browser does on the
 * wire (session cookie, x-app-type header), without the browser.
 */
export class HttpSession {
  private readonly cookies = new Map<string, string>();

  constructor(
    readonly baseUrl: string,
    readonly appType: AppType = 'passwordguru',
  ) {}

  /** `path` under API_PREFIX unless it already starts with /pass-api or /be/. */
  url(path: string): string {
    const full = path.startsWith('/pass-api') || path.startsWith('/be/') ? path : `${API_PREFIX}${path}`;
    return `${this.baseUrl}${full}`;
  }

  headers(extra: Record<string, string> = {}): Record<string, string> {
    const cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    return { 'x-app-type': this.appType, ...(cookie ? { cookie } : {}), ...extra };
  }

  /** Keeps the cookies a response sets (and forgets the ones it clears). */
  keepCookies(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      if (at < 1) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1).trim();
      const expired = attributes.some(
        (a) =>
          /^\s*max-age=0\s*$/i.test(a) ||
          (/^\s*expires=/i.test(a) && Date.parse(a.split('=')[1] ?? '') < Date.now()),
      );
      if (value === '' || expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async get(path: string): Promise<Response> {
    const res = await fetch(this.url(path), { headers: this.headers() });
    this.keepCookies(res);
    return res;
  }

  /** POSTs JSON and returns the parsed answer; throws on a status other than 200. */
  async postJson<T = unknown>(path: string, body: unknown): Promise<T> {
    const res = await fetch(this.url(path), {
      method: 'POST',
      headers: this.headers({ 'content-type': 'application/json' }),
      body: JSON.stringify(body),
    });
    this.keepCookies(res);
    const text = await res.text();
    if (res.status !== 200) throw new Error(`POST ${path} answered ${res.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text) as T;
  }
}

/**
 * Signs an advisor (or the provider's staff) in over HTTP as the web app does: prelogin for the
 * salt and KDF parameters, the authKey derived here, the password step, TOTP (enrolling on the
 * first sign-in, with `totpSecret` for a later one), then the PIN.
 */
export async function signInStaffOverHttp(
  session: HttpSession,
  user: { username: string; password: string; pin: string },
  totpSecret?: string,
): Promise<{ totpSecret: string }> {
  const appType = session.appType;
  const pre = await session.postJson<{ data: { salt: string; kdf: KdfParams } }>(apiPaths.prelogin, {
    username: user.username,
  });
  const { authKeyB64 } = await deriveLoginKeys(user.password, pre.data.salt, pre.data.kdf);
  const login = await session.postJson<{ data?: { mfa?: { enrolment?: { secret?: string } } } }>(
    loginPath(appType),
    {
      username: user.username,
      authKey: authKeyB64,
      appType,
    },
  );
  const secret = login.data?.mfa?.enrolment?.secret ?? totpSecret;
  if (!secret)
    throw new Error(`no TOTP secret for ${user.username}: neither an enrolment nor a known secret`);
  const verifyCode = await generate({ secret, epoch: Math.floor(Date.now() / 1000) });
  await session.postJson(apiPaths.verifyBarCode, { verifyCode, appType });
  await session.postJson(apiPaths.accessCodeLogin, { pinCode: user.pin, appType });
  return { totpSecret: secret };
}

/**
 * Signs a client in over HTTP as the web app does: prelogin, the authKey derived here, the password
 * step, the SMS code (`smsCode` reads it, e.g. from the server's outbox), then the PIN.
 */
export async function signInClientOverHttp(
  session: HttpSession,
  user: { username: string; password: string; pin: string },
  smsCode: () => Promise<string>,
): Promise<void> {
  const appType = session.appType;
  const pre = await session.postJson<{ data: { salt: string; kdf: KdfParams } }>(apiPaths.prelogin, {
    username: user.username,
  });
  const { authKeyB64 } = await deriveLoginKeys(user.password, pre.data.salt, pre.data.kdf);
  await session.postJson(loginPath(appType), { username: user.username, authKey: authKeyB64, appType });
  await session.postJson(apiPaths.verifyCode, { code: await smsCode(), appType });
  await session.postJson(apiPaths.accessCodeLogin, { pinCode: user.pin, appType });
}
