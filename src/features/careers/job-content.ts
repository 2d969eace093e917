// The job page's own copy, apart from the careers page's (content.ts), so that neither page loads the other's.

/** In place of the application form when the job closed after the page was built (decision 013). */
export const JOB_CLOSED = {
  title: "This position has been filled",
  description: (jobTitle: string) =>
    `The ${jobTitle} role is no longer open, so we aren't taking applications for it.`,
  allPositions: "See all open positions",
  otherRoles: "Open now",
} as const;

/** Under the job's title: takes the visitor to the application form's first field. */
export const APPLY_LINK = "Apply for this role";
