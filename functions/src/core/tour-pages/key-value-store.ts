import { Sha256 } from "@aws-crypto/sha256-js";
import { fromEnv } from "@aws-sdk/credential-provider-env";
import { type TourPageKey, tourPagesStoreVariable } from "../../data/tour-pages.js";
import { type HttpAnswer, httpCall } from "../../platform/http-call.js";
import { nativeSignatureV4a } from "./native-signature.js";

/**
 * The calls of CloudFront's KeyValueStore data-plane API this function makes, signed with SigV4A and
 * sent with node:https (`platform/http-call.ts`; not fetch, whose first call loads undici: 15–25 ms
 * more of a cold start). Not `@aws-sdk/client-cloudfront-keyvaluestore`: the client cannot take its signer
 * from the Lambda runtime (the runtime's SDK has no SigV4A), so it had to be bundled with its whole
 * stack (`@smithy/core`, the default credential chain): 360 KB minified. The signer alone, with the
 * role's credentials from the environment as Lambda sets them, is a fifth of that (docs/decisions/0004).
 * The request shapes are the client's (its schemas, restJson1):
 * - DescribeKeyValueStore: GET /key-value-stores/{KvsARN}, the ETag in the `ETag` header;
 * - GetKey: GET /key-value-stores/{KvsARN}/keys/{Key}, 404 ResourceNotFoundException when missing;
 * - ListKeys: GET /key-value-stores/{KvsARN}/keys?MaxResults&NextToken, `{ Items, NextToken }`;
 * - UpdateKeys: POST /key-value-stores/{KvsARN}/keys, `If-Match`, `{ Puts, Deletes }`, the next ETag
 *   in the `ETag` header.
 */
export interface KeyValueStoreApi {
  etag(): Promise<string>;
  has(key: TourPageKey): Promise<boolean>;
  /** One page of keys; `next` names the following page, if any. */
  listKeys(next?: string): Promise<{ keys: string[]; next?: string }>;
  update(etag: string, puts: TourPageKey[], deletes: TourPageKey[]): Promise<string>;
}

const service = "cloudfront-keyvaluestore";
/** What the edge reads is whether a key exists; its value says nothing more. */
const present = "1";
/** ListKeys answers at most 50 keys a page. */
const keysPerPage = 50;
/** A call without an answer by then fails (the reconcile runs again daily, the stream retries). */
const callTimeoutMs = 10_000;
/** UpdateKeys takes at most 50 changes in one call. */
const changesPerCall = 50;

/** An error the API answered, named as the SDK names its exceptions (isSdkError tells them by name). */
export class KeyValueStoreError extends Error {
  constructor(
    name: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = name;
  }
}

/**
 * The API's host for a store, as the client's endpoint rules make it: the store's account id in front
 * of `cloudfront-kvs.global.api.aws`, or of the host AWS_ENDPOINT_URL names (the SDK's own variable
 * for another endpoint, which the tests point at a local server).
 */
export function endpointOf(arn: string, endpointUrl = process.env.AWS_ENDPOINT_URL): URL {
  const match = /^arn:aws:cloudfront::(\d{12}):key-value-store\/[\w-]+$/.exec(arn);
  if (!match) throw new Error(`not the ARN of a KeyValueStore: ${arn}`);
  const url = new URL(endpointUrl ?? "https://cloudfront-kvs.global.api.aws");
  url.hostname = `${match[1]}.${url.hostname}`;
  return url;
}

/** RFC 3986, as the signer encodes: encodeURIComponent leaves !'()* alone. */
const uriEscape = (value: string) =>
  encodeURIComponent(value).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

/** The store's ARN, as the stack sets it beside the grant (infra/cdk/grants.ts). */
export function storeArn(): string {
  const arn = process.env[tourPagesStoreVariable];
  if (!arn) throw new Error(`${tourPagesStoreVariable} is not set`);
  return arn;
}

