import { createHash, randomBytes, randomInt, timingSafeEqual } from "node:crypto";
import { signUpCodeLength } from "@tembea/shared";

/** A sign-up code proves the address for a day, and five tries at most (then a new one is needed). */
export const signUpCodeLifetimeSeconds = 24 * 60 * 60;
export const signUpCodeMaxTries = 5;

export interface HashedSignUpCode {
  /** Random per code, so equal codes never share a hash. */
  salt: string;
  codeHash: string;
}

const hashOf = (code: string, salt: string) => createHash("sha256").update(`${salt}:${code}`).digest("hex");

/** Six random digits (crypto), to mail, and the salted hash that alone is stored. */
export function newSignUpCode(): { code: string } & HashedSignUpCode {
  const code = String(randomInt(0, 10 ** signUpCodeLength)).padStart(signUpCodeLength, "0");
  const salt = randomBytes(16).toString("base64url");
  return { code, salt, codeHash: hashOf(code, salt) };
}

export function signUpCodeMatches(code: string, stored: HashedSignUpCode): boolean {
  const given = Buffer.from(hashOf(code, stored.salt), "hex");
  const expected = Buffer.from(stored.codeHash, "hex");
  return given.length === expected.length && timingSafeEqual(given, expected);
}
