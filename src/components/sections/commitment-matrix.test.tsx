import { render, screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";

import { COMMITMENT_STATUS_LABELS, COMMITMENTS_PAGE, SAMPLE_COMMITMENT_MATRIX } from "@/content/use-cases";
import UseCaseCommitmentsPage from "@/routes/use-case-commitments";
import { renderRoute } from "../../../tests/utils/render";
import { waitForSignupForms } from "../../../tests/utils/signup";

import { CommitmentMatrix, commitmentTotals, formatUsdCompact } from "./commitment-matrix";

describe("commitmentTotals", () => {
  it("derives the sample's figures from its rows: $3.2M committed of $5M is 64%", () => {
    const { byStatus, percentComplete } = commitmentTotals(SAMPLE_COMMITMENT_MATRIX);
    expect(SAMPLE_COMMITMENT_MATRIX.targetUsd).toBe(5_000_000);
    expect(byStatus).toEqual({ committed: 3_200_000, "soft-commit": 1_100_000, "in-review": 700_000 });
    expect(percentComplete).toBe(64);
    // The pipeline never claims more than the target.
    expect(byStatus.committed + byStatus["soft-commit"] + byStatus["in-review"]).toBeLessThanOrEqual(
      SAMPLE_COMMITMENT_MATRIX.targetUsd,
    );
  });

  it("formats amounts compactly", () => {
    expect(formatUsdCompact(5_000_000)).toBe("$5M");
    expect(formatUsdCompact(3_200_000)).toBe("$3.2M");
    expect(formatUsdCompact(450_000)).toBe("$450K");
  });
});

describe("CommitmentMatrix", () => {
  function renderMatrix() {
    return render(
      <CommitmentMatrix matrix={SAMPLE_COMMITMENT_MATRIX} statusLabels={COMMITMENT_STATUS_LABELS} />,
    );
  }

  it("shows the target, percent complete and the three totals", () => {
    renderMatrix();
    expect(screen.getByText("$5M")).toBeInTheDocument();
    expect(screen.getByText("64%")).toBeInTheDocument();

    const totals = screen
      .getAllByRole("term")
      .map((term) => [term.textContent, term.nextElementSibling?.textContent]);
    expect(totals).toEqual([
      ["Committed", "$3.2M"],
      ["Soft Commit", "$1.1M"],
      ["In Review", "$700K"],
    ]);
  });

  it("lists every sample investor in a captioned table inside a focusable, labelled scroll region", () => {
    renderMatrix();
    const table = screen.getByRole("table", { name: /sample data/i });
    const region = screen.getByRole("region", { name: /sample data/i });
    expect(region).toContainElement(table);
    expect(region).toHaveAttribute("tabindex", "0");

    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((th) => th.textContent),
    ).toEqual(["Investor", "Type", "Amount", "Status"]);
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(SAMPLE_COMMITMENT_MATRIX.commitments.length);

    const first = SAMPLE_COMMITMENT_MATRIX.commitments[0];
    const firstRow = rows[0];
    if (!first || !firstRow) throw new Error("sample matrix is empty");
    expect(within(firstRow).getByRole("rowheader")).toHaveTextContent(first.investor);
    expect(firstRow).toHaveTextContent(formatUsdCompact(first.amountUsd));

    const statusCells = rows.map((row) => within(row).getAllByRole("cell").at(-1)?.textContent);
    expect(new Set(statusCells)).toEqual(new Set(["Committed", "Soft Commit", "In Review"]));
  });
});

describe("commitments page", () => {
  it("explains the status flow In Review → Soft Commit → Committed and ends with a sign-up form", async () => {
    renderRoute(UseCaseCommitmentsPage, { path: "/use-cases/commitments" });
    await waitForSignupForms();

    expect(screen.getByRole("heading", { level: 1, name: COMMITMENTS_PAGE.hero.title })).toBeInTheDocument();
    const flow = screen.getByRole("region", { name: COMMITMENTS_PAGE.statusFlow.title });
    const steps = within(flow)
      .getAllByRole("heading", { level: 3 })
      .map((heading) => heading.textContent?.replace(/^Step \d+: /, ""));
    expect(steps).toEqual(["In Review", "Soft Commit", "Committed"]);

    expect(screen.getByRole("table")).toBeInTheDocument();
    expect(screen.getAllByText(/figures are illustrative/i).length).toBeGreaterThan(0);
    const closing = screen.getByRole("region", { name: COMMITMENTS_PAGE.closing.title });
    expect(within(closing).getByRole("form")).toBeInTheDocument();
  });
});
