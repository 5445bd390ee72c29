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

/**
 * The secret an e-mailed link carries in its query (`?token=`, an invite's `?code=`), read once and kept
 * in memory. On load the page rewrites its history entry without it (history.replaceState, the router's
 * state kept), so the secret is not left in the address bar, the browser history or a copied address.
 */
export function useAddressToken(name: string): string {
  const [params] = useSearchParams();
  const [token] = useState(() => params.get(name) ?? '');
  useEffect(() => {
    const without = addressWithout(window.location.href, name);
    if (without !== null) window.history.replaceState(window.history.state, '', without);
  }, [name]);
  return token;
}

/**
 * The secret an e-mailed link carries in its fragment (`#token`, which browsers never send), read once and
 * kept in memory; on load the address bar keeps only the path and query.
 */
export function useFragmentToken(): string {
  const { hash } = useLocation();
  const [token] = useState(() => decodeURIComponent(hash.replace(/^#/, '')));
  useEffect(() => {
    if (window.location.hash !== '') window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
  }, []);
  return token;
}
