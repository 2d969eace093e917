// The keys the check was given, the client address the project sees, and setting this address's abuse-budget
// records aside for the length of the check.
import {
  FORWARDING_HEADERS,
  Problem,
  REAPPLY,
  asPublic,
  asStaff,
  config,
  describe,
  keyRole,
} from "./context.mjs";
import { forgedAddress, progress } from "./test-data.mjs";

/**
 * @typedef {import("./context.mjs").Answer} Answer
 */

export async function checkKeys() {
  const anonRole = keyRole(config.anonKey);
  if (anonRole && anonRole !== "anon") {
    throw new Problem(
      `SUPABASE_ANON_KEY is the ${anonRole} key, not the public one`,
      "use the anon (or publishable) key from the dashboard's Settings → API Keys.",
    );
  }
  const serviceRole = keyRole(config.serviceKey);
  if (serviceRole && serviceRole !== "service_role") {
    throw new Problem(
      `SUPABASE_SERVICE_ROLE_KEY is the ${serviceRole} key, not the service-role one`,
      "use the service_role (or secret) key from the dashboard's Settings → API Keys.",
    );
  }
  const publicAnswer = await asPublic("/rest/v1/jobs?select=id&limit=1");
  if (publicAnswer.status === 401 || publicAnswer.status === 403) {
    throw new Problem(
      `the project refused SUPABASE_ANON_KEY (${describe(publicAnswer)})`,
      "copy this project's anon (or publishable) key from Settings → API Keys; the site's VITE_SUPABASE_ANON_KEY must be the same.",
    );
  }
  if (publicAnswer.status !== 200) {
    throw new Problem(`reading jobs with the public key answered ${describe(publicAnswer)}`, REAPPLY);
  }
  const staffAnswer = await asStaff("/rest/v1/rpc/deployment_check_request", { method: "POST", body: "{}" });
  if (staffAnswer.status === 401 || staffAnswer.status === 403) {
    throw new Problem(
      `the project refused SUPABASE_SERVICE_ROLE_KEY (${describe(staffAnswer)})`,
      "copy this project's service_role (or secret) key from Settings → API Keys.",
    );
  }
  if (staffAnswer.status === 404) {
    throw new Problem(
      `the function public.deployment_check_request is missing (${describe(staffAnswer)})`,
      "apply the migrations (`supabase db push`); the check needs 20261123120000_deployment_check.sql.",
    );
  }
  if (staffAnswer.status !== 200) {
    throw new Problem(`the service role's call answered ${describe(staffAnswer)}`, REAPPLY);
  }
  return "the public key and the service-role key are this project's";
}

export async function checkClientAddress() {
  /** @param {Record<string, string>} headers */
  const ask = (headers) =>
    asStaff("/rest/v1/rpc/deployment_check_request", { method: "POST", body: "{}", headers });
  /** @param {Answer} answer */
  const seen = (answer) => {
    if (answer.status !== 200)
      throw new Problem(`deployment_check_request answered ${describe(answer)}`, REAPPLY);
    return /** @type {{ client_address: string | null, headers: Record<string, string> }} */ (answer.json);
  };
  const forged = {
    "cf-connecting-ip": forgedAddress("203.0.113"),
    "x-forwarded-for": forgedAddress("198.51.100"),
    "x-real-ip": forgedAddress("192.0.2"),
  };
  const plain = seen(await ask({}));
  const forwarded = { "X-Forwarded-For": forged["x-forwarded-for"], "X-Real-IP": forged["x-real-ip"] };
  let answer = await ask({ "CF-Connecting-IP": forged["cf-connecting-ip"], ...forwarded });
  // An edge may refuse a client-sent CF-Connecting-IP outright, which is safe: the other two are then tried alone.
  let refusedNote = "";
  if (answer.status !== 200) {
    refusedNote = `; the host refused a forged CF-Connecting-IP (HTTP ${answer.status})`;
    answer = await ask(forwarded);
  }
  const spoofed = seen(answer);
  const present = FORWARDING_HEADERS.filter((name) => name in spoofed.headers);
  const presentText = present.length > 0 ? present.join(", ") : "none of " + FORWARDING_HEADERS.join(", ");
  const address = spoofed.client_address;
  if (!address) {
    throw new Problem(
      `the database sees no client address (headers that arrived: ${presentText}), so the abuse budgets count nobody per address`,
      "find which header carries the caller's real address on this host and make private.client_address() read it (a one-line migration; docs/decisions/006).",
    );
  }
  const forgedHeader = FORWARDING_HEADERS.find(
    (name) => forged[/** @type {keyof typeof forged} */ (name)] === address,
  );
  if (forgedHeader) {
    throw new Problem(
      `the database took the client address from the forged ${forgedHeader} value (${address}), so anyone can reset their abuse budget by sending that header`,
      "the API (or a proxy in front of it) trusts client-supplied forwarding headers (the embedded API started with TRUST_PROXY=1 does); private.client_address() must read a header the edge overwrites (cf-connecting-ip behind Cloudflare, docs/decisions/006).",
    );
  }
  if (address !== plain.client_address) {
    throw new Problem(
      `the client address changed when forged headers were sent (${plain.client_address ?? "none"} without them, ${address} with them)`,
      "private.client_address() reads something a client can influence; make it read the header the edge sets (docs/decisions/006).",
    );
  }
  const carriers = FORWARDING_HEADERS.filter((name) =>
    (spoofed.headers[name] ?? "").split(",").some((value) => value.trim() === address),
  );
  return `the database sees ${address}, carried by ${carriers.join(" and ") || "no forwarding header"}; forged values ignored (headers that arrived: ${presentText})${refusedNote}`;
}

export async function setAsideBudget() {
  const answer = await asStaff("/rest/v1/rpc/deployment_check_set_aside_budget", {
    method: "POST",
    body: "{}",
  });
  if (answer.status !== 200 || !Array.isArray(answer.json)) {
    throw new Problem(`setting this address's budget records aside answered ${describe(answer)}`, REAPPLY);
  }
  progress.budgetSetAside = answer.json;
  return `${answer.json.length} earlier records of this address set aside until the end of the check`;
}
