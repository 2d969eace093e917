/**
 * The Privacy Notice and the Cookie Notice as typed sections, rendered by one LegalDocument component.
 * They describe what this site really does: beta sign-ups and job applications stored on Supabase, résumés in
 * private storage, cookie choices kept in the browser's localStorage, and no third-party trackers.
 */
import { SITE } from "@/config/site";

/** Plain text, or a link: internal paths ("/cookie-settings") and mailto: addresses. */
export type LegalInline = string | { text: string; href: string };

export interface LegalListItem {
  /** Optional bold lead-in, e.g. "Beta sign-ups". */
  term?: string;
  content: readonly LegalInline[];
}

export type LegalBlock =
  | { kind: "paragraph"; content: readonly LegalInline[] }
  | { kind: "list"; items: readonly LegalListItem[] };

export interface LegalSubsection {
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
}

export interface LegalSection {
  id: string;
  title: string;
  blocks: readonly LegalBlock[];
  subsections?: readonly LegalSubsection[];
}

export interface LegalDocumentContent {
  title: string;
  /** The page's meta description. */
  description: string;
  summary: string;
  /** Shown as "Last updated: …". */
  updated: string;
  sections: readonly LegalSection[];
}

const paragraph = (...content: LegalInline[]): LegalBlock => ({ kind: "paragraph", content });
const list = (...items: (string | LegalListItem)[]): LegalBlock => ({
  kind: "list",
  items: items.map((item) => (typeof item === "string" ? { content: [item] } : item)),
});
const item = (term: string, ...content: LegalInline[]): LegalListItem => ({ term, content });

const PRIVACY_MAILBOX_LINK = { text: SITE.mail.privacy, href: `mailto:${SITE.mail.privacy}` };
const COOKIE_SETTINGS_LINK = { text: "Cookie Settings", href: "/cookie-settings" };

/** The Cookie Notice's button to the page where visitors change their choices. */
export const COOKIE_SETTINGS_CTA = { label: "Manage Cookie Settings", href: "/cookie-settings" } as const;
/** The localStorage key the Cookie Settings page uses. */
const COOKIE_SETTINGS_STORAGE_KEY = "cookieSettings";

/**
 * The version of the Privacy Notice below, stored with every sign-up as part of its consent record. Change it
 * whenever the notice changes, and first add the new id to the database's allowed values
 * (signups_privacy_notice_version_check, in a migration).
 */
export const PRIVACY_NOTICE_VERSION = "privacy-2026-11-27";

