CREATE UNIQUE INDEX "registers_id_type_uq" ON "registers" USING btree ("id","type");--> statement-breakpoint
ALTER TABLE "school_numbers" ADD COLUMN "register_type" text;--> statement-breakpoint
UPDATE "school_numbers" SET "register_type" = "registers"."type" FROM "registers" WHERE "registers"."id" = "school_numbers"."register_id";--> statement-breakpoint
ALTER TABLE "school_numbers" ALTER COLUMN "register_type" SET NOT NULL;--> statement-breakpoint
CREATE FUNCTION "school_numbers_copy_register_type"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT "type" INTO NEW."register_type" FROM "registers" WHERE "id" = NEW."register_id";
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "school_numbers_copy_register_type_trg" BEFORE INSERT OR UPDATE OF "register_id" ON "school_numbers" FOR EACH ROW EXECUTE FUNCTION "school_numbers_copy_register_type"();--> statement-breakpoint
ALTER TABLE "school_numbers" ADD CONSTRAINT "school_numbers_register_type_fk" FOREIGN KEY ("register_id","register_type") REFERENCES "public"."registers"("id","type") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "school_numbers_state_type_register_idx" ON "school_numbers" USING btree ("state","register_type","register_id");--> statement-breakpoint
CREATE INDEX "school_numbers_vial_type_register_idx" ON "school_numbers" USING btree ("register_type","register_id") WHERE "school_numbers"."medic_vial";
