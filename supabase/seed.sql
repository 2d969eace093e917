-- Demo content for local development and previews. Every person, company and figure here is fictional; links
-- point at example.com. Applied by `supabase db reset` and by the embedded API when it creates a fresh data
-- directory. Safe to run twice (rows are keyed by slug).
--
-- Deliberate edge cases the site must handle:
--   * jobs: `data-platform-intern` is closed (listed nowhere, takes no application; its page says it has closed),
--     `backend-engineer-payments` shows its pay (and `data-platform-intern` an hourly one), `senior-mobile-engineer`,
--     `product-designer` and `compliance-operations-specialist` are remote with the countries applicants may live in;
--   * blog_posts: `tokenization` and `mobile-investing` are the two featured posts (the article page links to
--     both), `secondary-markets-outlook` is published with an empty body, and `q3-product-update` is a draft
--     that must never be shown.

insert into public.jobs
  (id, slug, title, department, location, description, description_json, description_html, status, closes_at,
   first_published_at, city, region, country, workplace, remote_countries, employment_type, pay_min, pay_max,
   pay_currency, pay_unit, display_order)
values
  (
    '6a0b1e5e-0000-4000-8000-000000000001',
    'senior-mobile-engineer',
    'Senior Mobile Engineer (React Native)',
    'Engineering',
    'Remote (US or EU time zones)',
    'Tapsheet lets investors review, commit to and close a deal from their phone. You will own the screens where that happens: the deal room, the commitment flow with biometric confirmation, and the offline mode partners rely on between meetings.',
    '{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"Tapsheet lets investors review, commit to and close a deal from their phone. You will own the screens where that happens: the deal room, the commitment flow with biometric confirmation, and the offline mode partners rely on between meetings."}]},{"type":"heading","attrs":{"level":2},"content":[{"type":"text","text":"Key Responsibilities"}]},{"type":"bulletList","content":[{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Build and maintain the deal room, commitment and e-signature flows on iOS and Android"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Design the offline cache so partners can annotate documents on a plane and sync on landing"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Work with design on accessible, one-handed interactions for every critical action"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Own crash-free and cold-start metrics for the app and report on them every sprint"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Review code and mentor two mid-level engineers"}]}]}]},{"type":"heading","attrs":{"level":2},"content":[{"type":"text","text":"Requirements"}]},{"type":"bulletList","content":[{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"5+ years building production mobile apps, at least 2 with React Native and TypeScript"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Shipped features that handle money, identity or signatures where correctness matters more than speed"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Comfort with offline-first data, background sync and conflict resolution"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Experience profiling and fixing performance on mid-range Android devices"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Clear written communication; our team spans six time zones"}]}]}]},{"type":"heading","attrs":{"level":2},"content":[{"type":"text","text":"What We Offer"}]},{"type":"bulletList","content":[{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Competitive salary and early-stage equity"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Fully remote with a $1,500 home-office stipend"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"$5,000 annual learning budget"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Comprehensive health, dental and vision cover"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Four weeks of paid time off plus local public holidays"}]}]}]}]}',
    '<p>Tapsheet lets investors review, commit to and close a deal from their phone. You will own the screens where that happens: the deal room, the commitment flow with biometric confirmation, and the offline mode partners rely on between meetings.</p><h2>Key Responsibilities</h2><ul><li>Build and maintain the deal room, commitment and e-signature flows on iOS and Android</li><li>Design the offline cache so partners can annotate documents on a plane and sync on landing</li><li>Work with design on accessible, one-handed interactions for every critical action</li><li>Own crash-free and cold-start metrics for the app and report on them every sprint</li><li>Review code and mentor two mid-level engineers</li></ul><h2>Requirements</h2><ul><li>5+ years building production mobile apps, at least 2 with React Native and TypeScript</li><li>Shipped features that handle money, identity or signatures where correctness matters more than speed</li><li>Comfort with offline-first data, background sync and conflict resolution</li><li>Experience profiling and fixing performance on mid-range Android devices</li><li>Clear written communication; our team spans six time zones</li></ul><h2>What We Offer</h2><ul><li>Competitive salary and early-stage equity</li><li>Fully remote with a $1,500 home-office stipend</li><li>$5,000 annual learning budget</li><li>Comprehensive health, dental and vision cover</li><li>Four weeks of paid time off plus local public holidays</li></ul>',
    'open',
    null,
    '2026-11-01T09:00:00Z',
    null, null, null,
    'remote',
    array['US', 'IE', 'GB', 'DE', 'FR', 'NL', 'ES', 'PT', 'PL', 'SE', 'DK'],
    'FULL_TIME',
    null, null, null, null,
    10
  ),
  (
    '6a0b1e5e-0000-4000-8000-000000000002',
    'backend-engineer-payments',
    'Backend Engineer, Payments and Wires',
    'Engineering',
    'New York, NY (hybrid, 2 days in office)',
    'Our one-click execution promise depends on wires that arrive on time and reconcile to the cent. You will build the services that move committed capital from investors to SPVs and keep an audit trail regulators can follow.',
    '{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"Our one-click execution promise depends on wires that arrive on time and reconcile to the cent. You will build the services that move committed capital from investors to SPVs and keep an audit trail regulators can follow."}]},{"type":"heading","attrs":{"level":2},"content":[{"type":"text","text":"Key Responsibilities"}]},{"type":"bulletList","content":[{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Design and run the ledger that tracks commitments, wires and distributions"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Integrate with banking partners and handle returns, recalls and cut-off times"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Build reconciliation jobs and alerts that catch mismatches within minutes"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Write runbooks and take part in a light, well-paid on-call rotation"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Partner with compliance on KYC and AML checks before funds move"}]}]}]},{"type":"heading","attrs":{"level":2},"content":[{"type":"text","text":"Requirements"}]},{"type":"bulletList","content":[{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"4+ years of backend development in TypeScript, Go or Kotlin"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Hands-on experience with payment rails (ACH, Fedwire or SEPA) or a ledger system"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Strong PostgreSQL skills, including transactions, locking and migrations"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"A habit of writing idempotent APIs and testing failure paths"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Familiarity with SOC 2 controls is a plus"}]}]}]},{"type":"heading","attrs":{"level":2},"content":[{"type":"text","text":"What We Offer"}]},{"type":"bulletList","content":[{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Competitive salary and early-stage equity"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Hybrid schedule with a Manhattan office and catered Tuesday lunches"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"$5,000 annual learning budget"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Comprehensive health, dental and vision cover"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"401(k) with a 4% match"}]}]}]}]}',
    '<p>Our one-click execution promise depends on wires that arrive on time and reconcile to the cent. You will build the services that move committed capital from investors to SPVs and keep an audit trail regulators can follow.</p><h2>Key Responsibilities</h2><ul><li>Design and run the ledger that tracks commitments, wires and distributions</li><li>Integrate with banking partners and handle returns, recalls and cut-off times</li><li>Build reconciliation jobs and alerts that catch mismatches within minutes</li><li>Write runbooks and take part in a light, well-paid on-call rotation</li><li>Partner with compliance on KYC and AML checks before funds move</li></ul><h2>Requirements</h2><ul><li>4+ years of backend development in TypeScript, Go or Kotlin</li><li>Hands-on experience with payment rails (ACH, Fedwire or SEPA) or a ledger system</li><li>Strong PostgreSQL skills, including transactions, locking and migrations</li><li>A habit of writing idempotent APIs and testing failure paths</li><li>Familiarity with SOC 2 controls is a plus</li></ul><h2>What We Offer</h2><ul><li>Competitive salary and early-stage equity</li><li>Hybrid schedule with a Manhattan office and catered Tuesday lunches</li><li>$5,000 annual learning budget</li><li>Comprehensive health, dental and vision cover</li><li>401(k) with a 4% match</li></ul>',
    'open',
    null,
    '2026-11-01T09:00:00Z',
    'New York', 'NY', 'US',
    'hybrid',
    '{}',
    'FULL_TIME',
    170000, 210000, 'USD', 'YEAR',
    20
  ),
  (
    '6a0b1e5e-0000-4000-8000-000000000003',
    'product-designer',
    'Senior Product Designer',
    'Design',
    'Remote (Americas)',
    'Investors judge a deal in minutes, often on a small screen between meetings. You will design how Tapsheet presents a round, its documents and its commitments so that a partner can decide with confidence on a phone.',
    '{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"Investors judge a deal in minutes, often on a small screen between meetings. You will design how Tapsheet presents a round, its documents and its commitments so that a partner can decide with confidence on a phone."}]},{"type":"heading","attrs":{"level":2},"content":[{"type":"text","text":"Key Responsibilities"}]},{"type":"bulletList","content":[{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Own the end-to-end experience of the deal room, from invitation to signed documents"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Run weekly sessions with VCs, founders and LPs in our beta and share findings"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Evolve the design system with engineering, including dark mode and large-text support"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Prototype new flows such as syndicate allocation and SPV setup"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Write the copy for critical moments like commitment confirmation and wire instructions"}]}]}]},{"type":"heading","attrs":{"level":2},"content":[{"type":"text","text":"Requirements"}]},{"type":"bulletList","content":[{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"5+ years designing complex products, with a portfolio that shows mobile work"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Experience turning dense financial or legal information into clear interfaces"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Working knowledge of accessibility guidelines (WCAG 2.2) and how to test against them"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Comfort running your own usability sessions and acting on what you learn"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Fluency in Figma and a shared design system"}]}]}]},{"type":"heading","attrs":{"level":2},"content":[{"type":"text","text":"What We Offer"}]},{"type":"bulletList","content":[{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Competitive salary and early-stage equity"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Fully remote with a yearly team off-site"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"$5,000 annual learning budget"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Latest MacBook Pro and iPhone for testing"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Comprehensive health, dental and vision cover"}]}]}]}]}',
    '<p>Investors judge a deal in minutes, often on a small screen between meetings. You will design how Tapsheet presents a round, its documents and its commitments so that a partner can decide with confidence on a phone.</p><h2>Key Responsibilities</h2><ul><li>Own the end-to-end experience of the deal room, from invitation to signed documents</li><li>Run weekly sessions with VCs, founders and LPs in our beta and share findings</li><li>Evolve the design system with engineering, including dark mode and large-text support</li><li>Prototype new flows such as syndicate allocation and SPV setup</li><li>Write the copy for critical moments like commitment confirmation and wire instructions</li></ul><h2>Requirements</h2><ul><li>5+ years designing complex products, with a portfolio that shows mobile work</li><li>Experience turning dense financial or legal information into clear interfaces</li><li>Working knowledge of accessibility guidelines (WCAG 2.2) and how to test against them</li><li>Comfort running your own usability sessions and acting on what you learn</li><li>Fluency in Figma and a shared design system</li></ul><h2>What We Offer</h2><ul><li>Competitive salary and early-stage equity</li><li>Fully remote with a yearly team off-site</li><li>$5,000 annual learning budget</li><li>Latest MacBook Pro and iPhone for testing</li><li>Comprehensive health, dental and vision cover</li></ul>',
    'open',
    null,
    '2026-11-01T09:00:00Z',
    null, null, null,
    'remote',
    array['US', 'CA', 'MX', 'BR', 'AR', 'CO', 'CL'],
    'FULL_TIME',
    null, null, null, null,
    30
  ),
  (
    '6a0b1e5e-0000-4000-8000-000000000004',
    'product-manager-deal-execution',
    'Product Manager, Deal Execution',
    'Product',
    'San Francisco, CA (hybrid)',
    'From soft commit to signed documents and funded wire, deal execution is where Tapsheet saves its users the most time. You will own that journey and the metrics that prove it is faster and safer than email and PDFs.',
    '{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"From soft commit to signed documents and funded wire, deal execution is where Tapsheet saves its users the most time. You will own that journey and the metrics that prove it is faster and safer than email and PDFs."}]},{"type":"heading","attrs":{"level":2},"content":[{"type":"text","text":"Key Responsibilities"}]},{"type":"bulletList","content":[{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Own the roadmap for commitments, e-signatures and wire execution"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Interview founders and syndicate leads every week to find where rounds stall"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Define and report the time-to-close and completion metrics for every release"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Coordinate with legal, compliance and banking partners on new capabilities"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Write release notes and help-centre articles with the support team"}]}]}]},{"type":"heading","attrs":{"level":2},"content":[{"type":"text","text":"Requirements"}]},{"type":"bulletList","content":[{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"4+ years of product management on B2B or fintech products"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Understanding of how venture rounds close: term sheets, SAFEs, side letters and closing checklists"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Evidence of shipping with a small engineering team and measuring the outcome"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Comfort writing clear specifications and saying no to good ideas that are not the priority"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Experience with regulated products is a strong plus"}]}]}]},{"type":"heading","attrs":{"level":2},"content":[{"type":"text","text":"What We Offer"}]},{"type":"bulletList","content":[{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Competitive salary and early-stage equity"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Hybrid schedule in our SoMa office"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"$5,000 annual learning budget"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Comprehensive health, dental and vision cover"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Sixteen weeks of paid parental leave"}]}]}]}]}',
    '<p>From soft commit to signed documents and funded wire, deal execution is where Tapsheet saves its users the most time. You will own that journey and the metrics that prove it is faster and safer than email and PDFs.</p><h2>Key Responsibilities</h2><ul><li>Own the roadmap for commitments, e-signatures and wire execution</li><li>Interview founders and syndicate leads every week to find where rounds stall</li><li>Define and report the time-to-close and completion metrics for every release</li><li>Coordinate with legal, compliance and banking partners on new capabilities</li><li>Write release notes and help-centre articles with the support team</li></ul><h2>Requirements</h2><ul><li>4+ years of product management on B2B or fintech products</li><li>Understanding of how venture rounds close: term sheets, SAFEs, side letters and closing checklists</li><li>Evidence of shipping with a small engineering team and measuring the outcome</li><li>Comfort writing clear specifications and saying no to good ideas that are not the priority</li><li>Experience with regulated products is a strong plus</li></ul><h2>What We Offer</h2><ul><li>Competitive salary and early-stage equity</li><li>Hybrid schedule in our SoMa office</li><li>$5,000 annual learning budget</li><li>Comprehensive health, dental and vision cover</li><li>Sixteen weeks of paid parental leave</li></ul>',
    'open',
    null,
    '2026-11-01T09:00:00Z',
    'San Francisco', 'CA', 'US',
    'hybrid',
    '{}',
    'FULL_TIME',
    null, null, null, null,
    40
  ),
  (
    '6a0b1e5e-0000-4000-8000-000000000005',
    'growth-marketing-lead',
    'Growth Marketing Lead',
    'Growth & Marketing',
    'New York, NY or Remote (US)',
    'Tapsheet grows through trust: an investor invites their co-investors, a founder brings their cap table. You will build the programmes that turn our beta community into a durable acquisition engine without compromising that trust.',
    '{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"Tapsheet grows through trust: an investor invites their co-investors, a founder brings their cap table. You will build the programmes that turn our beta community into a durable acquisition engine without compromising that trust."}]},{"type":"heading","attrs":{"level":2},"content":[{"type":"text","text":"Key Responsibilities"}]},{"type":"bulletList","content":[{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Own beta sign-up, activation and referral metrics and the experiments that move them"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Plan and run our presence at investor events and founder programmes"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Work with the editorial team on the blog, newsletter and research reports"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Set up privacy-respecting attribution that honours every visitor''s cookie choices"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Hire and manage a content marketer in your first six months"}]}]}]},{"type":"heading","attrs":{"level":2},"content":[{"type":"text","text":"Requirements"}]},{"type":"bulletList","content":[{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"5+ years in growth or lifecycle marketing, ideally for a fintech or B2B product"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Experience running referral or community-led programmes with measurable results"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Strong analytical skills: you can build a funnel analysis yourself"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Excellent writing, with examples of content that professional investors read"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Knowledge of financial-promotion rules for marketing investment products"}]}]}]},{"type":"heading","attrs":{"level":2},"content":[{"type":"text","text":"What We Offer"}]},{"type":"bulletList","content":[{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Competitive salary and early-stage equity"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Flexible location within the US"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"$5,000 annual learning budget"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Comprehensive health, dental and vision cover"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Conference travel budget"}]}]}]}]}',
    '<p>Tapsheet grows through trust: an investor invites their co-investors, a founder brings their cap table. You will build the programmes that turn our beta community into a durable acquisition engine without compromising that trust.</p><h2>Key Responsibilities</h2><ul><li>Own beta sign-up, activation and referral metrics and the experiments that move them</li><li>Plan and run our presence at investor events and founder programmes</li><li>Work with the editorial team on the blog, newsletter and research reports</li><li>Set up privacy-respecting attribution that honours every visitor''s cookie choices</li><li>Hire and manage a content marketer in your first six months</li></ul><h2>Requirements</h2><ul><li>5+ years in growth or lifecycle marketing, ideally for a fintech or B2B product</li><li>Experience running referral or community-led programmes with measurable results</li><li>Strong analytical skills: you can build a funnel analysis yourself</li><li>Excellent writing, with examples of content that professional investors read</li><li>Knowledge of financial-promotion rules for marketing investment products</li></ul><h2>What We Offer</h2><ul><li>Competitive salary and early-stage equity</li><li>Flexible location within the US</li><li>$5,000 annual learning budget</li><li>Comprehensive health, dental and vision cover</li><li>Conference travel budget</li></ul>',
    'open',
    null,
    '2026-11-01T09:00:00Z',
    'New York', 'NY', 'US',
    'hybrid',
    '{}',
    'FULL_TIME',
    null, null, null, null,
    50
  ),
  (
    '6a0b1e5e-0000-4000-8000-000000000006',
    'compliance-operations-specialist',
    'Compliance Operations Specialist',
    'Operations',
    'Remote (US)',
    'Every investor on Tapsheet passes KYC and accreditation checks before they can commit. You will run those reviews, keep our records audit-ready and help product teams build compliance into the flow instead of bolting it on.',
    '{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"Every investor on Tapsheet passes KYC and accreditation checks before they can commit. You will run those reviews, keep our records audit-ready and help product teams build compliance into the flow instead of bolting it on."}]},{"type":"heading","attrs":{"level":2},"content":[{"type":"text","text":"Key Responsibilities"}]},{"type":"bulletList","content":[{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Review onboarding cases and resolve exceptions within our two-business-day target"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Maintain the written procedures and evidence our annual audit relies on"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Monitor transactions and file reports with counsel when required"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Give product and engineering feedback on new onboarding and wire flows"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Train the support team on what they may and may not say about compliance decisions"}]}]}]},{"type":"heading","attrs":{"level":2},"content":[{"type":"text","text":"Requirements"}]},{"type":"bulletList","content":[{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"3+ years in KYC, AML or investor-onboarding operations at a bank, broker-dealer or fund administrator"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Working knowledge of accredited-investor rules and beneficial-ownership requirements"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Meticulous record keeping and comfort with case-management tools"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Sound judgement on escalations, with the confidence to pause a transaction"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"CAMS certification or progress towards it is a plus"}]}]}]},{"type":"heading","attrs":{"level":2},"content":[{"type":"text","text":"What We Offer"}]},{"type":"bulletList","content":[{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Competitive salary and early-stage equity"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Fully remote with core hours of 11:00-15:00 Eastern"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"$5,000 annual learning budget, including certification fees"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Comprehensive health, dental and vision cover"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Four weeks of paid time off"}]}]}]}]}',
    '<p>Every investor on Tapsheet passes KYC and accreditation checks before they can commit. You will run those reviews, keep our records audit-ready and help product teams build compliance into the flow instead of bolting it on.</p><h2>Key Responsibilities</h2><ul><li>Review onboarding cases and resolve exceptions within our two-business-day target</li><li>Maintain the written procedures and evidence our annual audit relies on</li><li>Monitor transactions and file reports with counsel when required</li><li>Give product and engineering feedback on new onboarding and wire flows</li><li>Train the support team on what they may and may not say about compliance decisions</li></ul><h2>Requirements</h2><ul><li>3+ years in KYC, AML or investor-onboarding operations at a bank, broker-dealer or fund administrator</li><li>Working knowledge of accredited-investor rules and beneficial-ownership requirements</li><li>Meticulous record keeping and comfort with case-management tools</li><li>Sound judgement on escalations, with the confidence to pause a transaction</li><li>CAMS certification or progress towards it is a plus</li></ul><h2>What We Offer</h2><ul><li>Competitive salary and early-stage equity</li><li>Fully remote with core hours of 11:00-15:00 Eastern</li><li>$5,000 annual learning budget, including certification fees</li><li>Comprehensive health, dental and vision cover</li><li>Four weeks of paid time off</li></ul>',
    'open',
    null,
    '2026-11-01T09:00:00Z',
    null, null, null,
    'remote',
    array['US'],
    'FULL_TIME',
    null, null, null, null,
    60
  ),
  (
    '6a0b1e5e-0000-4000-8000-000000000007',
    'investor-relations-associate',
    'Investor Relations Associate',
    'Investor Relations',
    'New York, NY',
    'Limited partners and syndicate members expect timely, accurate reporting. You will be their point of contact, run our LP onboarding programme and turn their feedback into product improvements.',
    '{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"Limited partners and syndicate members expect timely, accurate reporting. You will be their point of contact, run our LP onboarding programme and turn their feedback into product improvements."}]},{"type":"heading","attrs":{"level":2},"content":[{"type":"text","text":"Key Responsibilities"}]},{"type":"bulletList","content":[{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Onboard new LPs and syndicate members and answer their questions within one business day"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Coordinate quarterly reporting with fund managers using the platform"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Collect feedback from LP dashboard users and share it with the product team"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Prepare materials for our investor advisory board"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Maintain the help-centre articles on reporting and distributions"}]}]}]},{"type":"heading","attrs":{"level":2},"content":[{"type":"text","text":"Requirements"}]},{"type":"bulletList","content":[{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"2+ years in investor relations, fund operations or client service at a VC or private-equity firm"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Familiarity with capital calls, distributions and quarterly LP reporting"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Excellent written and spoken communication with senior, demanding clients"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Strong spreadsheet skills; SQL is a plus"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Discretion with confidential information"}]}]}]},{"type":"heading","attrs":{"level":2},"content":[{"type":"text","text":"What We Offer"}]},{"type":"bulletList","content":[{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Competitive salary and early-stage equity"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Office in Flatiron with a daily lunch stipend"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"$5,000 annual learning budget"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Comprehensive health, dental and vision cover"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Commuter benefits"}]}]}]}]}',
    '<p>Limited partners and syndicate members expect timely, accurate reporting. You will be their point of contact, run our LP onboarding programme and turn their feedback into product improvements.</p><h2>Key Responsibilities</h2><ul><li>Onboard new LPs and syndicate members and answer their questions within one business day</li><li>Coordinate quarterly reporting with fund managers using the platform</li><li>Collect feedback from LP dashboard users and share it with the product team</li><li>Prepare materials for our investor advisory board</li><li>Maintain the help-centre articles on reporting and distributions</li></ul><h2>Requirements</h2><ul><li>2+ years in investor relations, fund operations or client service at a VC or private-equity firm</li><li>Familiarity with capital calls, distributions and quarterly LP reporting</li><li>Excellent written and spoken communication with senior, demanding clients</li><li>Strong spreadsheet skills; SQL is a plus</li><li>Discretion with confidential information</li></ul><h2>What We Offer</h2><ul><li>Competitive salary and early-stage equity</li><li>Office in Flatiron with a daily lunch stipend</li><li>$5,000 annual learning budget</li><li>Comprehensive health, dental and vision cover</li><li>Commuter benefits</li></ul>',
    'open',
    null,
    '2026-11-01T09:00:00Z',
    'New York', 'NY', 'US',
    'on_site',
    '{}',
    'FULL_TIME',
    null, null, null, null,
    70
  ),
  (
    '6a0b1e5e-0000-4000-8000-000000000008',
    'data-platform-intern',
    'Data Platform Intern (Summer 2024)',
    'Engineering',
    'New York, NY',
    'A closed summer internship on our analytics pipeline. Kept for our records; this position is no longer accepting applications.',
    '{"type":"doc","content":[{"type":"paragraph","content":[{"type":"text","text":"A closed summer internship on our analytics pipeline. Kept for our records; this position is no longer accepting applications."}]},{"type":"heading","attrs":{"level":2},"content":[{"type":"text","text":"Key Responsibilities"}]},{"type":"bulletList","content":[{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Build dashboards for deal-flow metrics"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Improve data-quality checks in our pipeline"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Document data sources for the analytics team"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Present a final project to the company"}]}]}]},{"type":"heading","attrs":{"level":2},"content":[{"type":"text","text":"Requirements"}]},{"type":"bulletList","content":[{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Currently enrolled in a computer science or related degree"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Experience with Python and SQL"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Interest in financial data"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Available for twelve weeks from June"}]}]}]},{"type":"heading","attrs":{"level":2},"content":[{"type":"text","text":"What We Offer"}]},{"type":"bulletList","content":[{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Paid internship"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Mentorship from a senior engineer"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Housing stipend for students relocating"}]}]},{"type":"listItem","content":[{"type":"paragraph","content":[{"type":"text","text":"Return offer consideration"}]}]}]}]}',
    '<p>A closed summer internship on our analytics pipeline. Kept for our records; this position is no longer accepting applications.</p><h2>Key Responsibilities</h2><ul><li>Build dashboards for deal-flow metrics</li><li>Improve data-quality checks in our pipeline</li><li>Document data sources for the analytics team</li><li>Present a final project to the company</li></ul><h2>Requirements</h2><ul><li>Currently enrolled in a computer science or related degree</li><li>Experience with Python and SQL</li><li>Interest in financial data</li><li>Available for twelve weeks from June</li></ul><h2>What We Offer</h2><ul><li>Paid internship</li><li>Mentorship from a senior engineer</li><li>Housing stipend for students relocating</li><li>Return offer consideration</li></ul>',
    'closed',
    '2024-04-01T00:00:00Z',
    '2024-02-01T00:00:00Z',
    'New York', 'NY', 'US',
    'on_site',
    '{}',
    'INTERN',
    35, null, 'USD', 'HOUR',
    90
  )
