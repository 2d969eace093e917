// The decision mail an applicant receives when the desk moves their application to a rejection, an interview or an
// offer. The mail function sends it and the desk previews it from this one template, so staff see the message
// exactly as it will leave. It names only the applicant's first name and the position title; the note is the one
// paragraph staff may add. The rejection's reason is internal and never appears.

const DECISION_STAGES = ["rejected", "interview", "offer"] as const;
export type DecisionStage = (typeof DECISION_STAGES)[number];

interface Decision {
  firstName: string;
  positionTitle: string;
  stage: DecisionStage;
  note: string | null;
}

/** The message as words: a subject and its paragraphs (the text body is the paragraphs with blank lines between). */
interface DecisionMessage {
  subject: string;
  paragraphs: string[];
}

export function isDecisionStage(value: unknown): value is DecisionStage {
  return typeof value === "string" && (DECISION_STAGES as readonly string[]).includes(value);
}

const BODIES: Record<DecisionStage, (position: string) => { subject: string; body: string[] }> = {
  rejected: (position) => ({
    subject: `Your application for ${position}`,
    body: [
      `Thank you for your interest in ${position} at Tapsheet and for the time you put into your application.`,
      "After careful consideration we have decided not to move forward with your application for this role.",
      "We wish you every success in your search.",
    ],
  }),
  interview: (position) => ({
    subject: `Next step: an interview for ${position}`,
    body: [
      `Thank you for applying for ${position} at Tapsheet. We would like to invite you to an interview.`,
      "A member of our hiring team will write to you shortly to find a time that suits you.",
    ],
  }),
  offer: (position) => ({
    subject: `An offer for ${position}`,
    body: [
      `We are delighted to tell you that we would like to offer you the role of ${position} at Tapsheet.`,
      "A member of our hiring team will contact you shortly with the details.",
    ],
  }),
};

const oneLine = (value: string) => value.replace(/\s+/g, " ").trim();

/** The note as the message carries it: one line, spaces and line breaks collapsed (the database refuses breaks). */
export function decisionNote(note: string): string {
  return oneLine(note);
}

/** The first name the message greets: the full name's first word, as the database's mail payload takes it. */
export function decisionFirstName(fullName: string): string {
  return fullName.replace(/^ +| +$/g, "").split(" ")[0] ?? "";
}

export function decisionMessage(decision: Decision): DecisionMessage {
  const name = oneLine(decision.firstName);
  const { subject, body } = BODIES[decision.stage](oneLine(decision.positionTitle));
  const note = decision.note === null ? "" : oneLine(decision.note);
  return {
    subject,
    paragraphs: [`Hi ${name},`, ...body, ...(note ? [note] : []), "The Tapsheet team"],
  };
}
