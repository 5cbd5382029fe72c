import { createECDH, createPublicKey, verify } from "node:crypto";
import { Sha256 } from "@aws-crypto/sha256-js";
import { SignatureV4a } from "@aws-sdk/signature-v4a";
import { describe, expect, it } from "vitest";
import { nativeSignature, nativeSignatureV4a, p256PrivateKey } from "./native-signature.js";

const options = {
  credentials: { accessKeyId: "AKIDEXAMPLE", secretAccessKey: "secret", sessionToken: "session" },
  region: "*",
  service: "cloudfront-keyvaluestore",
  sha256: Sha256,
};
const request = {
  method: "POST",
  protocol: "https:",
  hostname: "123456789012.cloudfront-kvs.global.api.aws",
  path: "/key-value-stores/arn%3Aaws%3Acloudfront%3A%3A123456789012%3Akey-value-store%2Ftour-pages/keys",
  query: {},
  headers: { host: "123456789012.cloudfront-kvs.global.api.aws", "if-match": "E1" },
  body: '{"Puts":[{"Key":"group-tour/kenya-safari","Value":"1"}],"Deletes":[]}',
};
const signingDate = new Date("2026-11-28T12:00:00Z");

type GetSignature = (scalar: Uint8Array, stringToSign: string) => Promise<string>;

/** The SDK's own signer, with what it hands its ECDSA step kept: the scalar and the string to sign. */
function librarySigner() {
  const signer = new SignatureV4a(options);
  const own = (signer as unknown as { getSignature: GetSignature }).getSignature.bind(signer);
  const calls: { scalar: Uint8Array; stringToSign: string; signature: string }[] = [];
  Object.assign(signer, {
    getSignature: async (scalar: Uint8Array, stringToSign: string) => {
      const signature = await own(scalar, stringToSign);
      calls.push({ scalar, stringToSign, signature });
      return signature;
    },
  });
  return { signer, calls };
}

/** The public key of a scalar, by another way than the SEC1 key the module builds: ECDH's point. */
function publicKeyOf(scalar: Uint8Array) {
  const ecdh = createECDH("prime256v1");
  ecdh.setPrivateKey(scalar);
  const point = ecdh.getPublicKey();
  const jwk = {
    kty: "EC",
    crv: "P-256",
    x: point.subarray(1, 33).toString("base64url"),
    y: point.subarray(33).toString("base64url"),
  };
  return createPublicKey({ key: jwk, format: "jwk" });
}

const verifies = (scalar: Uint8Array, stringToSign: string, signatureHex: string) =>
  verify(
    "sha256",
    Buffer.from(stringToSign),
    { key: publicKeyOf(scalar), dsaEncoding: "der" },
    Buffer.from(signatureHex, "hex"),
  );

const signatureIn = (authorization: unknown) =>
  /Signature=([0-9a-f]+)$/.exec(String(authorization))?.[1] ?? "";

describe("SigV4A signed with Node's crypto", () => {
  it("signs what the SDK's signer would sign, under the same key", async () => {
    const { signer, calls } = librarySigner();
    const theirs = await signer.sign(request, { signingDate });
    const [call] = calls;
    if (!call) throw new Error("the SDK's signer made no signature through getSignature");
    // The SDK's signature and ours both verify under the key of the scalar it derived.
    expect(verifies(call.scalar, call.stringToSign, call.signature)).toBe(true);
    expect(verifies(call.scalar, call.stringToSign, nativeSignature(call.scalar, call.stringToSign))).toBe(
      true,
    );
    expect(
      verifies(call.scalar, `${call.stringToSign}.`, nativeSignature(call.scalar, call.stringToSign)),
    ).toBe(false);

    const ours = await nativeSignatureV4a(options).sign(request, { signingDate });
    // Everything but the signature is the SDK's own: headers, scope, signed header list.
    const withoutSignature = (h: Record<string, string>) => ({
      ...h,
      authorization: h.authorization?.replace(/Signature=[0-9a-f]+$/, ""),
    });
    expect(withoutSignature(ours.headers)).toEqual(withoutSignature(theirs.headers));
    expect(verifies(call.scalar, call.stringToSign, signatureIn(ours.headers.authorization))).toBe(true);
  });

  it("is made by OpenSSL, not the SDK's curve: two signatures of one request differ (the SDK's are deterministic)", async () => {
    const signer = nativeSignatureV4a(options);
    const first = signatureIn((await signer.sign(request, { signingDate })).headers.authorization);
    const second = signatureIn((await signer.sign(request, { signingDate })).headers.authorization);
    expect(first).not.toBe(second);

    const { signer: sdk } = librarySigner();
    const a = signatureIn((await sdk.sign(request, { signingDate })).headers.authorization);
    const b = signatureIn((await sdk.sign(request, { signingDate })).headers.authorization);
    expect(a).toBe(b);
  });

  it("takes only a 32-byte scalar", () => {
    expect(() => p256PrivateKey(new Uint8Array(31))).toThrow(/32 bytes/);
  });
});
