// Sends the beta sign-up confirmations and beta invitations from private.outbox through the shared runner
// (../_shared/outbox.ts; decisions 027, 026, 039 and 053). Each attempt carries a fresh random link token, of which
// only the SHA-256 reaches the database (attach_signup_confirmation_token, attach_beta_invitation_token). A recipient who unsubscribed after the message was queued gets
// nothing; one who unsubscribed before and signed up again does.
//
// Settings (function secrets): EMAIL_API_URL (default https://api.resend.com), EMAIL_SEND_TIMEOUT_MS (how long a
// send waits for the provider, default 15000), EMAIL_API_KEY, BETA_EMAIL_FROM,
// SITE_URL (where /beta/confirm and /beta/welcome live). SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY come from the platform.

import { randomToken, serviceRpc, tokenHash } from "../_shared/mail-recipient.ts";
import { mailAddress } from "../../../common/mail-address.ts";
import { type MailSettings, serveMail } from "../_shared/outbox.ts";
import { confirmationEmail, invitationEmail } from "./message.ts";

serveMail<MailSettings>({
  name: "beta-mail",
  reported: ["suppressed"],
  fromSecret: "BETA_EMAIL_FROM",
  secrets: [],
  readSettings: (common) => common,
  recipient: async (message) =>
    mailAddress(String(message.payload.email ?? "")) ?? {
      outcome: "undeliverable",
      answer: "The address is not one plain address",
    },
  suppressionCountsFrom: (message) => message.queued_at,
  async compose(message, settings, to, unsubscribeUrl) {
    const token = randomToken();
    if (message.kind === "beta_invitation") {
      const expiresAt = await serviceRpc<string | null>(settings, "attach_beta_invitation_token", {
        message_id: message.message_id,
        claim: message.claim_id,
        token_hash: await tokenHash(token),
      });
      if (!expiresAt) return { outcome: "failed", answer: "The claim ran out before the link was made" };
      return invitationEmail(to, {
        welcomeUrl: `${settings.siteUrl}/beta/welcome?token=${token}`,
        unsubscribeUrl: unsubscribeUrl ?? "",
        expiresAt,
      });
    }
    const expiresAt = await serviceRpc<string | null>(settings, "attach_signup_confirmation_token", {
      message_id: message.message_id,
      claim: message.claim_id,
      token_hash: await tokenHash(token),
    });
    if (!expiresAt) return { outcome: "failed", answer: "The claim ran out before the link was made" };
    return confirmationEmail(to, {
      confirmUrl: `${settings.siteUrl}/beta/confirm?token=${token}`,
      unsubscribeUrl: unsubscribeUrl ?? "",
      expiresAt,
    });
  },
});
