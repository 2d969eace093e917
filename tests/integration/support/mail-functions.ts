/**
 * The beta mail functions (decision 027) beside a test file's embedded API, as `npm run api` runs them: beta-mail
 * drained on demand into the API's own mailbox, unsubscribe served at /functions/v1/unsubscribe.
 */
import { afterAll, beforeAll } from "vitest";

import {
  type EdgeFunction,
  type MailDrainer,
  startEdgeFunction,
  startMailDrainer,
} from "@tapsheet/local-supabase";

import { type LocalSupabaseHarness, SUPABASE_DIR } from "./local-supabase";

/** The site the beta mail links to in these tests. */
export const TEST_SITE_URL = "http://site.test";

export interface MailboxMessage {
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
}

export function useBetaMailFunctions(backend: LocalSupabaseHarness) {
  let drainer: MailDrainer | undefined;
  let unsubscribe: EdgeFunction | undefined;

  beforeAll(async () => {
    const options = {
      supabaseDir: SUPABASE_DIR,
      supabaseUrl: backend.url,
      serviceRoleKey: backend.api.serviceRoleKey,
    };
    [drainer, unsubscribe] = await Promise.all([
      startMailDrainer({
        ...options,
        functionName: "beta-mail",
        env: {
          EMAIL_API_URL: backend.api.mailboxUrl,
          EMAIL_API_KEY: "local-mailbox",
          BETA_EMAIL_FROM: "Tapsheet <hello@tapsheet.example>",
          SITE_URL: TEST_SITE_URL,
        },
      }),
      startEdgeFunction({ ...options, name: "unsubscribe", env: { SITE_URL: TEST_SITE_URL } }),
    ]);
    backend.api.mountFunction("beta-mail", drainer.functionUrl);
    backend.api.mountFunction("unsubscribe", unsubscribe.url);
  }, 60_000);

  afterAll(async () => {
    await Promise.all([drainer?.stop(), unsubscribe?.stop()]);
  });

  return {
    /** One call of beta-mail, as the scheduler makes it. */
    drain: () => {
      if (!drainer) throw new Error("beta-mail is not running yet");
      return drainer.drain();
    },
    /** Every message the mailbox holds for `address`, oldest first. */
    async mailTo(address: string): Promise<MailboxMessage[]> {
      const response = await fetch(`${backend.api.mailboxUrl}/messages`);
      const messages = (await response.json()) as MailboxMessage[];
      return messages.filter((message) => message.to.includes(address));
    },
  };
}

/** The confirmation link's token in a message's text. */
export function confirmationToken(message: MailboxMessage | undefined): string {
  const token = /\/beta\/confirm\?token=([A-Za-z0-9_-]+)/.exec(message?.text ?? "")?.[1];
  if (!token) throw new Error(`No confirmation link in: ${message?.text}`);
  return token;
}

/** The https (here http) address of a message's List-Unsubscribe header. */
export function unsubscribeUrl(message: MailboxMessage | undefined): string {
  const url = /^<([^>]+)>/.exec(message?.headers["List-Unsubscribe"] ?? "")?.[1];
  if (!url) throw new Error(`No List-Unsubscribe header in ${JSON.stringify(message?.headers)}`);
  return url;
}
