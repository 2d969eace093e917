import { FormField } from "@/components/form-field";
import { Input } from "@/components/ui/input";
import { ROI_FIELDS, ROI_FIELD_MESSAGES, type RoiFieldCopy } from "@/content/roi-calculator";

import { ROI_INPUTS, type RoiInputKey } from "../roi-inputs";
import { rangeText } from "../roi-query";

/** The copy of every input; the type check fails when an input has none. */
const FIELD_COPY: Record<RoiInputKey, RoiFieldCopy> = ROI_FIELDS;

interface RoiFieldProps {
  name: RoiInputKey;
  text: string;
  error: string | undefined;
  onText: (name: RoiInputKey, text: string) => void;
  readOnly: boolean;
}

/** One input of the calculator: label, the value with its unit, the accepted range, and what is wrong with it. */
export function RoiField({ name, text, error, onText, readOnly }: RoiFieldProps) {
  const { unit, integer } = ROI_INPUTS[name];
  const copy = FIELD_COPY[name];
  const range = unit === "usd" ? rangeText(name) : `${rangeText(name)} ${copy.unit}`;
  return (
    <FormField
      id={`roi-${name}`}
      label={copy.label}
      description={ROI_FIELD_MESSAGES.range(copy.help, range)}
      error={error}
    >
      {(field) => (
        <div className="flex items-center gap-2">
          <Input
            {...field}
            name={name}
            value={text}
            onChange={(event) => onText(name, event.target.value)}
            readOnly={readOnly}
            type="text"
            inputMode={integer ? "numeric" : "decimal"}
            autoComplete="off"
            spellCheck={false}
            className="max-w-48"
          />
          <span aria-hidden="true" className="text-sm text-muted-foreground">
            {copy.unit}
          </span>
        </div>
      )}
    </FormField>
  );
}
