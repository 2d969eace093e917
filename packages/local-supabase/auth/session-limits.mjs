// @ts-check
/**
 * How long a session may live, checked when it is refreshed, as GoTrue's RefreshTokenGrant does with
 * models.Session.CheckValidity (decision 043): past its `not_after`, past the time-box since it began, or idle
 * (not refreshed) for longer than the inactivity timeout, the session is refused. The values are those of
 * supabase/config.toml's [auth.sessions], which the hosted project is set to as well.
 */
import { AuthError } from "./gotrue-model.mjs";

/** [auth.sessions] timebox = "12h". */
const TIMEBOX_SECONDS = 12 * 60 * 60;
/** [auth.sessions] inactivity_timeout = "30m". */
const INACTIVITY_SECONDS = 30 * 60;

/**
 * Refuses to refresh a session that has ended. Its last activity is `refreshed_at`, else the refresh token's last
 * change when that is later than the session's start (Session.LastRefreshedAt).
 * @param {import("@electric-sql/pglite").Transaction} tx
 * @param {string} sessionId
 * @param {Date} tokenUpdatedAt
 */
export async function checkSessionLife(tx, sessionId, tokenUpdatedAt) {
  const found = await tx.query(
    `select s.not_after is not null and now() > s.not_after as past_not_after,
            now() > s.created_at + make_interval(secs => $3) as past_timebox,
            now() > coalesce(s.refreshed_at at time zone 'utc', greatest(s.created_at, $2::timestamptz))
                    + make_interval(secs => $4) as timed_out
       from auth.sessions s where s.id = $1`,
    [sessionId, tokenUpdatedAt, TIMEBOX_SECONDS, INACTIVITY_SECONDS],
  );
  const life =
    /** @type {{ past_not_after: boolean, past_timebox: boolean, timed_out: boolean } | undefined} */ (
      found.rows[0]
    );
  if (life?.past_not_after || life?.past_timebox) {
    throw new AuthError(400, "session_expired", "Invalid Refresh Token: Session Expired");
  }
  if (life?.timed_out) {
    throw new AuthError(400, "session_expired", "Invalid Refresh Token: Session Expired (Inactivity)");
  }
}
