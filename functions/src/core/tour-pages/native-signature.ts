import { createPrivateKey, sign } from "node:crypto";
import { SignatureV4a } from "@aws-sdk/signature-v4a";

type SignerOptions = ConstructorParameters<typeof SignatureV4a>[0];

/**
 * A SEC1 ECPrivateKey (RFC 5915) of a P-256 scalar without its public point, which OpenSSL derives:
 * SEQUENCE { version 1, OCTET STRING (32 bytes), [0] OID prime256v1 }.
 */
const sec1Head = Buffer.from("30310201010420", "hex");
const sec1Tail = Buffer.from("a00a06082a8648ce3d030107", "hex");

/** The signing key as Node's crypto takes it, from the 32-byte scalar SigV4A derives from the secret. */
export function p256PrivateKey(scalar: Uint8Array) {
  if (scalar.length !== 32) throw new Error(`a P-256 private key is 32 bytes, not ${scalar.length}`);
  return createPrivateKey({ key: Buffer.concat([sec1Head, scalar, sec1Tail]), format: "der", type: "sec1" });
}

/** ECDSA P-256 over SHA-256 of the string to sign, DER-encoded, in hex: SigV4A's signature. */
export function nativeSignature(scalar: Uint8Array, stringToSign: string): string {
  return sign("sha256", Buffer.from(stringToSign, "utf8"), {
    key: p256PrivateKey(scalar),
    dsaEncoding: "der",
  }).toString("hex");
}

/**
 * The SDK's SigV4A signer (canonical request, key derivation, headers: all its own), with the one
 * ECDSA signature made by Node's OpenSSL instead of its pure-JavaScript curve. That curve's first
 * signature builds its tables and multiplies with BigInt: about 110 ms of a cold start at 2-core
 * speed (a CPU profile of reconcileTourPages' cold start in `npm run bench -- lambdas`), where
 * OpenSSL takes 2 ms. OpenSSL's ECDSA draws a random nonce, so the signature is no longer
 * deterministic; both verify under the same key (native-signature.test.ts).
 *
 * `getSignature(privateKey, stringToSign)` is the signer's own step for it (private in its types):
 * the test fails if a new version signs without calling it.
 */
export function nativeSignatureV4a(options: SignerOptions): SignatureV4a {
  const signer = new SignatureV4a(options);
  return Object.assign(signer, {
    getSignature: async (scalar: Uint8Array, stringToSign: string) => nativeSignature(scalar, stringToSign),
  });
}
