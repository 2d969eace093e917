import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";

import { REJECTION_REASON_LABELS } from "@/features/staff/content";
import { REJECTION_REASONS } from "@common/rejection-reasons";

/** The fixed list's options, after an empty "Choose a reason". */
export function RejectionReasonOptions() {
  return (
    <>
      <option value="">Choose a reason</option>
      {REJECTION_REASONS.map((reason) => (
        <option key={reason} value={reason}>
          {REJECTION_REASON_LABELS[reason]}
        </option>
      ))}
    </>
  );
}

/** The reason a rejection gives, chosen from the fixed list. */
export function RejectReason({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (reason: string) => void;
}) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Reason for rejecting</Label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <RejectionReasonOptions />
      </NativeSelect>
    </div>
  );
}
