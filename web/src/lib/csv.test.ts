import { describe, expect, it } from "vitest";
import { csvChf, csvFile, csvText } from "./csv";

describe("csvText (RFC 4180)", () => {
  it("quotes only the fields that need it, doubles quotes and ends every record with CRLF", () => {
    expect(
      csvText([
        ["Date", "Tour", "Amount"],
        ["2026-11-03", 'The "Big Five", and more', 5960],
        ["2026-11-04", "Line one\nline two", "Zoë Müller-Lüdenscheidt"],
      ]),
    ).toBe(
      'Date,Tour,Amount\r\n2026-11-03,"The ""Big Five"", and more",5960\r\n2026-11-04,"Line one\nline two",Zoë Müller-Lüdenscheidt\r\n',
    );
  });

  it("keeps a text cell a spreadsheet would run as a formula as text; numbers stay numbers", () => {
    expect(csvText([['=HYPERLINK("x")', "+1", "-2+A1", "@SUM(A1)", -1490, "-1490.50"]])).toBe(
      `"'=HYPERLINK(""x"")",'+1,'-2+A1,'@SUM(A1),-1490,-1490.50\r\n`,
    );
  });

  it("writes CHF minor units as a plain decimal", () => {
    expect([csvChf(596_000), csvChf(5), csvChf(-149_050)]).toEqual(["5960.00", "0.05", "-1490.50"]);
  });
});

describe("csvFile", () => {
  it("is UTF-8 with a byte order mark, so Excel reads the accents", async () => {
    const bytes = new Uint8Array(await csvFile([["Zoë"]]).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe("Zoë\r\n");
  });
});
