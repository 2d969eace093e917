// One-click unsubscribe (RFC 8058; decisions 027 and 039). Every message to the public has a List-Unsubscribe
// header pointing here with its own token (staff mail has none), and the function is deployed without JWT verification
// (supabase/config.toml), because a mail client POSTs `List-Unsubscribe=One-Click` with no key or session.
//
//   POST ?token=…  suppresses the message's recipient (no further public mail until they sign up again and
//                  confirm; mail to staff is never suppressed) and removes their beta sign-up; answers { status: "unsubscribed" } or 404 "invalid".
//   GET  ?token=…  never unsubscribes (link scanners prefetch GETs): redirects to the site's /beta/unsubscribe
//                  page, which asks, then sends the same POST.
//
// Settings: SITE_URL (function secret); SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY come from the platform.

import { serviceRpc } from "../_shared/mail-recipient.ts";

const CORS = { "Access-Control-Allow-Origin": "*" };

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...CORS, "Content-Type": "application/json", "Cache-Control": "no-store" },
  });
}

Deno.serve(async (request) => {
  const url = new URL(request.url);
  const token = url.searchParams.get("token") ?? "";
  const get = (name: string) => Deno.env.get(name)?.trim() ?? "";
  if (request.method === "OPTIONS") {
    return new Response(null, {
      status: 204,
      headers: {
        ...CORS,
        "Access-Control-Allow-Methods": "GET, POST, OPTIONS",
        "Access-Control-Allow-Headers": "content-type",
      },
    });
  }
  if (request.method === "GET" || request.method === "HEAD") {
    const siteUrl = get("SITE_URL").replace(/\/+$/, "");
    if (!siteUrl) return json(500, { error: "Missing function secret: SITE_URL" });
    return new Response(null, {
      status: 303,
      headers: {
        Location: `${siteUrl}/beta/unsubscribe?token=${encodeURIComponent(token)}`,
        "Cache-Control": "no-store",
      },
    });
  }
  if (request.method !== "POST") return json(405, { error: "Use POST" });
  await request.body?.cancel();
  const supabaseUrl = get("SUPABASE_URL").replace(/\/+$/, "");
  const serviceRoleKey = get("SUPABASE_SERVICE_ROLE_KEY");
  if (!supabaseUrl || !serviceRoleKey)
    return json(500, { error: "Missing SUPABASE_URL or SUPABASE_SERVICE_ROLE_KEY" });
  try {
    const done = await serviceRpc<boolean>({ supabaseUrl, serviceRoleKey }, "unsubscribe_mail_recipient", {
      token,
    });
    return done ? json(200, { status: "unsubscribed" }) : json(404, { status: "invalid" });
  } catch (error) {
    return json(502, { error: error instanceof Error ? error.message : String(error) });
  }
});
