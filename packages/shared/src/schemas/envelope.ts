import { z } from 'zod';

/**
 * Ciphertext and plaintext are different types. An `Envelope` is the text of a vault-crypto
 * envelope, `v1.<base64url 12-byte IV>.<base64url ciphertext+tag>`, branded at the type level:
 * only a zod parse (or vault-crypto's encryptEnvelope / encryptJson, which parse what they make)
 * produces one, so a plaintext string passed where an envelope belongs is a compile error.
 *
 * Direction of the dependency: @guru/vault-crypto imports this (through @guru/shared) and returns
 * `Envelope`; shared never imports vault-crypto (it stays free of WebCrypto and hash-wasm), so the
 * two packages have no cycle and the server, the browser and the crypto share one brand.
 */

const ENVELOPE_RE = /^v1\.[A-Za-z0-9_-]{16}\.([A-Za-z0-9_-]{22,})$/;

/**
 * Syntactic check of an envelope (the same rule as vault-crypto's isEnvelope, minus the canonical
 * trailing bits). Proves nothing about the key.
 */
export function isEnvelopeSyntax(text: string): boolean {
  const match = ENVELOPE_RE.exec(text);
  // A base64url text never has a length of 1 modulo 4.
  return !!match && match[1]!.length % 4 !== 1;
}

/** The brand's name: every envelope schema brands with it, so they all infer the same `Envelope`. */
export type EnvelopeBrand = 'Envelope';

const notAnEnvelope = 'Not an encrypted envelope (v1.<iv>.<ciphertext>).';

/** Any envelope, whatever its size (the API's own limit is passwords.ts's envelopeSchema). */
export const envelopeTextSchema = z.string().refine(isEnvelopeSyntax, notAnEnvelope).brand<EnvelopeBrand>();

export type Envelope = z.infer<typeof envelopeTextSchema>;

/**
 * The brand earned by the same check without zod: what vault-crypto's encryptEnvelope returns. The sign-in page
 * opens the user key with a passkey, and its code must not load zod for one syntax check (ADR 0026).
 */
export function asEnvelope(text: string): Envelope {
  if (!isEnvelopeSyntax(text)) throw new TypeError(notAnEnvelope);
  return text as Envelope;
}
