import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";

interface OptionSelectProps {
  id: string;
  name: string;
  label: string;
  options: readonly string[];
  /** How an option reads; the value itself by default. */
  optionLabel?: (option: string) => string;
  defaultValue?: string;
}

/** A labelled choice of one option or "All" (the empty value), for a filter form. */
export function OptionSelect({
  id,
  name,
  label,
  options,
  optionLabel = (option) => option,
  defaultValue = "",
}: OptionSelectProps) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} name={name} defaultValue={defaultValue}>
        <option value="">All</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