export function keyValueStoreApi(arn: string): KeyValueStoreApi {
  const endpoint = endpointOf(arn);
  // The signing region set "*": the store is global (the client's endpoint rules say the same).
  const signer = nativeSignatureV4a({ credentials: fromEnv(), region: "*", service, sha256: Sha256 });
  // An endpoint URL may carry a path of its own, which the API's paths follow.
  const storePath = `${endpoint.pathname.replace(/\/$/, "")}/key-value-stores/${uriEscape(arn)}`;

  async function call(
    method: "GET" | "POST",
    path: string,
    {
      query = {},
      headers = {},
      body,
    }: { query?: Record<string, string>; headers?: Record<string, string>; body?: unknown } = {},
  ): Promise<{ header: HttpAnswer["header"]; json: Record<string, unknown> }> {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const signed = await signer.sign(
      {
        method,
        protocol: endpoint.protocol,
        hostname: endpoint.hostname,
        ...(endpoint.port ? { port: Number(endpoint.port) } : {}),
        path,
        query,
        headers: {
          host: endpoint.host,
          // A length rather than chunks, as the SDK sends a body.
          ...(payload === undefined
            ? {}
            : { "content-type": "application/json", "content-length": String(Buffer.byteLength(payload)) }),
          ...headers,
        },
        ...(payload === undefined ? {} : { body: payload }),
      },
      {},
    );
    const search = Object.entries(query)
      .map(([name, value]) => `${uriEscape(name)}=${uriEscape(value)}`)
      .join("&");
    const url = new URL(`${endpoint.origin}${path}${search ? `?${search}` : ""}`);
    const { status, header, text } = await httpCall(url.href, {
      method,
      headers: signed.headers,
      ...(payload === undefined ? {} : { body: payload }),
      signal: AbortSignal.timeout(callTimeoutMs),
    });
    const json = (text ? JSON.parse(text) : {}) as Record<string, unknown>;
    if (status < 200 || status > 299) {
      // restJson1: the error's name in x-amzn-errortype ("Name:namespace…"), else in the body.
      const type = String(header("x-amzn-errortype") ?? json.__type ?? json.code ?? "");
      const name = type.split(":")[0]?.split("#").pop() || `HTTP ${status}`;
      throw new KeyValueStoreError(name, String(json.message ?? json.Message ?? name), status);
    }
    return { header, json };
  }

  const etagOf = (answer: { header: HttpAnswer["header"]; json: Record<string, unknown> }) =>
    String(answer.header("etag") ?? answer.json.ETag ?? "");

  return {
    etag: async () => etagOf(await call("GET", storePath)),
    has: async (key) => {
      try {
        await call("GET", `${storePath}/keys/${uriEscape(key)}`);
        return true;
      } catch (error) {
        if (error instanceof KeyValueStoreError && error.name === "ResourceNotFoundException") return false;
        throw error;
      }
    },
    listKeys: async (next) => {
      const { json } = await call("GET", `${storePath}/keys`, {
        query: { MaxResults: String(keysPerPage), ...(next ? { NextToken: next } : {}) },
      });
      const items = (json.Items ?? []) as { Key: string }[];
      return {
        keys: items.map((item) => item.Key),
        ...(typeof json.NextToken === "string" && json.NextToken ? { next: json.NextToken } : {}),
      };
    },
    update: async (etag, puts, deletes) =>
      etagOf(
        await call("POST", `${storePath}/keys`, {
          headers: { "if-match": etag },
          body: {
            Puts: puts.map((Key) => ({ Key, Value: present })),
            Deletes: deletes.map((Key) => ({ Key })),
          },
        }),
      ),
  };
}

/** Puts and deletes keys in UpdateKeys calls of at most 50, each naming the ETag the one before answered. */
export async function updateKeys(
  store: KeyValueStoreApi,
  etag: string,
  puts: TourPageKey[],
  deletes: TourPageKey[],
) {
  const changes = [
    ...puts.map((key) => ({ key, put: true })),
    ...deletes.map((key) => ({ key, put: false })),
  ];
  let current = etag;
  for (let at = 0; at < changes.length; at += changesPerCall) {
    const part = changes.slice(at, at + changesPerCall);
    current = await store.update(
      current,
      part.filter((c) => c.put).map((c) => c.key),
      part.filter((c) => !c.put).map((c) => c.key),
    );
  }
}
