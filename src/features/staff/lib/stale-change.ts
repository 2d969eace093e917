import { z } from "@/lib/zod";

import { POSTS, STAGE_LABELS } from "../content";
import { STAGES } from "../schemas/records";
import { formatWhen } from "./dates";
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

/** What the database names when it refuses a save of a post made from an older version. */
const StalePostSaveSchema = z.object({ by: z.string().nullable(), at: z.string().nullable() });
export type StalePostSave = z.infer<typeof StalePostSaveSchema>;

/** The colleague's save behind a refused save of a post, or undefined for any other failure. */
export function stalePostSave(error: unknown): StalePostSave | undefined {
  if (!(error instanceof RequestError) || error.status !== 409 || !error.details) return undefined;
  try {
    const parsed = StalePostSaveSchema.safeParse(JSON.parse(error.details));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/** "hank@… saved this post at 2026-11-27 14:02, after you opened it. …", in the viewer's time zone. */
export function stalePostText(save: StalePostSave): string {
  const who = save.by ?? "A colleague";
  return POSTS.stale(who, save.at ? formatWhen(save.at) : null);
}