export const PRIVACY_NOTICE: LegalDocumentContent = {
  title: "Privacy Notice",
  description: `What personal data ${SITE.name} collects through its beta sign-up and job application forms, how it is used, shared, stored and protected, and how to exercise your rights.`,
  summary: `This notice explains what ${SITE.name} collects when you use this website, why, who processes it for us and the choices you have. The short version: we collect what you send us through our forms plus the minimum needed to deliver the site, we never sell it, and this site runs no third-party trackers.`,
  updated: SITE.policiesUpdated,
  sections: [
    {
      id: "information-we-collect",
      title: "Information we collect",
      blocks: [
        paragraph(
          "We collect information only when you give it to us through one of our forms, plus the minimum technical data needed to deliver the site.",
        ),
        list(
          item(
            "Beta sign-ups:",
            "your name, e-mail address, company and role (VC or angel investor, startup founder, limited partner, syndicate lead or other). Optionally, your assets under management, fundraising amount or typical deal size, and how you heard about us.",
          ),
          item(
            "Job applications:",
            "your full name, e-mail address, phone number, the role you apply for, your résumé (a PDF of up to 10 MB) and your agreement to this notice. Optionally, your LinkedIn and portfolio links, a cover letter and how you heard about the role.",
          ),
          item(
            "Cookie preferences:",
            "your choices on the ",
            COOKIE_SETTINGS_LINK,
            ` page, saved in your own browser's localStorage under the key "${COOKIE_SETTINGS_STORAGE_KEY}". They stay on your device and are not sent to us.`,
          ),
          item(
            "Technical data:",
            "like every website, our hosting providers receive your IP address, browser type, the pages requested and the time of each request, and keep them in short-lived server logs used for security and troubleshooting.",
          ),
        ),
        paragraph(
          "We do not collect payment details or identity documents through this website, and we do not buy data about you from third parties.",
        ),
      ],
    },
    {
      id: "how-we-use-it",
      title: "How we use your information",
      blocks: [
        list(
          item(
            "Beta access:",
            "to invite you to the beta, send early-access updates you asked for and tailor onboarding to your role.",
          ),
          item(
            "Recruiting:",
            "to assess your application, contact you about it and keep a record of our hiring decisions.",
          ),
          item("Running the site:", "to deliver pages, prevent abuse such as spam sign-ups, and fix errors."),
          item("Legal obligations:", "to meet record-keeping, employment and other legal requirements."),
        ),
        paragraph(
          "We rely on your consent (which you can withdraw at any time), on steps you ask us to take before a possible contract, such as considering your application, and on our legitimate interest in running a secure website. We do not make automated decisions about you that have legal or similarly significant effects.",
        ),
      ],
    },
    {
      id: "how-we-share-it",
      title: "How we share it",
      blocks: [
        paragraph(
          "We do not sell or rent your personal information, and we do not share it with advertisers or data brokers.",
        ),
        list(
          item(
            "Service providers:",
            "our database and file storage are hosted by Supabase, which processes data only on our instructions and under a data processing agreement. Our website hosting provider processes the technical data described above. The e-mails we send you (the confirmation of your sign-up or application, and a decision about your application) go through an e-mail delivery provider, which receives your address and the message only to deliver it.",
          ),
          item(
            "Legal reasons:",
            "we disclose information if the law requires it, or to protect the rights, property or safety of our users or others.",
          ),
          item(
            "Business changes:",
            "if Tapsheet is involved in a merger or acquisition, your information may transfer to the new owner under this notice.",
          ),
        ),
        paragraph(
          "Our providers may process data outside your country. Where they do, we rely on recognised safeguards such as standard contractual clauses.",
        ),
      ],
    },
    {
      id: "how-long-we-keep-it",
      title: "How long we keep it",
      blocks: [
        list(
          item(
            "Beta sign-ups:",
            "until the beta ends or you ask us to remove you, and never more than 24 months after you signed up: an automatic job runs every day and deletes older sign-ups. We send you one e-mail to confirm your address; a sign-up that is not confirmed within 30 days is deleted by the same job. With your sign-up we keep a record of your consent: which version of the form and of this notice you saw, when you signed up and when you confirmed.",
          ),
          item(
            "Beta invitations and referrals:",
            "when we let you into the beta we record which invitation wave you were in, your place in line at that moment, when the invitation e-mail left and when you accepted it. The link in that e-mail works once, for 14 days; we keep only a one-way hash of it, deleted 30 days after it expires. Your sign-up has a referral code of its own; when someone signs up through your link we record that they came through it, and it moves you up the line once they confirm. Only you see your place and your link. All of this is deleted with your sign-up, and a referral record goes when either of the two sign-ups is deleted.",
          ),
          item(
            "Job applications and résumés:",
            "12 months after you apply, the same daily job deletes your application and your résumé, unless you ask us to delete them sooner. A résumé upload that never became part of an application is deleted after 24 hours.",
          ),
          item(
            "Decisions about your application:",
            "when we reject your application, invite you to an interview or make you an offer, we may e-mail you to say so. That e-mail names only your first name and the position, and may carry a short note from our team; it never gives the reason we record for a rejection, which is chosen from a fixed internal list. With your application we keep a record of each such e-mail (what kind it was, the note, when it was queued and sent, or why it was not). A rejection e-mail waits until the next business morning and is not sent if your application is deleted before then. The record and the reason are deleted with your application.",
          ),
          item(
            "Abuse protection:",
            "to stop automated abuse of our forms, we count recent attempts from each network address. We store only a salted one-way hash of the address, never the address itself, and delete each count once its time window (at most an hour today) has passed.",
          ),
          item(
            "Unsubscribing:",
            "every e-mail we send has an unsubscribe link. Using it deletes your beta sign-up and stops all e-mail from us to that address. If you sign up again later, we send only the confirmation of that sign-up and, once you confirm, news about the beta. To keep that promise we store a salted one-way hash of the address (never the address itself) until you ask us to delete it.",
          ),
          item(
            "Staff access records:",
            "every time a member of our team opens, exports, changes or erases your application or sign-up, we record who did it, what they did and when, so that we can show your data was handled only by those who needed it and answer questions about it. The record names your application or sign-up by its number only, never your details, and is deleted two years after it was made.",
          ),
          item("Server logs:", "kept by our providers for a short period, typically no more than 30 days."),
        ),
      ],
    },
    {
      id: "security",
      title: "How we protect it",
      blocks: [
        list(
          "All traffic between your browser and our services is encrypted with TLS.",
          "The public key this website uses can add a sign-up or an application but cannot read, change or delete any stored record.",
          "Résumés are kept in private storage with no public links; only authorised staff involved in hiring can open them.",
          "Signing up twice with the same e-mail address shows the same confirmation, so the form cannot be used to find out who has registered.",
          "Access to stored data is limited to staff who need it and is protected with strong authentication.",
        ),
        paragraph(
          "No system is perfectly secure. If a breach affects your information, we will tell you and the relevant authorities as the law requires.",
        ),
      ],
    },
    {
      id: "your-rights",
      title: "Your rights",
      blocks: [
        paragraph("Depending on where you live, you have the right to:"),
        list(
          "access the personal information we hold about you and receive a copy;",
          "correct information that is inaccurate or incomplete;",
          "have your information deleted;",
          "object to or restrict how we use it;",
          "receive it in a portable format;",
          "withdraw your consent at any time, without affecting earlier processing;",
          "complain to your local data protection authority.",
        ),
        paragraph(
          "Write to us at ",
          PRIVACY_MAILBOX_LINK,
          " to use any of these rights. We reply within 30 days and may ask you to confirm your identity first. Exercising your rights is free.",
        ),
        paragraph(
          "This website is not intended for anyone under 18, and we do not knowingly collect their information.",
        ),
      ],
    },
    {
      id: "changes",
      title: "Changes to this notice",
      blocks: [
        paragraph(
          "When we change how we handle personal information, we update this notice and the date at the top of the page. If a change is significant, we will tell beta members by e-mail before it takes effect.",
        ),
      ],
    },
    {
      id: "contact",
      title: "Contact us",
      blocks: [
        paragraph(
          "Questions, requests or concerns about your privacy go to our privacy team at ",
          PRIVACY_MAILBOX_LINK,
          ". We read every message.",
        ),
      ],
    },
  ],
};

