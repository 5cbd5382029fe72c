/**
 * CSV as RFC 4180 writes it: fields separated by commas, records ended by CRLF, a field holding a
 * comma, a double quote, CR or LF enclosed in double quotes with its quotes doubled. Written here
 * rather than with a CSV library: this is the whole of the format for writing, and the pages that
 * export load it with their own chunk.
 */
export type CsvCell = string | number;

/**
 * A text cell that a spreadsheet would run as a formula (it starts with =, +, -, @, a tab or CR:
 * OWASP's "CSV injection") gets a leading apostrophe, so a tour title typed by an agency is shown,
 * never run. Numbers, and negative amounts written as text ("-1490.50"), are written as they are.
 */
function cellText(cell: CsvCell): string {
  if (typeof cell === "number") return String(cell);
  const formula = /^[=+\-@\t\r]/.test(cell) && !/^-\d+(\.\d+)?$/.test(cell);
  const text = formula ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvText(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((row) => `${row.map(cellText).join(",")}\r\n`).join("");
}

/**
 * The file to download: UTF-8 with a byte order mark first, which is how Excel knows it is UTF-8
 * (without it, Excel reads the bytes in the system's code page: "ZoÃ«" for "Zoë").
 */
export function csvFile(rows: readonly (readonly CsvCell[])[]): Blob {
  return new Blob([`\uFEFF${csvText(rows)}`], { type: "text/csv;charset=utf-8" });
}

/** CHF minor units as a plain decimal a spreadsheet reads as a number: 596000 → "5960.00". */
export const csvChf = (minor: number): string => (minor / 100).toFixed(2);
