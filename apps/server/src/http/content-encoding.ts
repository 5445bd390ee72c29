import { negotiate } from '@fastify/accept-negotiator';

/** Encodings the build writes beside text files, in our order of preference. */
export type PrecompressedEncoding = 'br' | 'gzip';

/**
 * The best of `available` that an Accept-Encoding header takes, or null for the file as it is. Chosen as
 * @fastify/static chooses for the built assets (same negotiator, header lower-cased, the no-preference
 * `*` taken as gzip), so that a page and its scripts are always sent alike.
 */
export function chooseEncoding(
  acceptEncoding: string | undefined,
  available: readonly PrecompressedEncoding[],
): PrecompressedEncoding | null {
  if (!acceptEncoding) return null;
  const header = acceptEncoding.toLowerCase().replace(/\*/g, 'gzip');
  return negotiate(header, [...available]) as PrecompressedEncoding | null;
}
