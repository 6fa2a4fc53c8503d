-- Decision 0085: API keys for the licensing authority's systems and the certificate change feed;
-- decision 0086: the webhooks that push the same events.
CREATE TABLE "api_keys" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"prefix" text NOT NULL,
	"name" text NOT NULL,
	"scope" text NOT NULL,
	"state" text REFERENCES "states"("code"),
	"secret_hash" text NOT NULL,
	"webhook_url" text,
	"owner_module" text NOT NULL,
	"created_by" bigint REFERENCES "accounts"("id") ON DELETE SET NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by" bigint REFERENCES "accounts"("id") ON DELETE SET NULL,
	CONSTRAINT "api_keys_scope_ck" CHECK ("scope" in ('certificates:read', 'events:receive')),
	CONSTRAINT "api_keys_webhook_ck" CHECK (("scope" = 'events:receive') = ("webhook_url" is not null))
);--> statement-breakpoint
CREATE UNIQUE INDEX "api_keys_prefix_uq" ON "api_keys" USING btree ("prefix");--> statement-breakpoint
-- One row per certificate change, written by the statement triggers below in the writing
-- transaction; `xid` orders the feed (a row is read only once its transaction, and every older
-- one, has ended), `fields` keeps what that version's proof signs.
CREATE TABLE "certificate_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"xid" xid8 DEFAULT pg_current_xact_id() NOT NULL,
	"certificate_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"version" integer NOT NULL,
	"state" text NOT NULL,
	"valid" boolean NOT NULL,
	"fields" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "certificate_events_kind_ck" CHECK ("kind" in ('issued', 'corrected', 'disabled', 'reenabled'))
);--> statement-breakpoint
CREATE INDEX "certificate_events_xid_idx" ON "certificate_events" USING btree ("xid", "id");--> statement-breakpoint
CREATE INDEX "certificate_events_state_xid_idx" ON "certificate_events" USING btree ("state", "xid", "id");--> statement-breakpoint
-- What the QR signs, as of this version (certificates/proof-fields.ts reads the same columns);
-- `imported`: brought from the replaced system, never signed.
CREATE FUNCTION "certificate_event_fields"("c" "certificates", "license" text) RETURNS jsonb
LANGUAGE sql IMMUTABLE AS $$
  SELECT jsonb_build_object('imported', c."imported_at" IS NOT NULL,
    'serial', c."serial", 'names', c."names", 'lastNames', c."last_names",
    'nationality', c."nationality", 'dni', c."dni", 'grade', c."grade", 'type', c."type",
    'rules', to_jsonb(c."rules"), 'glasses', c."glasses",
    'expeditionDate', c."expedition_date", 'dueDate', c."due_date",
    'doctor', c."name_doctor", 'licenseNumber', license, 'state', c."state")
$$;--> statement-breakpoint
-- One INSERT ... SELECT per statement: a bulk write of 50,000 certificates adds 50,000 rows in one
-- pass, a single issue one row (decision 0055's linear writes).
CREATE FUNCTION "certificate_events_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "certificate_events" ("certificate_id", "kind", "version", "state", "valid", "fields")
    SELECT n."id", 'issued', n."version", n."state", n."status", certificate_event_fields(n, s."license_number")
    FROM new_certificates n LEFT JOIN "school_numbers" s ON s."id" = n."school_number_id"
    ORDER BY n."id";
  ELSE
    INSERT INTO "certificate_events" ("certificate_id", "kind", "version", "state", "valid", "fields")
    SELECT n."id", k."kind", n."version", n."state", n."status", certificate_event_fields(n, s."license_number")
    FROM new_certificates n
    JOIN old_certificates o ON o."id" = n."id"
    LEFT JOIN "school_numbers" s ON s."id" = n."school_number_id"
    CROSS JOIN LATERAL (VALUES
      (1, CASE WHEN o."version" <> n."version" THEN 'corrected' END),
      (2, CASE WHEN o."status" AND NOT n."status" THEN 'disabled'
               WHEN NOT o."status" AND n."status" THEN 'reenabled' END)
    ) AS k ("rank", "kind")
    WHERE k."kind" IS NOT NULL
    ORDER BY n."id", k."rank";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "certificate_events_insert_trg" AFTER INSERT ON "certificates" REFERENCING NEW TABLE AS new_certificates FOR EACH STATEMENT EXECUTE FUNCTION "certificate_events_keep"();--> statement-breakpoint
CREATE TRIGGER "certificate_events_update_trg" AFTER UPDATE ON "certificates" REFERENCING OLD TABLE AS old_certificates NEW TABLE AS new_certificates FOR EACH STATEMENT EXECUTE FUNCTION "certificate_events_keep"();--> statement-breakpoint
-- The certificates already there: one "issued" event each, as they stand, so a new reader can
-- start from nothing.
INSERT INTO "certificate_events" ("certificate_id", "kind", "version", "state", "valid", "fields")
SELECT c."id", 'issued', c."version", c."state", c."status", certificate_event_fields(c, s."license_number")
FROM "certificates" c LEFT JOIN "school_numbers" s ON s."id" = c."school_number_id"
ORDER BY c."id";--> statement-breakpoint
-- Webhooks (decision 0086): where each receiving key is in the feed, and each event's delivery.
CREATE TABLE "webhook_cursors" (
	"api_key_id" bigint PRIMARY KEY NOT NULL REFERENCES "api_keys"("id") ON DELETE CASCADE,
	"xid" xid8 NOT NULL,
	"event_id" bigint NOT NULL
);--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY NOT NULL,
	"api_key_id" bigint NOT NULL REFERENCES "api_keys"("id") ON DELETE CASCADE,
	"event_id" bigint NOT NULL REFERENCES "certificate_events"("id"),
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_deliveries_status_ck" CHECK ("status" in ('pending', 'delivered', 'dead'))
);--> statement-breakpoint
CREATE UNIQUE INDEX "webhook_deliveries_key_event_uq" ON "webhook_deliveries" USING btree ("api_key_id", "event_id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE "status" = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_dead_idx" ON "webhook_deliveries" USING btree ("id") WHERE "status" = 'dead';
