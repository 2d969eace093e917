import { DESK } from "../content";

/** A desk page or part still waiting for its data. */
export function Loading() {
  return (
    <p role="status" className="text-muted-foreground">
      {DESK.loading}
    </p>
  );
}
