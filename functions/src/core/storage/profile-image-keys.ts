import { randomUUID } from "node:crypto";
import { type ProfileImageType, profileImageExtensions } from "@tembea/shared";
import { profileImagePrefixes } from "./uploads-bucket.js";

/**
 * Where profile images live in the uploads bucket. A fresh upload lands under `incoming/` (never
 * served; in AWS a lifecycle rule removes what is left there after a day); once checked it moves
 * under `uploads/`, which CloudFront (or the twin) serves at the same path. Both lie under the
 * owner's id, so a key names its owner, and the random part makes an image's address unguessable.
 */
const incomingPrefix = (userId: string) => `${profileImagePrefixes.incoming}${userId}/`;
const fileName = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(jpg|png|webp)$/;

export const profileImageKeys = {
  incoming: (userId: string, type: ProfileImageType) =>
    `${incomingPrefix(userId)}${randomUUID()}.${profileImageExtensions[type]}`,
  /** True only for a key this user was handed for an upload. */
  isIncomingOf: (userId: string, key: string) =>
    key.startsWith(incomingPrefix(userId)) && fileName.test(key.slice(incomingPrefix(userId).length)),
  published: (incomingKey: string) =>
    profileImagePrefixes.published + incomingKey.slice(profileImagePrefixes.incoming.length),
  /** The site path that serves a published image (same origin: CloudFront, or the twin). */
  url: (publishedKey: string) => `/${publishedKey}`,
};
