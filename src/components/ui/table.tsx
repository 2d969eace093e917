import type * as React from "react";

import { cn } from "@/lib/utils";

interface TableProps extends React.ComponentProps<"table"> {
  /** What the table lists, for screen readers (the page's heading already says it on screen)… */
  caption?: string;
  /** …unless no heading does: then the caption shows above the table. */
  showCaption?: boolean;
  /** The column headings, in order. */
  columns: readonly string[];
  /** A last column of buttons, its heading heard but not shown (such as "Remove"). */
  actions?: string;
}

/**
 * A plain semantic table of records: a caption, a row of column headings and `children`, the body's rows. A narrow
 * screen scrolls it sideways inside its box; the box's inline-size containment keeps the table's width from
 * widening the grids around it, and so the page. The box is positioned so that the visually hidden caption and
 * headings, which are absolutely positioned, scroll and clip with the table instead of widening the page.
 */
function Table({
  caption,
  showCaption = false,
  columns,
  actions,
  className,
  children,
  ...props
}: TableProps) {
  return (
    <div className="relative w-full overflow-x-auto [contain:inline-size]">
      <table className={cn("w-full text-left text-sm break-words", className)} {...props}>
        {caption ? (
          <caption className={showCaption ? "text-left font-medium" : "sr-only"}>{caption}</caption>
        ) : null}
        <thead>
          <TableRow>
            {columns.map((column) => (
              <TableHead key={column}>{column}</TableHead>
            ))}
            {actions ? (
              <TableHead>
                <span className="sr-only">{actions}</span>
              </TableHead>
            ) : null}
          </TableRow>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

function TableRow({ className, ...props }: React.ComponentProps<"tr">) {
  return <tr className={cn("border-b align-top", className)} {...props} />;
}

/** A heading cell: a column's unless `scope="row"` makes it the row's. */
function TableHead({ className, scope = "col", ...props }: React.ComponentProps<"th">) {
  return <th scope={scope} className={cn("p-2 font-semibold", className)} {...props} />;
}

function TableCell({ className, ...props }: React.ComponentProps<"td">) {
  return <td className={cn("p-2", className)} {...props} />;
}

export { Table, TableCell, TableHead, TableRow };
