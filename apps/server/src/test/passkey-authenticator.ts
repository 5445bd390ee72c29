import crypto from 'node:crypto';
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';
import type { PasskeyAuthenticationResponse, PasskeyRegistrationResponse } from '@guru/shared';

/** What an options answer holds that the authenticator reads. */
interface CeremonyOptions {
  challenge: string;
  rp?: { id?: string };
  rpId?: string;
}

export interface AnswerTweaks {
  /** The origin the "browser" reports (default: the authenticator's). */
  origin?: string;
  /** The relying party whose hash is in the authenticator data (default: the one of the options). */
  rpId?: string;
  /** The challenge signed (default: the options'). */
  challenge?: string;
  /** Whether the user-verified flag is set (default true). */
  userVerified?: boolean;
  /** The counter to report (default: the next one). */
  counter?: number;
}

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

function sha256(data: Uint8Array | string): Buffer {
  return crypto.createHash('sha256').update(data).digest();
}

function uint32(n: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
}

/**
 * A test-only software authenticator (ES256, "none" attestation): real attestation and assertion objects,
 * as a platform authenticator with user verification produces them, signed with node:crypto. Tweaks make
 * the answers a test needs refused (another origin, relying party or challenge, no user verification, an
 * old counter).
 */
export class SoftAuthenticator {
  readonly credentialId = isoBase64URL.fromBuffer(crypto.randomBytes(16));
  private readonly keys = crypto.generateKeyPairSync('ec', { namedCurve: 'P-256' });
  private userHandle: string | undefined;
  counter = 0;

  constructor(readonly origin: string) {}

  private cosePublicKey(): Uint8Array {
    const jwk = this.keys.publicKey.export({ format: 'jwk' });
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, isoBase64URL.toBuffer(jwk.x!)],
        [-3, isoBase64URL.toBuffer(jwk.y!)],
      ]),
    );
  }

  private clientData(type: string, challenge: string, origin: string): string {
    return isoBase64URL.fromUTF8String(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  register(
    options: CeremonyOptions & { user?: { id?: string } },
    tweaks: AnswerTweaks & { prf?: boolean } = {},
  ): PasskeyRegistrationResponse {
    const rpId = tweaks.rpId ?? options.rp?.id ?? '';
    this.userHandle = options.user?.id;
    const flags = FLAG_UP | FLAG_AT | (tweaks.userVerified === false ? 0 : FLAG_UV);
    const credentialId = isoBase64URL.toBuffer(this.credentialId);
    const credLength = Buffer.alloc(2);
    credLength.writeUInt16BE(credentialId.length);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([flags]),
      uint32(this.counter),
      Buffer.alloc(16),
      credLength,
      credentialId,
      this.cosePublicKey(),
    ]);
    const attestation = new Map<string, Parameters<typeof isoCBOR.encode>[0]>();
    attestation.set('fmt', 'none');
    attestation.set('attStmt', new Map<string, Parameters<typeof isoCBOR.encode>[0]>());
    attestation.set('authData', new Uint8Array(authData));
    const attestationObject = isoCBOR.encode(attestation);
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: tweaks.prf === false ? {} : { prf: { enabled: true } },
      response: {
        clientDataJSON: this.clientData(
          'webauthn.create',
          tweaks.challenge ?? options.challenge,
          tweaks.origin ?? this.origin,
        ),
        attestationObject: isoBase64URL.fromBuffer(attestationObject),
        transports: ['internal'],
      },
    };
  }

  /** An assertion; the counter moves on unless a tweak gives one. */
  assert(options: CeremonyOptions, tweaks: AnswerTweaks = {}): PasskeyAuthenticationResponse {
    const rpId = tweaks.rpId ?? options.rpId ?? '';
    if (tweaks.counter === undefined) this.counter += 1;
    const counter = tweaks.counter ?? this.counter;
    const flags = FLAG_UP | (tweaks.userVerified === false ? 0 : FLAG_UV);
    const authData = Buffer.concat([sha256(rpId), Buffer.from([flags]), uint32(counter)]);
    const clientDataJSON = this.clientData(
      'webauthn.get',
      tweaks.challenge ?? options.challenge,
      tweaks.origin ?? this.origin,
    );
    const signature = crypto.sign(
      'sha256',
      Buffer.concat([authData, sha256(isoBase64URL.toBuffer(clientDataJSON))]),
      this.keys.privateKey,
    );
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: 'public-key',
      authenticatorAttachment: 'platform',
      clientExtensionResults: {},
      response: {
        clientDataJSON,
        authenticatorData: isoBase64URL.fromBuffer(authData),
        signature: isoBase64URL.fromBuffer(signature),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
    };
  }
}
