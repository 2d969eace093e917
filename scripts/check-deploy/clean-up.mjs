// Removes what the deployment check stored and puts back what it set aside, whatever failed on the way.
import { Problem, RESUME_BUCKET, asStaff, config, describe, send } from "./context.mjs";
import { created, progress, run } from "./test-data.mjs";
import { staffHasRow } from "./writes.mjs";

/** Removes everything the check stored; each part is tried even when another failed. */
export async function cleanUp() {
  /** @type {string[]} */
  const left = [];
  /** @param {string} what @param {() => Promise<boolean>} remove resolves whether it is gone */
  const attempt = async (what, remove) => {
    try {
      if (!(await remove())) left.push(what);
    } catch (error) {
      left.push(`${what} (${error instanceof Error ? error.message : String(error)})`);
    }
  };
  const uploadUrl = created.uploadUrl;
  if (uploadUrl) {
    // An upload that never finished: ask Storage to drop its bytes (no object exists for it yet).
    await send(uploadUrl, {
      key: config.serviceKey,
      method: "DELETE",
      headers: { "Tus-Resumable": "1.0.0" },
    }).catch(() => undefined);
  }
  const candidateId = created.candidateId;
  if (candidateId) {
    await attempt(
      `the object(s) under ${RESUME_BUCKET}/${candidateId}/ (delete them in Storage)`,
      async () => {
        const list = () =>
          asStaff(`/storage/v1/object/list/${RESUME_BUCKET}`, {
            method: "POST",
            body: JSON.stringify({ prefix: candidateId, limit: 100 }),
          });
        const listed = await list();
        const names = Array.isArray(listed.json)
          ? listed.json.map((entry) => `${candidateId}/${entry?.name}`)
          : [];
        if (names.length > 0) {
          await asStaff(`/storage/v1/object/${RESUME_BUCKET}`, {
            method: "DELETE",
            body: JSON.stringify({ prefixes: names }),
          });
        }
        const after = await list();
        return listed.status === 200 && Array.isArray(after.json) && after.json.length === 0;
      },
    );
  }
  for (const [table, id] of /** @type {const} */ ([
    ["candidates", candidateId],
    ["signups", created.signupId],
  ])) {
    if (!id) continue;
    await attempt(`public.${table} row ${id}`, async () => {
      await asStaff(`/rest/v1/${table}?id=eq.${id}`, { method: "DELETE" });
      return !(await staffHasRow(table, id));
    });
  }
  const userId = created.userId;
  if (userId) {
    await attempt(`the Auth user ${userId} (delete it under Authentication → Users)`, async () => {
      const answer = await asStaff(`/auth/v1/admin/users/${userId}`, { method: "DELETE" });
      return answer.status === 200 || answer.status === 404;
    });
  }
  if (progress.budgetSetAside) {
    const setAside = progress.budgetSetAside;
    await attempt("the check's abuse-budget records (they expire within the budget's window)", async () => {
      const answer = await asStaff("/rest/v1/rpc/deployment_check_restore_budget", {
        method: "POST",
        body: JSON.stringify({ set_aside: setAside }),
      });
      if (answer.status !== 200 || typeof answer.json !== "number") throw new Error(describe(answer));
      // Fewer removed than admitted: the address changed between requests, so some records stayed elsewhere.
      return answer.json >= progress.admittedInserts;
    });
  }
  if (left.length > 0) {
    throw new Problem(
      `left behind: ${left.join("; ")}`,
      `remove them with the service role; test rows carry the e-mail deploy-check+${run}@example.invalid.`,
    );
  }
  const removed = [
    created.signupId && "sign-up",
    created.candidateId && "application",
    created.objectName && "resume",
  ].filter(Boolean);
  return removed.length > 0
    ? `removed the test ${removed.join(", ")} and the check's budget records`
    : "nothing to remove";
}
