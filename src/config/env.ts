import { z } from "@/lib/zod";

const EnvSchema = z.object({
  VITE_SUPABASE_URL: z.url({
    protocol: /^https?$/,
    error: "VITE_SUPABASE_URL must be the http(s) URL of your Supabase project",
  }),
  VITE_SUPABASE_ANON_KEY: z
    .string({ error: "VITE_SUPABASE_ANON_KEY is missing" })
    .min(20, "VITE_SUPABASE_ANON_KEY must be the project's public anon (or publishable) key"),
});

export type Env = z.infer<typeof EnvSchema>;

/** Parses the backend settings and names every one that is missing or malformed. */
export function parseEnv(source: Record<string, unknown>): Env {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `- ${issue.message}`).join("\n");
    throw new Error(
      `The site cannot reach its backend because its settings are incomplete:\n${problems}\nCopy .env.example to .env and fill it in, or run \`npm run dev\` to use the embedded API.`,
    );
  }
  return result.data;
}
