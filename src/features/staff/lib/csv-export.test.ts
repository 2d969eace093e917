import { afterEach, describe, expect, it, vi } from "vitest";

import { downloadCsv } from "./csv-export";

afterEach(() => {
  vi.useRealTimers();
});

describe("a downloaded CSV file", () => {
  it("opens with one byte-order mark, is named for the viewer's day and counts its rows", async () => {
    vi.useFakeTimers({ now: new Date(2026, 10, 27, 23, 30), toFake: ["Date"] });
    const saved: Blob[] = [];
    vi.spyOn(URL, "createObjectURL").mockImplementation((blob) => {
      saved.push(blob as Blob);
      return "blob:csv";
    });
    vi.spyOn(URL, "revokeObjectURL").mockImplementation(() => undefined);
    let name = "";
    vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      name = this.download;
    });

    const count = downloadCsv("audit-log", [{ header: "Who", value: (row: string) => row }], ["Zoë", "Ana"]);

    expect(count).toBe(2);
    expect(name).toBe("audit-log-2026-11-27.csv");
    const bytes = new Uint8Array(await saved[0]!.arrayBuffer());
    expect([...bytes.slice(0, 4)]).toEqual([0xef, 0xbb, 0xbf, 0x22]);
  });
});
