-- Decision 0047: a version per list table, raised by every statement that writes it (in the
-- shard of the writer's connection, so writers never queue on one row), so a process keeps the
-- anchors of a list's orders (every Nth row's key) until the list changes.
CREATE TABLE "list_versions" (
	"list" text NOT NULL,
	"shard" integer NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "list_versions_list_shard_pk" PRIMARY KEY("list","shard")
);
--> statement-breakpoint
CREATE FUNCTION "list_versions_raise"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "list_versions" ("list", "shard", "version")
    VALUES (TG_TABLE_NAME, pg_backend_pid() % 16, 1)
    ON CONFLICT ("list", "shard") DO UPDATE SET "version" = "list_versions"."version" + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "registers_version_trg" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "registers" FOR EACH STATEMENT EXECUTE FUNCTION "list_versions_raise"();
