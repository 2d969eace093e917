import { describe, expect, it } from "vitest";

import { allPages, csvCell, toCsv } from "./csv";

/** What a spreadsheet sees in a cell: the CSV field with its quotes removed. */
function unquoted(cell: string) {
  expect(cell.startsWith('"') && cell.endsWith('"')).toBe(true);
  return cell.slice(1, -1).replaceAll('""', '"');
}

describe("CSV export cells", () => {
  it("turns a formula into text a spreadsheet will not run", () => {
    const cell = csvCell('=HYPERLINK("http://x","y")');
    expect(cell).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(unquoted(cell).startsWith("'=")).toBe(true);
  });

  it.each(["=1+1", "+1", "-1", "@SUM(A1)", "\tcmd", "\rcmd"])(
    "neutralises %j, which a spreadsheet would read as a formula",
    (value) => {
      expect(unquoted(csvCell(value))).toBe(`'${value}`);
    },
  );

  it("leaves ordinary values as they are, quoted, with quotes doubled and line breaks kept inside the cell", () => {
    expect(csvCell("Ada Lovelace")).toBe('"Ada Lovelace"');
    expect(csvCell('Say "hi", please')).toBe('"Say ""hi"", please"');
    expect(csvCell("a\nb")).toBe('"a\nb"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell("a=b")).toBe('"a=b"');
  });

  it("writes a header and one CRLF-terminated line per row, a comma in a value staying in its cell", () => {
    const csv = toCsv(
      [
        { header: "Name", value: (row: { name: string; company: string }) => row.name },
        { header: "Company", value: (row: { name: string; company: string }) => row.company },
      ],
      [{ name: "=cmd|' /C calc'!A0", company: "Acme, Inc." }],
    );
    expect(csv).toBe('\uFEFF"Name","Company"\r\n"\'=cmd|\' /C calc\'!A0","Acme, Inc."\r\n');
  });

  it("opens with a byte-order mark and keeps accents as UTF-8 bytes", async () => {
    const csv = toCsv([{ header: "Name", value: (row: string) => row }], ["Zoë Ångström"]);
    const bytes = new Uint8Array(await new Blob([csv], { type: "text/csv" }).arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder("utf-8", { ignoreBOM: true }).decode(bytes)).toBe(csv);
    expect(Buffer.from(bytes).includes(Buffer.from("Zoë Ångström", "utf8"))).toBe(true);
  });
});

describe("reading every page of an export", () => {
  it("asks from each next offset until the total is in, and stops on an empty page", async () => {
    const offsets: number[] = [];
    const rows = await allPages((offset) => {
      offsets.push(offset);
      return Promise.resolve({
        rows: Array.from({ length: Math.min(2, 5 - offset) }, (_, i) => offset + i),
        total: 5,
      });
    });
    expect(rows).toEqual([0, 1, 2, 3, 4]);
    expect(offsets).toEqual([0, 2, 4]);
    expect(await allPages(() => Promise.resolve({ rows: [], total: 3 }))).toEqual([]);
  });
});
