// A software authenticator for the service tests: it answers WebAuthn options as a browser with a passkey would
// (P-256 keys from node:crypto, "none" attestation, CBOR from the library the service already uses), and can be
// told to lie: another origin or RP ID, no user verification, a counter of its choosing, a forged signature.
import crypto from "node:crypto";
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { cose, isoBase64URL, isoCBOR, isoUint8Array } from "@simplewebauthn/server/helpers";

type Bytes = Uint8Array<ArrayBuffer>;
type CBOR = Parameters<typeof isoCBOR.encode>[0];

/** Authenticator data flags (WebAuthn 6.1). */
const USER_PRESENT = 0x01;
const USER_VERIFIED = 0x04;
const ATTESTED_CREDENTIAL = 0x40;

interface StoredCredential {
  id: string;
  privateKey: crypto.KeyObject;
  userHandle: string;
  counter: number;
}

/** What a test may change in one ceremony's answer. */
export interface Tampering {
  /** The origin the browser reports in clientDataJSON (default: the authenticator's origin). */
  origin?: string;
  /** The RP ID whose hash goes into the authenticator data (default: the options' RP ID). */
  rpId?: string;
  /** The challenge signed (default: the options' challenge). */
  challenge?: string;
  /** False: the UV flag is left out, as an authenticator that only checked presence. */
  userVerified?: boolean;
  /** The signature counter to report (default: one more than last time, starting from 1). */
  counter?: number;
  /** Sign with a key other than the credential's. */
  wrongKey?: boolean;
  /** Register a new key under this credential id (someone else's), instead of a random one. */
  credentialId?: string;
}

export class SoftwareAuthenticator {
  readonly #credentials = new Map<string, StoredCredential>();

  /** The page the browser is on, e.g. the service's PUBLIC_SITE_URL. */
  readonly origin: string;

  constructor(origin: string) {
    this.origin = origin;
  }

  /** Answers navigator.credentials.create(): a new P-256 passkey for the options' user. */
  register(options: PublicKeyCredentialCreationOptionsJSON, tampering: Tampering = {}): RegistrationResponseJSON {
    const { privateKey, publicKey } = crypto.generateKeyPairSync("ec", { namedCurve: "P-256" });
    const credentialId = tampering.credentialId
      ? isoBase64URL.toBuffer(tampering.credentialId)
      : bytes(crypto.randomBytes(32));
    const id = isoBase64URL.fromBuffer(credentialId);
    const counter = tampering.counter ?? 0;
    this.#credentials.set(id, { id, privateKey, userHandle: options.user.id, counter });

    const attestedCredentialData = isoUint8Array.concat([
      new Uint8Array(16), // AAGUID: all zeros, as "none" attestation allows
      bigEndian(credentialId.length, 2),
      credentialId,
      coseKeyOf(publicKey),
    ]);
    const authenticatorData = authenticatorDataOf(
      tampering.rpId ?? options.rp.id ?? new URL(this.origin).hostname,
      flagsOf(tampering) | ATTESTED_CREDENTIAL,
      counter,
      attestedCredentialData,
    );
    const attestationObject = isoCBOR.encode(
      new Map<string, CBOR>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", authenticatorData],
      ]),
    );
    return {
      id,
      rawId: id,
      type: "public-key",
      response: {
        clientDataJSON: this.#clientData("webauthn.create", options.challenge, tampering),
        attestationObject: isoBase64URL.fromBuffer(attestationObject),
        transports: ["internal", "hybrid"],
      },
      clientExtensionResults: { credProps: { rk: true } },
      authenticatorAttachment: "platform",
    };
  }

  /** Answers navigator.credentials.get() with the passkey `id` (the first one registered when not given). */
  authenticate(
    options: PublicKeyCredentialRequestOptionsJSON,
    tampering: Tampering = {},
    id: string = this.#credentials.keys().next().value!,
  ): AuthenticationResponseJSON {
    const credential = this.#credentials.get(id);
    if (!credential) throw new Error(`the authenticator holds no passkey ${id}`);
    credential.counter = tampering.counter ?? credential.counter + 1;
    const authenticatorData = authenticatorDataOf(
      tampering.rpId ?? options.rpId ?? new URL(this.origin).hostname,
      flagsOf(tampering),
      credential.counter,
    );
    const clientDataJSON = this.#clientData("webauthn.get", options.challenge, tampering);
    const signed = isoUint8Array.concat([authenticatorData, sha256(isoBase64URL.toBuffer(clientDataJSON))]);
    const key = tampering.wrongKey
      ? crypto.generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey
      : credential.privateKey;
    return {
      id,
      rawId: id,
      type: "public-key",
      response: {
        clientDataJSON,
        authenticatorData: isoBase64URL.fromBuffer(authenticatorData),
        // ES256 signatures are DER-encoded, node's default for EC keys.
        signature: isoBase64URL.fromBuffer(bytes(crypto.sign("sha256", signed, key))),
        userHandle: credential.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: "platform",
    };
  }

  #clientData(type: string, challenge: string, tampering: Tampering): string {
    const clientData = {
      type,
      challenge: tampering.challenge ?? challenge,
      origin: tampering.origin ?? this.origin,
      crossOrigin: false,
    };
    return isoBase64URL.fromUTF8String(JSON.stringify(clientData));
  }
}

function flagsOf(tampering: Tampering): number {
  return USER_PRESENT | (tampering.userVerified === false ? 0 : USER_VERIFIED);
}

/** rpIdHash (32) | flags (1) | signCount (4) | attested credential data, when registering (WebAuthn 6.1). */
function authenticatorDataOf(rpId: string, flags: number, counter: number, attested?: Bytes): Bytes {
  return isoUint8Array.concat([
    sha256(isoUint8Array.fromUTF8String(rpId)),
    Uint8Array.of(flags),
    bigEndian(counter, 4),
    ...(attested ? [attested] : []),
  ]);
}

/** The public key as a COSE_Key map: EC2, ES256, P-256, x and y. */
function coseKeyOf(publicKey: crypto.KeyObject): Bytes {
  const jwk = publicKey.export({ format: "jwk" });
  return isoCBOR.encode(
    new Map<number, CBOR>([
      [cose.COSEKEYS.kty, cose.COSEKTY.EC2],
      [cose.COSEKEYS.alg, cose.COSEALG.ES256],
      [cose.COSEKEYS.crv, cose.COSECRV.P256],
      [cose.COSEKEYS.x, isoBase64URL.toBuffer(jwk.x!)],
      [cose.COSEKEYS.y, isoBase64URL.toBuffer(jwk.y!)],
    ]),
  );
}

function bigEndian(value: number, length: number): Bytes {
  const buffer = Buffer.alloc(length);
  buffer.writeUIntBE(value, 0, length);
  return bytes(buffer);
}

function sha256(data: Bytes): Bytes {
  return bytes(crypto.createHash("sha256").update(data).digest());
}

/** A copy of node's bytes as the plain Uint8Array the library's types ask for. */
function bytes(buffer: Uint8Array): Bytes {
  return new Uint8Array(buffer);
}
