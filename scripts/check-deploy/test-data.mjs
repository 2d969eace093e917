// What the deployment check stores to test the write paths, marked so that the clean-up removes exactly that.

/** A random address in one of the documentation ranges (RFC 5737), never a real client. */
export function forgedAddress(/** @type {string} */ prefix) {
  return `${prefix}.${1 + Math.floor(Math.random() * 254)}`;
}

/** A minimal one-page PDF. */
export function testPdf() {
  return new TextEncoder().encode(
    "%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n" +
      "3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n",
  );
}

// What the check stored, so the clean-up removes exactly that, even after a failure.
export const run = crypto.randomUUID();
export const created = {
  signupId: /** @type {string | undefined} */ (undefined),
  candidateId: /** @type {string | undefined} */ (undefined),
  objectName: /** @type {string | undefined} */ (undefined),
  uploadUrl: /** @type {string | undefined} */ (undefined),
  userId: /** @type {string | undefined} */ (undefined),
};
/** What the check changed besides its rows, so the clean-up can put it right. */
export const progress = {
  /** @type {unknown[] | undefined} */
  budgetSetAside: undefined,
  /** Public inserts the database admitted (each leaves one budget record for the check's address). */
  admittedInserts: 0,
};
