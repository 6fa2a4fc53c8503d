-- Decision 0052: the offline verifier's list of corrected serials (version above 1), whole, read
-- in the index alone.
CREATE INDEX "certificates_corrected_serial_idx" ON "certificates" USING btree ("serial","version") WHERE "certificates"."version" > 1;
