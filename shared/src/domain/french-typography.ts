/**
 * French sets a no-break space before ":" and a narrow one before ";", "!", "?", "%" and "»" and after
 * "«", so a line never starts with the sign; and it elides with the typographic apostrophe ("l’offre"),
 * as the catalogs have from the start, never the typewriter one. Each fault, with the words around it,
 * for the tests that keep the French texts (catalogs, tour data, mails) right.
 */
export function frenchTypographyFaults(text: string): string[] {
  const faults = /\S {1,2}[:;!?%»]|« |\p{L}'\p{L}/gu;
  return [...text.matchAll(faults)].map((match) =>
    text.slice(Math.max(0, match.index - 20), match.index + match[0].length + 20),
  );
}
