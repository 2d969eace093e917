import { FormField } from "@/components/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";

/** A date and time in the member's own zone (to the second), and the button that schedules for it. */
export function ScheduleField({
  id,
  label,
  hint,
  error,
  value,
  onChange,
  busy,
  onSchedule,
  action,
}: {
  id: string;
  label: string;
  hint: string;
  error: string | null;
  value: string;
  onChange: (value: string) => void;
  busy: boolean;
  onSchedule: () => void;
  action: string;
}) {
  return (
    <div className="grid gap-2 sm:max-w-md">
      <FormField id={id} label={label} error={error ?? undefined} description={hint}>
        {(control) => (
          <Input
            {...control}
            type="datetime-local"
            step={1}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
      </FormField>
      <Button
        type="button"
        variant="outline"
        className="justify-self-start aria-disabled:opacity-60"
        aria-disabled={busy}
        onClick={onSchedule}
      >
        {action}
      </Button>
    </div>
  );
}
