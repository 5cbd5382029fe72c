// No zod here: the web's thank-you and trip pages read this module.

/**
 * A booking's or tailored trip's short reference, "TMB-7K2Q9": what a traveller reads out on the
 * phone, types into a mail or finds on a receipt, and an agent quotes. Crockford's base 32 without
 * the symbols people mix up when reading aloud or typing: no 0 or O, no 1, I or L (Crockford already
 * drops I, L, O and U; we drop 0 and 1 as well, since nobody types a reference back into a decoder
 * that would map them). 30 symbols, five of them: 24.3 million references.
 * Uniqueness is the table's: docs/decisions/0003-short-references.md.
 */
export const referenceAlphabet = "23456789ABCDEFGHJKMNPQRSTVWXYZ";
export const referencePrefix = "TMB-";
export const referenceLength = 5;

const referencePattern = new RegExp(`^${referencePrefix}[${referenceAlphabet}]{${referenceLength}}$`);

/** Whether a text is a reference as we write them (upper case, with its prefix). */
export function isReference(value: string): boolean {
  return referencePattern.test(value);
}

/**
 * A new reference from a source of random integers in [0, max) (the server passes crypto.randomInt,
 * which draws without modulo bias).
 */
export function drawReference(randomBelow: (max: number) => number): string {
  let code = "";
  for (let i = 0; i < referenceLength; i++) code += referenceAlphabet[randomBelow(referenceAlphabet.length)];
  return `${referencePrefix}${code}`;
}
