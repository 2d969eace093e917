import { WifiOff } from "lucide-react";

import { Button } from "@/components/ui/button";

import type { UploadProgress as Progress } from "../api/upload-resume";

/** Screen readers hear the upload at these points only, not at every chunk. */
const ANNOUNCED_PERCENTAGES = [25, 50, 75, 100] as const;

const MB = 1024 * 1024;

/** "3.1 of 8.4 MB". */
function formatUploadBytes({ bytesSent, bytesTotal }: Progress): string {
  return `${(bytesSent / MB).toFixed(1)} of ${(bytesTotal / MB).toFixed(1)} MB`;
}

function uploadPercentage({ bytesSent, bytesTotal }: Progress): number {
  return bytesTotal === 0 ? 100 : Math.min(100, Math.floor((bytesSent / bytesTotal) * 100));
}

/** The last milestone the upload has passed, as a sentence, or "" before the first. */
function uploadMilestone(progress: Progress): string {
  const percentage = uploadPercentage(progress);
  const passed = ANNOUNCED_PERCENTAGES.filter((milestone) => percentage >= milestone).at(-1);
  if (passed === undefined) return "";
  return passed === 100 ? "Resume uploaded." : `Resume ${passed}% uploaded.`;
}

interface UploadProgressProps {
  progress: Progress;
  waitingForNetwork: boolean;
  onCancel: () => void;
}

/** The resume's upload as a person can follow it: a bar, the percentage and bytes, a way to stop it. */
export function UploadProgress({ progress, waitingForNetwork, onCancel }: UploadProgressProps) {
  const percentage = uploadPercentage(progress);
  const bytes = formatUploadBytes(progress);
  return (
    <div className="grid gap-2 rounded-md border bg-muted/40 p-3">
      <div className="flex items-center justify-between gap-3 text-sm">
        <span id="resume-upload-label" className="font-medium">
          Uploading resume
        </span>
        <span className="text-muted-foreground tabular-nums">
          {percentage}% · {bytes}
        </span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="resume-upload-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percentage}
        aria-valuetext={`${percentage}%, ${bytes}`}
        className="h-2 overflow-hidden rounded-full bg-secondary"
      >
        <div
          className="h-full origin-left bg-primary transition-transform"
          style={{ transform: `scaleX(${percentage / 100})` }}
        />
      </div>
      <p aria-live="polite" className="sr-only">
        {uploadMilestone(progress)}
      </p>
      <div className="flex items-center justify-between gap-3">
        <p role="status" className="min-h-5 text-sm text-muted-foreground">
          {waitingForNetwork ? (
            <span className="inline-flex items-center gap-2">
              <WifiOff className="size-4" aria-hidden="true" />
              Waiting for the connection… the upload continues by itself.
            </span>
          ) : null}
        </p>
        <Button type="button" variant="outline" size="sm" onClick={onCancel}>
          Cancel upload
        </Button>
      </div>
    </div>
  );
}
