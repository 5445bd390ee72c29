import { useEffect, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';

/**
 * The same address without the query parameter `name` (path, remaining query and fragment kept), or
 * null when the address does not carry it.
 */
export function addressWithout(href: string, name: string): string | null {
  const url = new URL(href);
  if (!url.searchParams.has(name)) return null;
  url.searchParams.delete(name);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where a page keeps the secrets of its link: in its own history entry's state, never in the address. */
const SECRETS_KEY = 'linkSecrets';
/** The fragment's secret, under this name. */
const FRAGMENT = '#';

/** A value as an object of fields, or an empty one. */
function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function keptSecrets(): Record<string, unknown> {
  return asRecord(asRecord(window.history.state)[SECRETS_KEY]);
}

/** The secret `name` this history entry kept, e.g. before the page was reloaded. */
function keptSecret(name: string): string | null {
  const secret = keptSecrets()[name];
  return typeof secret === 'string' && secret !== '' ? secret : null;
}

/** Moves the address to `address` (without the secret), keeping the secret in this entry's state. */
function keepSecretAndReplace(name: string, secret: string, address: string): void {
  window.history.replaceState(
    { ...asRecord(window.history.state), [SECRETS_KEY]: { ...keptSecrets(), [name]: secret } },
    '',
    address,
  );
}

/**
 * The secret an e-mailed link carries in its query (`?token=`, an invite's `?code=`), read once and kept
 * in memory. On load the page rewrites its history entry without it (history.replaceState, the router's
 * state kept), so the secret is not left in the address bar, the browser history or a copied address.
 * The entry's state keeps it, so that reloading the page (or coming back to it) does not lose the link;
 * another visit of the same page, without the link, does not see it.
 */
export function useAddressToken(name: string): string {
  const [params] = useSearchParams();
  const [token] = useState(() => params.get(name) ?? keptSecret(name) ?? '');
  useEffect(() => {
    const without = addressWithout(window.location.href, name);
    if (without !== null) keepSecretAndReplace(name, token, without);
  }, [name, token]);
  return token;
}

/**
 * The secret an e-mailed link carries in its fragment (`#token`, which browsers never send), read once and
 * kept in memory; on load the address bar keeps only the path and query (the entry's state keeps the
 * secret for a reload, as useAddressToken).
 */
export function useFragmentToken(): string {
  const { hash } = useLocation();
  const [token] = useState(() =>
    hash !== '' && hash !== '#' ? decodeURIComponent(hash.replace(/^#/, '')) : (keptSecret(FRAGMENT) ?? ''),
  );
  useEffect(() => {
    if (window.location.hash !== '')
      keepSecretAndReplace(FRAGMENT, token, `${window.location.pathname}${window.location.search}`);
  }, [token]);
  return token;
}
