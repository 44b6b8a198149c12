import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A software WebAuthn authenticator for the integration tests (issue 46): a P-256 key pair made with
 * node:crypto, answering registration with a "none" attestation and sign-in with an ES256 assertion,
 * built byte by byte as the WebAuthn spec lays them out (authenticator data, COSE key, CBOR).
 */
const b64url = (b: Uint8Array | string) => Buffer.from(b).toString('base64url');
const sha256 = (b: Uint8Array | string) => createHash('sha256').update(b).digest();

/** Flags: user present (0x01), user verified (0x04), attested credential data (0x40). */
const UP_UV = 0x05;
const AT = 0x40;

export type Answer = Record<string, unknown>;

export class SoftAuthenticator {
  readonly credentialId = randomBytes(32);
  private readonly privateKey: KeyObject;
  private readonly publicJwk: { x: string; y: string };
  /** The signature counter the next assertion reports. */
  counter = 0;

  constructor(
    private readonly rpId = 'localhost',
    public origin = 'http://localhost:3000',
  ) {
    const pair = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = pair.privateKey;
    this.publicJwk = pair.publicKey.export({ format: 'jwk' }) as { x: string; y: string };
  }

  get id(): string {
    return b64url(this.credentialId);
  }

  /** navigator.credentials.create() answering `options` (PublicKeyCredentialCreationOptionsJSON). */
  register(options: { challenge: string }, origin = this.origin): Answer {
    const cose = new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(this.publicJwk.x, 'base64url')],
      [-3, Buffer.from(this.publicJwk.y, 'base64url')],
    ]);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(this.credentialId.length);
    const authData = Buffer.concat([
      this.header(UP_UV | AT, this.counter),
      Buffer.alloc(16), // AAGUID
      idLength,
      this.credentialId,
      Buffer.from(isoCBOR.encode(cose)),
    ]);
    const attestation = new Map<string, unknown>([
      ['fmt', 'none'],
      ['attStmt', new Map()],
      ['authData', new Uint8Array(authData)],
    ]);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: this.clientData('webauthn.create', options.challenge, origin),
        attestationObject: b64url(isoCBOR.encode(attestation as never)),
        transports: ['internal'],
      },
      clientExtensionResults: {},
    };
  }

  /** navigator.credentials.get() answering `options` (PublicKeyCredentialRequestOptionsJSON). */
  assert(options: { challenge: string }, origin = this.origin, counter = ++this.counter): Answer {
    const authData = this.header(UP_UV, counter);
    const clientDataJSON = this.clientData('webauthn.get', options.challenge, origin);
    const signed = Buffer.concat([authData, sha256(Buffer.from(clientDataJSON, 'base64url'))]);
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON,
        authenticatorData: b64url(authData),
        signature: b64url(sign('sha256', signed, this.privateKey)),
      },
      clientExtensionResults: {},
    };
  }

  private header(flags: number, counter: number): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    return Buffer.concat([sha256(this.rpId), Buffer.from([flags]), count]);
  }

  private clientData(type: string, challenge: string, origin: string): string {
    return b64url(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }
}
