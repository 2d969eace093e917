import { dismissToast, toast } from "@/lib/toast";

/**
 * The toast store is module state shared by every test in a file; clear it so a toast left over from an
 * earlier test cannot satisfy a later assertion. Ids are sequential, so dismissing 1..latest clears all.
 */
export function clearToasts() {
  const latest = toast({ title: "" });
  for (let id = 1; id <= latest; id++) dismissToast(id);
}