on conflict (slug) do nothing;

insert into public.blog_posts
  (slug, title, excerpt, content, author, published_date, read_time, featured, tags, is_draft, icon_name)
values
  (
    'tokenization',
    'Tokenized Cap Tables: What Founders Should Know Before Issuing a Single Token',
    'Tokenization promises liquidity and automated corporate actions. Here is what actually changes on your cap table, and what stays exactly the same.',
    $html$<p>Few topics generate as much noise in private markets as tokenization. Strip away the buzzwords and the idea is simple: represent each share or unit on a shared ledger so that ownership records, transfers and corporate actions update in one place instead of across spreadsheets, law-firm data rooms and transfer-agent files.</p>
<h2>What a tokenized cap table changes</h2>
<p>On a conventional cap table, a secondary sale can take weeks: a buyer is found, the company exercises or waives its right of first refusal, lawyers paper the transfer and someone finally updates the spreadsheet. With a tokenized record, the rules that govern that transfer are encoded alongside the shares themselves.</p>
<ul>
<li><strong>Transfer restrictions are enforced automatically.</strong> Lock-ups, rights of first refusal and investor-eligibility checks run before a transfer settles, not after.</li>
<li><strong>Corporate actions become routine.</strong> Stock splits, conversions and pro-rata distributions apply to every holder at once.</li>
<li><strong>There is one source of truth.</strong> Founders, investors and auditors read the same record, which ends the quarterly reconciliation exercise.</li>
</ul>
<h2>What it does not change</h2>
<p>Tokenization is a record-keeping technology, not a legal shortcut. Your shares are still securities, your investors still need to qualify, and your shareholder agreement still governs what can be sold and to whom. A token that ignores those rules does not create liquidity; it creates a compliance problem.</p>
<blockquote>The value of a tokenized cap table is not that shares can move faster. It is that every movement follows the rules you already agreed to.</blockquote>
<h2>Questions to ask before you start</h2>
<ul>
<li>Does your counsel agree that the ledger is the authoritative record, or only a mirror of it?</li>
<li>Who can see holdings, and how are investors' personal details protected?</li>
<li>What happens to the record if the platform provider shuts down? Insist on a documented export.</li>
<li>How are lost keys and deceased holders handled?</li>
</ul>
<p>Tapsheet's tokenized cap table keeps the legal record with your counsel and mirrors it on a permissioned ledger, so you gain automation without betting the company on an untested legal theory. For a deeper treatment of the legal questions, the <a href="https://example.com/research/tokenized-securities-primer">tokenized securities primer</a> from our fictional research partner is a good starting point.</p>
<p>If you are planning a round in the next twelve months, start by cleaning up the cap table you have. Tokenizing a messy record only makes the mess permanent.</p>$html$,
    'Priya Natarajan',
    '2025-01-14',
    '7 min read',
    true,
    array['Tokenization', 'Cap Tables', 'Founders'],
    false,
    'Coins'
  ),
  (
    'mobile-investing',
    'Mobile Investing Comes of Age: Closing a Round From Your Phone',
    'Investors already read decks and term sheets on their phones. The last step, committing and wiring, is finally catching up.',
    $html$<p>Ask a partner at any early-stage fund where they first read your deck and the honest answer is usually "on my phone, between meetings". Deal flow went mobile years ago. Deal execution did not: the moment an investor wants to commit, they are sent back to a laptop, a PDF reader and a bank portal.</p>
<h2>Why execution lagged behind</h2>
<p>Three problems kept closing on the desktop. Documents were designed for print, signatures needed a trusted identity, and wires required a second system with its own authentication. Each of these has now been solved on mobile on its own; Tapsheet brings them together in one flow.</p>
<ul>
<li><strong>Readable documents.</strong> Term sheets and subscription agreements are reflowed for small screens, with the key economic terms summarised at the top.</li>
<li><strong>Biometric confirmation.</strong> Face or fingerprint confirmation ties each commitment to a verified investor.</li>
<li><strong>Pre-approved wire limits.</strong> Investors set limits in advance with their bank, so a confirmed commitment can be funded in under 60 seconds.</li>
</ul>
<h2>What changes for founders</h2>
<p>In our beta, founders who shared their deal room on mobile saw investors open it within hours rather than days. Momentum matters in a round: a soft commit that arrives on Tuesday instead of the following Monday often decides whether a round closes this month.</p>
<blockquote>We had three soft commits before our partner meeting even started. Two of them were signed from an airport lounge.</blockquote>
<p>That quote comes from a founder in our beta, shared with permission and anonymised at their request.</p>
<h2>What stays on the desk</h2>
<p>Mobile is not the right place for everything. Deep diligence, financial models and long negotiations still benefit from a large screen and a quiet hour. The goal is not to move every task to the phone, but to make sure the phone is never the reason a deal waits.</p>
<ul>
<li>Use mobile for review, discussion, commitment and signature.</li>
<li>Keep model building and legal negotiation on the desktop, synced to the same deal room.</li>
<li>Agree with your co-investors which channel is authoritative for decisions.</li>
</ul>
<p>Curious how other teams organise their deal rooms? Our <a href="https://example.com/guides/mobile-deal-room-checklist">mobile deal room checklist</a> walks through the setup we recommend.</p>$html$,
    'Daniel Reyes',
    '2025-01-06',
    '6 min read',
    true,
    array['Mobile', 'Deal Execution', 'Investors'],
    false,
    'Smartphone'
  ),
  (
    'secondary-markets-outlook',
    'Secondary Markets Outlook for 2025',
    'Our view on where early-employee and LP secondaries are heading this year. The full analysis is on its way.',
    '',
    'Jonas Lindqvist',
    '2024-12-16',
    '5 min read',
    false,
    array['Secondaries', 'Market Outlook'],
    false,
    'TrendingUp'
  ),
  (
    'syndicate-playbook-2025',
    'The Syndicate Lead''s Playbook for 2025',
    'Syndicates now write a meaningful share of early cheques. Five habits separate the leads whose members come back deal after deal.',
    $html$<p>Syndicates have moved from a side channel to a core part of early-stage financing. A good lead brings a founder a block of aligned capital and a network; a poor one brings a long list of small cheques and a messy cap table. After watching dozens of syndicate raises in our beta, five habits stand out.</p>
<h2>1. Publish your thesis before you publish a deal</h2>
<p>Members commit faster when they already know what you invest in and why. A one-page thesis, updated every year, saves you from re-explaining your judgement on every deal memo.</p>
<h2>2. Write memos members can read in ten minutes</h2>
<p>The best memos we have seen follow the same structure every time:</p>
<ul>
<li>why this company, why now, and why you have an edge;</li>
<li>the three biggest risks and what would prove them wrong;</li>
<li>terms, allocation and the closing timeline;</li>
<li>your own cheque size, stated plainly.</li>
</ul>
<h2>3. Set a deadline and keep it</h2>
<p>Open-ended allocations create anxiety for founders and drift for members. A clear window, typically five to seven days, produces more commitments than a longer one, because members stop waiting to see what others do.</p>
<blockquote>The syndicates that close fastest are not the biggest. They are the ones whose members trust the process as much as the lead.</blockquote>
<h2>4. Automate the paperwork</h2>
<p>SPV formation, subscription documents and KYC used to take a lead's weekend. On Tapsheet, members review, sign and fund from their phones, and the lead sees a live commitment matrix instead of chasing emails.</p>
<h2>5. Report back, even when it is boring</h2>
<p>Quarterly updates keep members engaged between deals. A short note on what changed, what did not and what you are watching is enough. Leads who report consistently see noticeably higher participation in their next deal.</p>
<p>For a template memo and update, see our <a href="https://example.com/templates/syndicate-memo">syndicate memo template</a>.</p>$html$,
    'Maya Okafor',
    '2024-12-02',
    '8 min read',
    false,
    array['Syndicates', 'Playbook', 'Angels'],
    false,
    'TrendingUp'
  ),
  (
    'lp-transparency',
    'What LPs Actually Want From Quarterly Reporting',
    'We asked limited partners in our beta what they read first, what they skip and what they wish managers would stop sending.',
    $html$<p>Quarterly reports are the main way a limited partner experiences a fund between capital calls. Yet many reports are written for the manager's comfort rather than the reader's needs. We interviewed limited partners across family offices, endowments and individual investors in our beta. Their answers were strikingly consistent.</p>
<h2>What they read first</h2>
<ul>
<li><strong>Cash flows.</strong> Capital called, distributions paid and what is expected next quarter.</li>
<li><strong>Changes since the last report.</strong> New investments, write-downs and follow-ons, with one sentence of reasoning each.</li>
<li><strong>Concentration.</strong> How much of the fund sits in the top three positions.</li>
</ul>
<h2>What they skip</h2>
<p>Long market commentary, logos of every portfolio company and press coverage. One LP put it bluntly: if the news is good, they have already read it; if it is bad, they want to hear it from the manager first.</p>
<blockquote>Tell me what changed, what you did about it and what you need from me. Everything else is decoration.</blockquote>
<h2>What they wish managers would do</h2>
<ul>
<li>Send data in a consistent, machine-readable format alongside the PDF.</li>
<li>Explain valuation methodology once, clearly, and flag any change to it.</li>
<li>Give advance notice of capital calls, ideally a full quarter ahead.</li>
<li>Make it easy to ask a question and get an answer within a week.</li>
</ul>
<h2>How Tapsheet helps</h2>
<p>LP dashboards on Tapsheet show cash flows, positions and documents in one place, updated when the manager publishes rather than when the PDF arrives. Managers publish once; every LP sees the same numbers.</p>
<p>We have published the full interview guide as a <a href="https://example.com/research/lp-reporting-survey">reporting survey template</a> for managers who want to ask their own LPs.</p>$html$,
    'Elena Marchetti',
    '2024-11-19',
    '6 min read',
    false,
    array['LPs', 'Reporting', 'Fund Operations'],
    false,
    'TrendingUp'
  ),
  (
    'due-diligence-in-24-hours',
    'Due Diligence in 24 Hours Without Cutting Corners',
    'Fast rounds are not reckless rounds. Here is how disciplined investors compress diligence by doing it in parallel rather than skipping steps.',
    $html$<p>"Close million-dollar deals in under 24 hours" is a bold promise, and the first question experienced investors ask is what gets skipped. The honest answer is: nothing that matters. Speed comes from running work in parallel and from preparation, not from lowering the bar.</p>
<h2>Preparation happens before the clock starts</h2>
<p>Founders who raise quickly arrive with a complete data room. We recommend a standard structure so investors know where to look:</p>
<ul>
<li>corporate documents, cap table and prior financing agreements;</li>
<li>financial statements and a monthly model for the last two years;</li>
<li>key customer contracts and a pipeline summary;</li>
<li>intellectual-property assignments for every founder and contractor.</li>
</ul>
<h2>Run the workstreams in parallel</h2>
<p>Commercial, financial, legal and technical diligence rarely depend on one another. Assign each to a named partner, share findings in the deal room as they arrive, and meet once at the end of the day to decide.</p>
<blockquote>Our diligence did not get shorter. It stopped waiting in queues.</blockquote>
<h2>Let software do the clerical work</h2>
<p>Checking that every share issuance has a board consent or that every contractor signed an IP assignment is tedious, and it is exactly where mistakes hide. Tapsheet's AI-assisted review flags missing or inconsistent documents so the team spends its time on judgement calls.</p>
<h2>Know when to slow down</h2>
<p>Speed is a choice, not an obligation. Any of these should pause a fast process:</p>
<ul>
<li>unexplained changes to the cap table;</li>
<li>revenue that cannot be traced to contracts;</li>
<li>founders who resist reference calls.</li>
</ul>
<p>Our <a href="https://example.com/guides/diligence-checklist">diligence checklist</a> lists every item we recommend, grouped by workstream.</p>$html$,
    'Daniel Reyes',
    '2024-10-28',
    '7 min read',
    false,
    array['Due Diligence', 'Investors', 'Process'],
    false,
    'Smartphone'
  ),
  (
    'soft-commits-to-wires',
    'From Soft Commit to Wire: Anatomy of a Fast Close',
    'A round is not closed until the money arrives. We break down the steps between "I''m in" and funds in the account.',
    $html$<p>Founders often celebrate when an investor says "I'm in". Experienced founders wait for the wire. Between those two moments sit a surprising number of steps, and each is a chance for a round to stall.</p>
<h2>The four stages</h2>
<ul>
<li><strong>In review.</strong> The investor is reading the materials and may have questions.</li>
<li><strong>Soft commit.</strong> An indication of amount, not yet binding.</li>
<li><strong>Committed.</strong> Documents are signed and the investor is bound to fund.</li>
<li><strong>Funded.</strong> The wire has arrived and been reconciled.</li>
</ul>
<p>Tapsheet's commitment matrix shows every investor's stage in real time, so a founder can see at a glance which conversations need attention.</p>
<h2>Where rounds stall</h2>
<p>In our beta the most common delays were not disagreements about terms. They were mundane: a missing accreditation letter, a signature page sent to the wrong address, a bank that needed a call-back before releasing funds.</p>
<blockquote>Every one of our delays was administrative. None of them was about the deal.</blockquote>
<h2>Removing the friction</h2>
<ul>
<li>Verify investors once, at onboarding, rather than per deal.</li>
<li>Collect signatures in the same flow as the commitment.</li>
<li>Let investors pre-approve wire limits with their bank, so funding needs one confirmation rather than a phone call.</li>
</ul>
<p>Teams using these practices in our beta closed rounds with roughly 75% less time between first commitment and final wire. Our <a href="https://example.com/guides/closing-checklist">closing checklist</a> covers each step in detail.</p>$html$,
    'Maya Okafor',
    '2024-09-30',
    '5 min read',
    false,
    array['Deal Execution', 'Founders', 'Wires'],
    false,
    'Coins'
  ),
  (
    'ai-deal-screening',
    'Where AI Helps in Deal Screening, and Where It Doesn''t',
    'Machine learning can read a thousand decks a week. It still cannot tell you whether a founder will persist through a bad year.',
    $html$<p>Every fund we talk to receives more inbound deals than it can read. It is no surprise that AI screening tools have become popular. Used well, they give partners back hours each week. Used badly, they quietly narrow a fund's vision to companies that look like its past investments.</p>
<h2>Where it helps</h2>
<ul>
<li><strong>Triage.</strong> Sorting inbound decks by stage, sector and geography against the fund's stated thesis.</li>
<li><strong>Extraction.</strong> Pulling key metrics such as revenue, growth and burn into a consistent format.</li>
<li><strong>Consistency checks.</strong> Flagging numbers that do not add up between the deck and the model.</li>
<li><strong>Summaries of discussion.</strong> Capturing where a partnership agrees and disagrees after a meeting.</li>
</ul>
<h2>Where it does not</h2>
<p>Models learn from history, and venture returns come from exceptions. A screening model trained on a fund's past winners will favour founders who resemble them. That is precisely the bias great investors work to avoid.</p>
<blockquote>Use the machine to read more deals, never to see fewer kinds of founders.</blockquote>
<h2>Guardrails we recommend</h2>
<ul>
<li>Never auto-reject. Let software rank, and let a person decide.</li>
<li>Review a random sample of low-ranked deals every month.</li>
<li>Tell founders if AI tools are used to process their materials.</li>
</ul>
<p>Tapsheet's AI collaboration features summarise discussion and track consensus; they do not make investment decisions. Read more in our <a href="https://example.com/research/ai-in-venture">notes on AI in venture</a>.</p>$html$,
    'Priya Natarajan',
    '2024-08-21',
    '6 min read',
    false,
    array['AI', 'Deal Flow', 'Investors'],
    false,
    'TrendingUp'
  ),
  (
    'spv-basics',
    'SPVs Explained for First-Time Angels',
    'Special purpose vehicles let angels pool small cheques into one line on a cap table. Here is how they work and what they cost.',
    $html$<p>If you have been invited into a syndicate deal, you have probably been asked to invest through an SPV, a special purpose vehicle. It sounds complicated. In practice it is a simple structure with a few costs worth understanding before you commit.</p>
<h2>What an SPV is</h2>
<p>An SPV is a small legal entity, usually a limited liability company or limited partnership, created to make a single investment. Many investors put money into the SPV, and the SPV appears as one shareholder on the startup's cap table.</p>
<h2>Why founders like them</h2>
<ul>
<li>One signature instead of dozens at every future financing.</li>
<li>A cleaner cap table for later investors to review.</li>
<li>A single point of contact for information rights.</li>
</ul>
<h2>What they cost you</h2>
<ul>
<li><strong>Set-up and administration fees</strong>, often a few thousand dollars per vehicle, shared among members.</li>
<li><strong>Carried interest</strong> for the lead, commonly a percentage of profits on exit.</li>
<li><strong>Less direct control.</strong> You usually cannot vote your shares yourself.</li>
</ul>
<blockquote>Read the operating agreement. The economics that matter are in the fee and carry sections, not the pitch deck.</blockquote>
<h2>Questions to ask the lead</h2>
<ul>
<li>Who administers the SPV, and who prepares its tax documents?</li>
<li>How are follow-on rounds handled?</li>
<li>What happens if the lead leaves the syndicate?</li>
</ul>
<p>Tapsheet sets up SPVs with transparent fee schedules that members see before they commit. Our <a href="https://example.com/guides/spv-glossary">SPV glossary</a> defines the terms you will meet in an operating agreement.</p>$html$,
    'Jonas Lindqvist',
    '2024-07-15',
    '5 min read',
    false,
    array['SPVs', 'Angels', 'Basics'],
    false,
    'Coins'
  ),
  (
    'q3-product-update',
    'Q3 Product Update (Draft)',
    'Unpublished draft: not for release.',
    $html$<p>Draft notes for the next product update. <strong>Not for publication.</strong></p>
<ul>
<li>Offline deal rooms: beta metrics pending.</li>
<li>Syndicate allocation: screenshots to follow.</li>
</ul>$html$,
    'Elena Marchetti',
    null,
    '3 min read',
    false,
    array['Product Updates'],
    true,
    'Smartphone'
  )
on conflict (slug) do nothing;
