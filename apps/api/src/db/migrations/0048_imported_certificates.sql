-- Certificates brought from the system AptoVial replaced (decision 0080): when they were imported,
-- null for those issued here. Their printouts carry no signed QR; they verify by serial alone.
ALTER TABLE "certificates" ADD COLUMN "imported_at" timestamp with time zone;