export const COOKIE_NOTICE: LegalDocumentContent = {
  title: "Cookie Notice",
  description: `How ${SITE.name} uses cookies and similar technologies: essential, analytics, functional and marketing categories, third-party cookies, how long they last and how to change your choices.`,
  summary: `This notice explains what cookies and similar technologies are, which categories ${SITE.name} uses or may use, how long they last and how you stay in control.`,
  updated: SITE.policiesUpdated,
  sections: [
    {
      id: "what-are-cookies",
      title: "What cookies are",
      blocks: [
        paragraph(
          'Cookies are small text files a website saves in your browser so it can recognise your device later. Similar technologies, such as the browser\'s localStorage, work in much the same way. In this notice, "cookies" covers both.',
        ),
      ],
    },
    {
      id: "how-we-use-cookies",
      title: "How this site uses them today",
      blocks: [
        paragraph(
          `This site loads no advertising, analytics or social-media trackers and sets no cookies of its own. The only thing it stores is the record of your cookie choices, once you make them, saved in your browser's localStorage under the key "${COOKIE_SETTINGS_STORAGE_KEY}" so we can respect them on your next visit.`,
        ),
        paragraph(
          "If we add a tool that uses the analytics, functional or marketing categories below, it will only run when you have switched that category on, and we will update this notice first.",
        ),
      ],
    },
    {
      id: "cookie-categories",
      title: "Cookie categories",
      blocks: [
        paragraph(
          "You can switch each category except essential cookies on or off on the ",
          COOKIE_SETTINGS_LINK,
          " page.",
        ),
      ],
      subsections: [
        {
          id: "essential",
          title: "Essential cookies",
          blocks: [
            paragraph(
              "Needed for the site to work securely and to remember your privacy choices. They are always on and cannot be switched off, because the site cannot function properly without them. Example: the record of your cookie preferences.",
            ),
          ],
        },
        {
          id: "analytics",
          title: "Analytics cookies",
          blocks: [
            paragraph(
              "Help us understand, in aggregate, how visitors find and use the site, such as which pages are read and where people leave, so we can improve it. They are on by default and you can switch them off at any time.",
            ),
          ],
        },
        {
          id: "functional",
          title: "Functional cookies",
          blocks: [
            paragraph(
              "Remember choices you make, such as display preferences, so you do not have to set them again on every visit. They are on by default and you can switch them off; some conveniences may stop working.",
            ),
          ],
        },
        {
          id: "marketing",
          title: "Marketing cookies",
          blocks: [
            paragraph(
              "Used to measure campaigns and show relevant Tapsheet messages on other websites. They are off by default and are only used if you switch them on.",
            ),
          ],
        },
      ],
    },
    {
      id: "third-party-cookies",
      title: "Third-party cookies",
      blocks: [
        paragraph(
          "Third-party cookies are set by a domain other than ours, for example by an analytics provider, an embedded video or a social network's button. This site currently embeds no third-party content and loads no third-party scripts, so no third-party cookies are set while you browse it.",
        ),
        paragraph(
          "Links to other websites, such as LinkedIn or X, take you to services with their own cookie policies, which we do not control. If we ever add a third-party service, we will name it here with its category, and it will only load when that category is switched on.",
        ),
      ],
    },
    {
      id: "how-long-cookies-last",
      title: "How long cookies last",
      blocks: [
        list(
          item("Session cookies", "are deleted when you close your browser."),
          item(
            "Persistent cookies",
            "stay until they expire or you delete them; they typically last 1-2 years.",
          ),
        ),
        paragraph(
          "Your saved cookie preferences stay in your browser until you change them or clear this site's data.",
        ),
      ],
    },
    {
      id: "managing-cookies",
      title: "Managing your preferences",
      blocks: [
        paragraph(
          "Change your choices at any time on the ",
          COOKIE_SETTINGS_LINK,
          " page: accept all cookies, reject optional ones, or pick category by category.",
        ),
        paragraph(
          "You can also block or delete cookies in your browser settings. Clearing this site's data also resets your saved choices, so we will use the defaults until you choose again.",
        ),
      ],
    },
    {
      id: "contact",
      title: "Contact us",
      blocks: [
        paragraph(
          "Questions about cookies or this notice go to ",
          PRIVACY_MAILBOX_LINK,
          ". Our ",
          { text: "Privacy Notice", href: "/privacy" },
          " explains how we handle personal information.",
        ),
      ],
    },
  ],
};
