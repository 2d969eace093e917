import {
  type ComponentProps,
  type ReactNode,
  type RefObject,
  useEffect,
  useEffectEvent,
  useRef,
} from "react";

import { HONEYPOT_NAME } from "@/components/honeypot-field";
import { buttonVariants } from "@/components/ui/button-variants";
import { LOAD_NOTICE } from "@/content/shared";
import {
  HOLD_ATTRIBUTE,
  NOT_SENT_NOTE_ATTRIBUTE,
  PENDING_NOTE_ATTRIBUTE,
  sendHeldSubmission,
} from "@/lib/early-submit";

/*
 * A form that is harmless before its code runs and loses nothing (decision 037). Its prerendered HTML posts
 * (`method="post"`: no field can reach a URL even where no script runs at all) and carries the hold attribute: the
 * page's early script stops a submission made before the code has run and shows the form's PendingNote. When the
 * code arrives the form reads back what the visitor entered meanwhile (a chosen file included), hands it to
 * `onEntered`, then sends a held submission, once. From then on one submission runs at a time, and a filled
 * honeypot (HoneypotField, which only form-filling bots fill) gets the bot a pretend success and sends nothing.
 */

/** What the visitor entered into the form's fields before its code ran. */
export interface Entered {
  text: (name: string) => string;
  checked: (name: string) => boolean;
  file: (name: string) => File | undefined;
}

/** What the form's fields hold, as the browser would send them (`FormData`: checked boxes only, chosen files). */
function enteredIn(form: HTMLFormElement): Entered {
  const data = new FormData(form);
  return {
    text: (name) => {
      const value = data.get(name);
      return typeof value === "string" ? value : "";
    },
    checked: (name) => data.has(name),
    file: (name) => {
      const value = data.get(name);
      return value instanceof File && value.name !== "" ? value : undefined;
    },
  };
}

interface HeldFormProps extends Omit<ComponentProps<"form">, "ref" | "method" | "onSubmit"> {
  ref?: RefObject<HTMLFormElement | null>;
  /** What the visitor entered before the code ran, once, before a held submission is sent. */
  onEntered: (entered: Entered) => void;
  /** Sends the form (validation included); a second submission waits until this one has settled. */
  onSubmit: (event: React.FormEvent<HTMLFormElement>) => Promise<void>;
  /** The honeypot was filled: show the usual success, send nothing. */
  onBot: () => void;
  children: ReactNode;
}

export function HeldForm({ ref, onEntered, onSubmit, onBot, children, ...props }: HeldFormProps) {
  const ownRef = useRef<HTMLFormElement>(null);
  const formRef = ref ?? ownRef;
  // Set synchronously on submit, so a double click cannot start a second request before React re-renders.
  const inFlight = useRef(false);

  const arrived = useEffectEvent((form: HTMLFormElement) => onEntered(enteredIn(form)));
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    arrived(form);
    sendHeldSubmission(form);
  }, [formRef]);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const honeypot = event.currentTarget.elements.namedItem(HONEYPOT_NAME);
    if (honeypot instanceof HTMLInputElement && honeypot.value) {
      honeypot.value = "";
      onBot();
      return;
    }
    inFlight.current = true;
    try {
      await onSubmit(event);
    } finally {
      inFlight.current = false;
    }
  }

  return (
    <form ref={formRef} noValidate method="post" {...{ [HOLD_ATTRIBUTE]: "" }} onSubmit={submit} {...props}>
      {children}
    </form>
  );
}

/**
 * Shown by the page's early script when the visitor submits before the form's code has run; if the code is still
 * missing seconds later, the second note says the submission has not been sent and offers to try again. Both work
 * before any of the site's code has run.
 */
export function PendingNote({ children }: { children: ReactNode }) {
  return (
    <>
      <p {...{ [PENDING_NOTE_ATTRIBUTE]: "" }} hidden role="status" className="text-sm text-muted-foreground">
        {children}
      </p>
      <div {...{ [NOT_SENT_NOTE_ATTRIBUTE]: "" }} hidden role="status" className="text-sm text-foreground">
        <p>{LOAD_NOTICE.heldNotSent}</p>
        <button type="button" className={`mt-2 ${buttonVariants({ variant: "outline", size: "sm" })}`}>
          {LOAD_NOTICE.retry}
        </button>
      </div>
    </>
  );
}
