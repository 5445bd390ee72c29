/**
 * The firm's address as a person types it (`acme.example.com`, `https://acme.example.com/password-management`)
 * → its origin. Plain HTTP only on this machine (`*.localhost`, a development server); null for anything else.
 */
export function firmOriginOf(address: string): string | null {
  const trimmed = address.trim();
  if (trimmed === '' || /\s/.test(trimmed)) return null;
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  const local = url.hostname === 'localhost' || url.hostname.endsWith('.localhost');
  if (url.protocol === 'http:' && !local) return null;
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (!url.hostname.includes('.') && !local) return null;
  return url.origin;
}
