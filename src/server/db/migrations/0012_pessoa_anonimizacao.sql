-- A person anonymised at their request (LGPD art. 18): the row stays, so that financial records
-- keep pointing at it, with every personal field emptied.

ALTER TABLE pessoa ADD COLUMN anonimizada_em timestamptz;
