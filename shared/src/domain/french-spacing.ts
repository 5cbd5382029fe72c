/**
 * French sets a no-break space before ":" and a narrow one before ";", "!", "?", "%" and "»" and after
 * "«", so a line never starts with the sign. Each plain space where one of these belongs, with the
 * words around it, for the tests that keep the French texts (catalogs, tour data, mails) right.
 */
export function frenchSpacingFaults(text: string): string[] {
  const faults = /\S {1,2}[:;!?%»]|« /g;
  return [...text.matchAll(faults)].map((match) =>
    text.slice(Math.max(0, match.index - 20), match.index + match[0].length + 20),
  );
}
