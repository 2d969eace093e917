import { useId, useState } from "react";

import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

import { toDateTimeInput } from "@/features/staff/lib/dates";

/**
 * A date and time in the member's own zone (to the second), and the button that schedules for it once the time
 * passes `problem`. Key it by the record's version, so a save shows the time the record now holds.
 */
export function ScheduleField({
  label,
  hint,
  action,
  initial,
  problem,
  busy,
  onSchedule,
}: {
  label: string;
  hint: string;
  action: string;
  /** The time the record is scheduled for, if it is. */
  initial: string | null;
  /** What is wrong with the typed time, or null. */
  problem: (local: string) => string | null;
  busy: boolean;
  /** Called with the moment chosen, as an ISO string. */
  onSchedule: (at: string) => void;
}) {
  const id = useId();
  const [value, setValue] = useState(() => (initial ? toDateTimeInput(initial) : ""));
  const [error, setError] = useState<string | null>(null);
  const schedule = () => {
    const found = problem(value);
    setError(found);
    if (!found) onSchedule(new Date(value).toISOString());
  };
  return (
    <div className="grid gap-2 sm:max-w-md">
      <FormField id={id} label={label} error={error ?? undefined} description={hint}>
        {(control) => (
          <Input
            {...control}
            type="datetime-local"
            step={1}
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        )}
      </FormField>
      <Button
        type="button"
        variant="outline"
        className="justify-self-start aria-disabled:opacity-60"
        aria-disabled={busy}
        onClick={schedule}
      >
        {action}
      </Button>
    </div>
  );
}
