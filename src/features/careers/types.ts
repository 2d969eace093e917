/** A row of the `jobs` table (spec section 3). */
export interface Job {
  id: string;
  /** When the job was added; the posting date in its JobPosting data. */
  created_at?: string;
  slug: string;
  title: string;
  department: string;
  location: string;
  type: string;
  description: string;
  requirements: string[];
  responsibilities: string[];
  benefits: string[];
  is_active: boolean;
  display_order: number;
}

/** The row the application form writes to `candidates`; anon can insert it but never read it back. */
export interface CandidateRow {
  id: string;
  full_name: string;
  email: string;
  phone: string;
  linkedin_url: string | null;
  portfolio_url: string | null;
  /** Where the resume is stored: `resumes/<candidate id>/<safe name>.pdf` (bucket, then object name). */
  resume_url: string;
  cover_letter: string | null;
  recruiter_source: string | null;
  position_title: string;
  position_department: string;
  position_location: string;
  consent_privacy: true;
}
