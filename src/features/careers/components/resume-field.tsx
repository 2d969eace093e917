import { type Control, Controller, type UseFormSetValue } from "react-hook-form";

import { FormField } from "@/components/form-field";
import { Input } from "@/components/ui/input";
import { RESUME_MIME_TYPE } from "@/config/limits";

import { APPLICATION_FIELDS } from "../application-copy";
import { formatFileSize } from "../lib/file-size";
import type { ApplicationInput, ApplicationValues } from "../schemas/application";

interface ResumeFieldProps {
  control: Control<ApplicationInput, unknown, ApplicationValues>;
  setValue: UseFormSetValue<ApplicationInput>;
  /** The file chosen so far, named with its size under the field. */
  resume: ApplicationInput["resume"];
  error: string | undefined;
}

/** The resume's file picker: a PDF, checked as soon as it is chosen. */
export function ResumeField({ control, setValue, resume, error }: ResumeFieldProps) {
  return (
    <FormField
      id="resume"
      label={APPLICATION_FIELDS.resume.label}
      required
      error={error}
      description={
        resume
          ? APPLICATION_FIELDS.resume.selected(resume.name, formatFileSize(resume.size))
          : APPLICATION_FIELDS.resume.hint
      }
    >
      {(fieldControl) => (
        <Controller
          control={control}
          name="resume"
          render={({ field }) => (
            <Input
              {...fieldControl}
              ref={field.ref}
              name={field.name}
              onBlur={field.onBlur}
              type="file"
              accept={`${RESUME_MIME_TYPE},.pdf`}
              className="h-auto cursor-pointer py-2 file:mr-3 file:rounded-md file:bg-secondary file:px-3 file:py-1 file:text-secondary-foreground"
              onChange={(event) => {
                // Checked at once, so a wrong file is flagged (and a fixed one cleared) before submitting.
                setValue("resume", event.target.files?.[0], { shouldValidate: true, shouldDirty: true });
              }}
            />
          )}
        />
      )}
    </FormField>
  );
}
