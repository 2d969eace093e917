import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { z } from "@/lib/zod";

import { callFunction } from "../lib/call-function";
import { staffKeys } from "./keys";

/** Who a wave takes from the line: each filter optional, and how many at most. */
export interface WaveChoice {
  role?: string;
  source?: string;
  /** Instants from the viewer's days (inclusive start, exclusive end). */
  signedUpFrom?: string;
  signedUpBefore?: string;
  size: number;
}

const choiceArgs = (choice: WaveChoice) => ({
  role_filter: choice.role ?? null,
  source_filter: choice.source ?? null,
  signed_up_from: choice.signedUpFrom ?? null,
  signed_up_before: choice.signedUpBefore ?? null,
  wave_size: choice.size,
});

const count = z.coerce.number();

const WavePersonSchema = z.object({
  signup_id: z.string(),
  place: z.number(),
  name: z.string(),
  email: z.string(),
  role: z.string(),
  source: z.string().nullish(),
  created_at: z.string().optional(),
  referrals: z.number().optional(),
  status: z.string().optional(),
  mail_status: z.string().nullish(),
  invited_at: z.string().nullish(),
  accepted_at: z.string().nullish(),
  last_error: z.string().nullish(),
});
export type WavePerson = z.infer<typeof WavePersonSchema>;

const WaveSchema = z.object({
  id: z.string(),
  created_at: z.string(),
  created_by_email: z.string(),
  role_filter: z.string().nullable(),
  source_filter: z.string().nullable(),
  wave_size: z.number(),
  status: z.enum(["selected", "scheduled", "cancelled"]),
  send_at: z.string().nullable(),
  selected: count,
  waiting: count,
  sent: count,
  failed: count,
  accepted: count,
});
export type Wave = z.infer<typeof WaveSchema>;

const FunnelRowSchema = z.object({
  key: z.string(),
  signed_up: count,
  confirmed: count,
  invited: count,
  accepted: count,
});

const FunnelSchema = z.object({
  role: z.array(FunnelRowSchema),
  source: z.array(FunnelRowSchema),
  wave: z.array(FunnelRowSchema),
});
export type Funnel = z.infer<typeof FunnelSchema>;

const waveKeys = {
  list: () => [...staffKeys.data(), "waves"] as const,
  members: (id: string) => [...staffKeys.data(), "wave", id] as const,
  funnel: () => [...staffKeys.data(), "funnel"] as const,
};

export function useWaves() {
  return useQuery({
    queryKey: waveKeys.list(),
    queryFn: async () => WaveSchema.array().parse(await callFunction("list_beta_waves")),
  });
}

export function useWaveMembers(id: string) {
  return useQuery({
    queryKey: waveKeys.members(id),
    queryFn: async () =>
      WavePersonSchema.array().parse(await callFunction("beta_wave_members", { wave_id: id })),
  });
}

export function useFunnel() {
  return useQuery({
    queryKey: waveKeys.funnel(),
    queryFn: async () => FunnelSchema.parse(await callFunction("beta_funnel")),
  });
}

/** The people a wave with this choice would take now, in line order. Nothing is stored or sent. */
export function usePreviewWave() {
  return useMutation({
    mutationFn: async (choice: WaveChoice) =>
      WavePersonSchema.array().parse(await callFunction("preview_beta_wave", choiceArgs(choice))),
  });
}

function useWaveChange<Args>(change: (args: Args) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffKeys.data() }),
  });
}

/** Chooses the wave's people as the preview showed them; nothing leaves until the wave is sent. */
export const useCreateWave = () =>
  useWaveChange(async (choice: WaveChoice) =>
    z.string().parse(await callFunction("create_beta_wave", choiceArgs(choice))),
  );

/** Sends a selected wave now (`sendAt` undefined) or at an instant. */
export const useSendWave = () =>
  useWaveChange(async ({ id, sendAt }: { id: string; sendAt?: string }) =>
    callFunction("send_beta_wave", { wave_id: id, send_at: sendAt ?? null }),
  );

export const useCancelWave = () =>
  useWaveChange((id: string) => callFunction("cancel_beta_wave", { wave_id: id }));

export const useRetryWave = () =>
  useWaveChange((id: string) => callFunction("retry_beta_wave", { wave_id: id }));
