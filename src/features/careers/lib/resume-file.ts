import { MAX_RESUME_BYTES, RESUME_MIME_TYPE } from "@/config/limits";

const RESUME_MESSAGES = {
  required: "Resume is required",
  notPdf: "Only PDF files are allowed",
  tooLarge: "File size must be less than 10MB",
} as const;

/** Every PDF starts with these bytes; the declared type and the name alone can be anything. */
const PDF_SIGNATURE = "%PDF-";

function looksLikePdf(file: File): boolean {
  return file.type === RESUME_MIME_TYPE || file.name.toLowerCase().endsWith(".pdf");
}

async function hasPdfSignature(file: File): Promise<boolean> {
  const head = await file.slice(0, PDF_SIGNATURE.length).arrayBuffer();
  return new TextDecoder().decode(head) === PDF_SIGNATURE;
}

function isFile(value: unknown): value is File {
  return typeof File !== "undefined" && value instanceof File;
}

/** What is wrong with the chosen resume, or null if it is a real PDF of at most 10 MB. */
export async function resumeProblem(value: unknown): Promise<string | null> {
  if (!isFile(value)) return RESUME_MESSAGES.required;
  if (!looksLikePdf(value)) return RESUME_MESSAGES.notPdf;
  if (value.size > MAX_RESUME_BYTES) return RESUME_MESSAGES.tooLarge;
  if (!(await hasPdfSignature(value))) return RESUME_MESSAGES.notPdf;
  return null;
}
