-- Decision 0053: a request served while its charge was pending, the charge approved afterwards,
-- left its certificate unpaid (payment_id null) though the request was paid. Each such
-- certificate is paid by its request's approved payment, unless that payment already pays one.
UPDATE "certificates" AS c
SET "payment_id" = r."payment_id"
FROM "pre_registrations" AS r, "payments" AS p
WHERE r."certificate_id" = c."id"
  AND c."payment_id" IS NULL
  AND p."id" = r."payment_id"
  AND p."status" = 'approved'
  AND NOT EXISTS (SELECT 1 FROM "certificates" AS o WHERE o."payment_id" = r."payment_id");
