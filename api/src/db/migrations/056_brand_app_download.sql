-- Issue 15: the app-download configuration of a brand (spec 001 section 2, spec 000 section 9), as
-- { domain, appStoreUrl, playStoreUrl }: the one domain of the brand on which mobile visitors are
-- invited to the brand's apps once per session and on which delivery is offered at every branch.
-- Null: the brand has no such domain.
ALTER TABLE brands ADD COLUMN app_download jsonb;
