-- Decision 0066: Lista-preRegistro says whether each request was paid (pagada, pendiente, fallida,
-- sin pago) and filters by it; a request's detail shows its last charge. Both read a request's
-- charges by `pre_registration_id`, newest first; the partial unique index of the live charges
-- (0022) leaves the failed ones out. `status` is included, so the filters are answered from the
-- index alone.
CREATE INDEX "payments_request_idx" ON "payments" USING btree ("pre_registration_id","id") INCLUDE ("status") WHERE "pre_registration_id" IS NOT NULL;
