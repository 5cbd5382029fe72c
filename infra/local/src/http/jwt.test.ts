import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createJwtVerifier } from "./jwt.js";

type PrivateKey = Awaited<ReturnType<typeof generateKeyPair>>["privateKey"];

const webClient = "web-client-id";
let server: Server;
let issuer: string;
let sign: (claims: JWTPayload, key?: PrivateKey) => Promise<string>;
let otherKey: PrivateKey;

beforeAll(async () => {
  const pool = await generateKeyPair("RS256");
  otherKey = (await generateKeyPair("RS256")).privateKey;
  const jwk = { ...(await exportJWK(pool.publicKey)), kid: "pool", alg: "RS256", use: "sig" };
  // The pool's JWKS, where Cognito (and cognito-local) serve it: below the issuer.
  server = createServer((_req, res) => {
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/local_pool`;
  sign = (claims, key = pool.privateKey) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: "RS256", kid: "pool" })
      .setIssuer(issuer)
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(key);
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

const idClaims = { token_use: "id", aud: webClient, sub: "u-1", email: "vera@example.com" };

describe("the twin's token check", () => {
  it("takes an ID token of the web client, claims as API Gateway hands them on", async () => {
    const verify = createJwtVerifier({ issuer, audience: webClient });
    const claims = await verify(`Bearer ${await sign({ ...idClaims, "cognito:groups": ["agents"] })}`);
    expect(claims).toMatchObject({ sub: "u-1", email: "vera@example.com", "cognito:groups": "[agents]" });
  });

  it("refuses an access token of the web client, which carries neither name nor e-mail", async () => {
    const verify = createJwtVerifier({ issuer, audience: webClient });
    const access = await sign({ token_use: "access", client_id: webClient, sub: "u-1", username: "u-1" });
    expect(await verify(`Bearer ${access}`)).toBeUndefined();
    // Nor one that names the client as audience too.
    expect(
      await verify(`Bearer ${await sign({ token_use: "access", aud: webClient, sub: "u-1" })}`),
    ).toBeUndefined();
  });

  it("refuses an ID token without token_use, of another client, or signed by another key", async () => {
    const verify = createJwtVerifier({ issuer, audience: webClient });
    expect(await verify(`Bearer ${await sign({ aud: webClient, sub: "u-1" })}`)).toBeUndefined();
    expect(await verify(`Bearer ${await sign({ ...idClaims, aud: "other-client" })}`)).toBeUndefined();
    expect(await verify(`Bearer ${await sign(idClaims, otherKey)}`)).toBeUndefined();
    expect(await verify(undefined)).toBeUndefined();
    expect(await verify("Basic abc")).toBeUndefined();
  });
});
