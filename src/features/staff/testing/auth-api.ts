import { HttpResponse, http } from "msw";

import type { StaffRole } from "@common/staff-roles";

/** The unit tests' backend (vitest.config.ts); MSW answers Auth as GoTrue does and the Data API as PostgREST. */
const AUTH = "http://supabase.test/auth/v1";
const REST = "http://supabase.test/rest/v1";

const USER_ID = "6f1c9a52-3c1e-4c59-9d1a-0a4f7b3f2c11";
const FACTOR_ID = "0b8c5a4e-8f3d-4a63-a4b0-2f1d6a9e7c21";
export const SECRET = "JBSWY3DPEHPK3PXP";
export const EMAIL = "ada@tapsheet.example";
/** An enrolment QR code as Auth may draw it, with a colour written with a #. */
export const QR_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1" fill="#fff"/></svg>';

function base64url(value: object) {
  return btoa(JSON.stringify(value)).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** An access token as GoTrue issues it, unsigned (supabase-js reads its claims without verifying them). */
function accessToken(aal: "aal1" | "aal2") {
  const now = Math.floor(Date.now() / 1000);
  return `${base64url({ alg: "HS256", typ: "JWT" })}.${base64url({
    sub: USER_ID,
    role: "authenticated",
    aal,
    amr: [{ method: aal === "aal2" ? "totp" : "otp", timestamp: now }],
    exp: now + 3600,
    iat: now,
  })}.c2lnbmF0dXJl`;
}

export interface AuthState {
  /** Whether the user has a verified authenticator. */
  verifiedFactor: boolean;
  /** The staff_members row the user can read, or null for a user who is not staff. */
  role: StaffRole | null;
  /** The answer to a request for an e-mail code: 200, or GoTrue's refusal when e-mail codes are off. */
  otpStatus?: 200 | 422;
  /** When set, a request for an e-mail code is refused for this many more seconds (one code a minute). */
  otpWaitSeconds?: number;
  /** Every request Auth received, as "METHOD /path". */
  calls: string[];
}

function user(state: AuthState) {
  return {
    id: USER_ID,
    aud: "authenticated",
    role: "authenticated",
    email: EMAIL,
    app_metadata: {},
    user_metadata: {},
    created_at: "2026-11-01T09:00:00Z",
    factors: state.verifiedFactor
      ? [
          {
            id: FACTOR_ID,
            factor_type: "totp",
            status: "verified",
            created_at: "2026-11-01T09:00:00Z",
            updated_at: "2026-11-01T09:00:00Z",
          },
        ]
      : [],
  };
}

function session(state: AuthState, aal: "aal1" | "aal2") {
  return {
    access_token: accessToken(aal),
    token_type: "bearer",
    expires_in: 3600,
    expires_at: Math.floor(Date.now() / 1000) + 3600,
    refresh_token: `refresh-${aal}`,
    user: user(state),
  };
}

/** GoTrue's e-mail code, MFA and logout endpoints, and the staff_members row, over `state`. */
export function authHandlers(state: AuthState) {
  const log = (request: Request) => {
    state.calls.push(`${request.method} ${new URL(request.url).pathname.replace("/auth/v1", "")}`);
  };
  return [
    http.post(`${AUTH}/otp`, ({ request }) => {
      log(request);
      if (state.otpWaitSeconds !== undefined)
        return HttpResponse.json(
          {
            code: 429,
            error_code: "over_email_send_rate_limit",
            msg: `For security purposes, you can only request this after ${state.otpWaitSeconds} seconds.`,
          },
          { status: 429 },
        );
      return state.otpStatus === 422
        ? HttpResponse.json(
            { code: 422, error_code: "otp_disabled", msg: "Signups not allowed for otp" },
            { status: 422 },
          )
        : HttpResponse.json({});
    }),
    http.post(`${AUTH}/verify`, async ({ request }) => {
      log(request);
      const body = (await request.json()) as { token: string };
      if (body.token !== "123456")
        return HttpResponse.json(
          { code: 403, error_code: "otp_expired", msg: "Token has expired or is invalid" },
          { status: 403 },
        );
      return HttpResponse.json(session(state, "aal1"));
    }),
    http.get(`${AUTH}/user`, ({ request }) => {
      log(request);
      return HttpResponse.json(user(state));
    }),
    http.post(`${AUTH}/factors`, ({ request }) => {
      log(request);
      return HttpResponse.json({
        id: FACTOR_ID,
        type: "totp",
        friendly_name: "",
        totp: {
          qr_code: QR_SVG,
          secret: SECRET,
          uri: `otpauth://totp/Tapsheet:${EMAIL}?secret=${SECRET}`,
        },
      });
    }),
    http.post(`${AUTH}/factors/:id/challenge`, ({ request }) => {
      log(request);
      return HttpResponse.json({ id: "challenge-1", type: "totp", expires_at: Date.now() / 1000 + 300 });
    }),
    http.post(`${AUTH}/factors/:id/verify`, async ({ request }) => {
      log(request);
      const body = (await request.json()) as { code: string };
      if (body.code !== "654321")
        return HttpResponse.json(
          { code: 422, error_code: "mfa_verification_failed", msg: "Invalid TOTP code entered" },
          { status: 422 },
        );
      state.verifiedFactor = true;
      return HttpResponse.json(session(state, "aal2"));
    }),
    http.post(`${AUTH}/logout`, ({ request }) => {
      log(request);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(`${REST}/staff_members`, () =>
      HttpResponse.json(
        state.role === null
          ? []
          : [{ user_id: USER_ID, email: EMAIL, role: state.role, invited_at: "2026-11-01T09:00:00Z" }],
      ),
    ),
  ];
}
