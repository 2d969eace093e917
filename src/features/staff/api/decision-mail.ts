import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";

import { z } from "@/lib/zod";

import { callFunction } from "../lib/call-function";
import { staffKeys } from "./keys";

const DecisionMailSchema = z.object({
  id: z.string(),
  stage: z.enum(["rejected", "interview", "offer"]),
  status: z.string(),
  queued_at: z.string(),
  send_at: z.string().nullable(),
  sent_at: z.string().nullable(),
  reason: z.string().nullable(),
  note: z.string().nullable(),
  queued_by: z.string().nullable(),
});
export type DecisionMail = z.infer<typeof DecisionMailSchema>;

const QueuedSchema = z.object({ id: z.string(), send_at: z.string() });
export type QueuedDecisionMail = z.infer<typeof QueuedSchema>;

const ScheduleSchema = z.object({ send_at: z.string(), time_zone: z.string() });

const ReasonCountSchema = z.object({
  job_id: z.string().nullable(),
  position_title: z.string().nullable(),
  reason: z.string(),
  applications: z.coerce.number(),
});

const LEAVING_SOON_MS = 60_000;

/** A message on its way out within the minute (sent now, or being sent): worth reading again soon. */
function leavingSoon(mail: DecisionMail): boolean {
  if (mail.status === "sending") return true;
  const waiting = mail.status === "queued" || mail.status === "deferred";
  return waiting && mail.send_at !== null && Date.parse(mail.send_at) - Date.now() < LEAVING_SOON_MS;
}

/**
 * The application's decision mails, newest first: queued, sent, cancelled or failed, with the reason. While one is
 * about to leave the list is read again every few seconds, so the timeline shows it sent.
 */
export function useDecisionMails(applicationId: string) {
  return useQuery({
    queryKey: staffKeys.decisionMails(applicationId),
    queryFn: async () =>
      DecisionMailSchema.array().parse(
        await callFunction("list_decision_mails", { application_id: applicationId }),
      ),
    refetchInterval: (query) => (query.state.data?.some(leavingSoon) ? 3000 : false),
  });
}

/** When a rejection queued now would leave, and the team's time zone to word it in. */
export function useDecisionMailSchedule() {
  return useQuery({
    queryKey: staffKeys.decisionMailSchedule(),
    queryFn: async () => {
      const data = await callFunction("decision_mail_schedule");
      return ScheduleSchema.parse(Array.isArray(data) ? data[0] : data);
    },
  });
}

/** Rejections per job and reason, read only while `enabled` (a job is chosen). */
export function useRejectionReasonCounts(enabled: boolean) {
  return useQuery({
    enabled,
    queryKey: staffKeys.rejectionReasonCounts(),
    queryFn: async () => ReasonCountSchema.array().parse(await callFunction("rejection_reason_counts")),
  });
}

function useRefreshDecisionMails() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: staffKeys.allDecisionMails() });
}

/** What telling one or more applicants came to: the messages queued, and each refusal with its application. */
export interface QueueResult {
  queued: QueuedDecisionMail[];
  failed: { applicationId: string; error: unknown }[];
}

/**
 * Tells each applicant of their application's latest stage change, one call each: a rejection waits for the next
 * business morning unless sent now. When none could be told the first refusal is thrown; otherwise the refusals are
 * returned, so that only those are tried again.
 */
export function useQueueDecisionMail() {
  const refresh = useRefreshDecisionMails();
  return useMutation({
    mutationFn: async ({
      applicationIds,
      sendNow,
      note,
    }: {
      applicationIds: string[];
      sendNow: boolean;
      note: string;
    }): Promise<QueueResult> => {
      const result: QueueResult = { queued: [], failed: [] };
      for (const applicationId of applicationIds) {
        try {
          const data = await callFunction("queue_decision_mail", {
            application_id: applicationId,
            send_now: sendNow,
            note: note.trim() === "" ? null : note.trim(),
          });
          result.queued.push(QueuedSchema.parse(data));
        } catch (error) {
          result.failed.push({ applicationId, error });
        }
      }
      if (result.queued.length === 0 && result.failed[0]) throw result.failed[0].error;
      return result;
    },
    onSettled: refresh,
  });
}

export function useCancelDecisionMail() {
  const refresh = useRefreshDecisionMails();
  return useMutation({
    mutationFn: async (messageId: string) => {
      await callFunction("cancel_decision_mail", { message_id: messageId });
    },
    onSettled: refresh,
  });
}

export function useSendDecisionMailNow() {
  const refresh = useRefreshDecisionMails();
  return useMutation({
    mutationFn: async (messageId: string) => {
      await callFunction("send_decision_mail_now", { message_id: messageId });
    },
    onSettled: refresh,
  });
}
