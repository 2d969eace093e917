import { z } from "@/lib/zod";

import { STAGE_LABELS } from "../content";
import { STAGES } from "../schemas/records";
import { RequestError } from "@/lib/request-error";

/** What the database names when it refuses a save made from an outdated view (the error's `details`). */
const StaleChangeSchema = z.object({
  by: z.string().nullable(),
  kind: z.string().nullable(),
  to_stage: z.string().nullable(),
  at: z.string().nullable(),
});
export type StaleChange = z.infer<typeof StaleChangeSchema>;

/** The colleague's change behind a refused stage save or note, or undefined for any other failure. */
export function staleChange(error: unknown): StaleChange | undefined {
  if (!(error instanceof RequestError) || error.status !== 409 || !error.details) return undefined;
  try {
    const parsed = StaleChangeSchema.safeParse(JSON.parse(error.details));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

const timeOfDay = (iso: string) =>
  new Date(iso).toLocaleTimeString("en-GB", { hour: "2-digit", minute: "2-digit" });

/** "hank@… changed the stage to Hired at 14:02. Reload to see it.", in the viewer's time zone. */
export function staleChangeText(change: StaleChange): string {
  const who = change.by ?? "A colleague";
  const stage = STAGES.find((value) => value === change.to_stage);
  const what =
    change.kind === "stage_changed" && stage
      ? `changed the stage to ${STAGE_LABELS[stage]}`
      : change.kind === "note_added"
        ? "added a note"
        : "changed this application";
  const when = change.at ? ` at ${timeOfDay(change.at)}` : "";
  return `${who} ${what}${when}. Reload to see it.`;
}
