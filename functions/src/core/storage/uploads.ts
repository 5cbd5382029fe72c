import type { Readable } from "node:stream";
import type { S3Client } from "@aws-sdk/client-s3";
import { isSdkError, requireRuntimeSdk, runtimeClient } from "../../platform/runtime-sdk.js";
import { uploadsBucketVariable } from "./uploads-bucket.js";

/**
 * The S3 client and the presigner are loaded on first use, not with the function: a request refused
 * before it reaches the bucket needs neither, and only the upload slot signs a URL. Required, not
 * imported (platform/runtime-sdk.ts).
 */
const s3Module = () => requireRuntimeSdk("@aws-sdk/client-s3") as typeof import("@aws-sdk/client-s3");

let client: S3Client | undefined;

/**
 * One client per process. S3_ENDPOINT points it at the local S3 twin (path-style, as it has no
 * bucket subdomains); in AWS it is unset and the SDK uses the bucket's regional endpoint.
 */
export function s3(): S3Client {
  const { S3Client } = s3Module();
  client ??= runtimeClient(
    new S3Client({
      ...(process.env.S3_ENDPOINT ? { endpoint: process.env.S3_ENDPOINT, forcePathStyle: true } : {}),
      // Otherwise the SDK signs a CRC32 of the (empty) body into presigned PUT URLs, and S3 then refuses
      // the real upload; the signed content length is what protects the upload here.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
    }),
  );
  return client;
}

export function uploadsBucket(): string {
  const name = process.env[uploadsBucketVariable];
  if (!name) throw new Error(`${uploadsBucketVariable} is not set`);
  return name;
}

/**
 * A presigned PUT that stores exactly one file: the signature covers the key, the content type and
 * the content length, so S3 (and the twin) refuse a larger or different file, or another key.
 */
export async function presignPut(
  key: string,
  file: { contentType: string; size: number },
  expiresInSeconds: number,
): Promise<{ url: string; headers: Record<string, string> }> {
  const { PutObjectCommand } = s3Module();
  const { getSignedUrl } = requireRuntimeSdk(
    "@aws-sdk/s3-request-presigner",
  ) as typeof import("@aws-sdk/s3-request-presigner");
  const url = await getSignedUrl(
    s3(),
    new PutObjectCommand({
      Bucket: uploadsBucket(),
      Key: key,
      ContentType: file.contentType,
      ContentLength: file.size,
    }),
    { expiresIn: expiresInSeconds, signableHeaders: new Set(["content-type", "content-length"]) },
  );
  return { url, headers: { "content-type": file.contentType } };
}

export interface StoredFile {
  size: number;
  contentType: string | undefined;
  /** The first bytes, enough to tell an image format by its signature. */
  head: Uint8Array;
}

const isMissing = (error: unknown) => isSdkError(error, "NotFound", "NoSuchKey");

/** Size, stored type and first bytes of a file, or undefined when there is none under the key. */
export async function inspectFile(key: string, headBytes = 16): Promise<StoredFile | undefined> {
  const { GetObjectCommand, HeadObjectCommand } = s3Module();
  try {
    const head = await s3().send(new HeadObjectCommand({ Bucket: uploadsBucket(), Key: key }));
    const size = head.ContentLength ?? 0;
    const start =
      size === 0
        ? new Uint8Array()
        : await s3()
            .send(
              new GetObjectCommand({
                Bucket: uploadsBucket(),
                Key: key,
                Range: `bytes=0-${Math.min(size, headBytes) - 1}`,
              }),
            )
            .then((object) => object.Body?.transformToByteArray() ?? new Uint8Array());
    return { size, contentType: head.ContentType, head: start };
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

/**
 * Moves a checked upload to where it is served. Its content never changes under the new key (a new
 * image gets a new key), so it may be cached for a year.
 */
export async function publishFile(from: string, to: string, contentType: string): Promise<void> {
  const { CopyObjectCommand } = s3Module();
  const bucket = uploadsBucket();
  await s3().send(
    new CopyObjectCommand({
      Bucket: bucket,
      Key: to,
      CopySource: `${bucket}/${from}`,
      MetadataDirective: "REPLACE",
      ContentType: contentType,
      CacheControl: "public, max-age=31536000, immutable",
    }),
  );
  await deleteFile(from);
}

/** A whole stored file's bytes, or undefined when there is none under the key. */
export async function readBytes(key: string): Promise<Uint8Array | undefined> {
  const { GetObjectCommand } = s3Module();
  try {
    const object = await s3().send(new GetObjectCommand({ Bucket: uploadsBucket(), Key: key }));
    return (await object.Body?.transformToByteArray()) ?? new Uint8Array();
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}

/** Stores a file made here (a rendering) under a key whose content never changes: cached for a year. */
export async function putFile(key: string, body: Uint8Array, contentType: string): Promise<void> {
  const { PutObjectCommand } = s3Module();
  await s3().send(
    new PutObjectCommand({
      Bucket: uploadsBucket(),
      Key: key,
      Body: body,
      ContentType: contentType,
      CacheControl: "public, max-age=31536000, immutable",
    }),
  );
}

export async function deleteFile(key: string): Promise<void> {
  const { DeleteObjectCommand } = s3Module();
  await s3().send(new DeleteObjectCommand({ Bucket: uploadsBucket(), Key: key }));
}

/** A stored file for the local twin's /uploads route (CloudFront reads the bucket itself in AWS). */
export async function readFile(
  key: string,
): Promise<{ body: Readable; contentType?: string; cacheControl?: string; size?: number } | undefined> {
  const { GetObjectCommand } = s3Module();
  try {
    const object = await s3().send(new GetObjectCommand({ Bucket: uploadsBucket(), Key: key }));
    if (!object.Body) return undefined;
    return {
      // In Node the SDK answers the body as a stream.Readable.
      body: object.Body as Readable,
      ...(object.ContentType ? { contentType: object.ContentType } : {}),
      ...(object.CacheControl ? { cacheControl: object.CacheControl } : {}),
      ...(object.ContentLength !== undefined ? { size: object.ContentLength } : {}),
    };
  } catch (error) {
    if (isMissing(error)) return undefined;
    throw error;
  }
}
