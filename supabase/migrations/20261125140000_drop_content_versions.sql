-- Pages no longer compare table fingerprints before loading their data code: a prerendered page's data part loads
-- with the page and TanStack Query checks its rows (decision 034). The fingerprint function has no caller left, and
-- the public key should be able to execute nothing it does not need.
drop function public.content_versions();
