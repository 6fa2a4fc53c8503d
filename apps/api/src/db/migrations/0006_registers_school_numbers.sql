CREATE TABLE "registers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "registers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"dni" text NOT NULL,
	"nationality" text NOT NULL,
	"names" text NOT NULL,
	"last_names" text NOT NULL,
	"gender" text NOT NULL,
	"phone" text,
	"date_birth" date,
	"specialty" text NOT NULL,
	"health_number" text,
	"type" text NOT NULL,
	"academic_degree" text,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registers_academic_degree_ck" CHECK (("registers"."type" = 'nurse') = ("registers"."academic_degree" is not null))
);
--> statement-breakpoint
CREATE TABLE "school_numbers" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "school_numbers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"register_id" bigint NOT NULL,
	"state" text NOT NULL,
	"school_number" text NOT NULL,
	"register_date" date NOT NULL,
	"current_solvency" date NOT NULL,
	"medic_vial" boolean DEFAULT false NOT NULL,
	"license_number" text,
	"type_certificates" text[] DEFAULT '{}'::text[] NOT NULL,
	"grades" text[] DEFAULT '{}'::text[] NOT NULL,
	"special_grades" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_by" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "school_numbers_license_ck" CHECK (not "school_numbers"."medic_vial" or "school_numbers"."license_number" is not null)
);
--> statement-breakpoint
ALTER TABLE "registers" ADD CONSTRAINT "registers_specialty_specialties_name_fk" FOREIGN KEY ("specialty") REFERENCES "public"."specialties"("name") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registers" ADD CONSTRAINT "registers_academic_degree_academic_degrees_code_fk" FOREIGN KEY ("academic_degree") REFERENCES "public"."academic_degrees"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registers" ADD CONSTRAINT "registers_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_numbers" ADD CONSTRAINT "school_numbers_register_id_registers_id_fk" FOREIGN KEY ("register_id") REFERENCES "public"."registers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_numbers" ADD CONSTRAINT "school_numbers_state_states_code_fk" FOREIGN KEY ("state") REFERENCES "public"."states"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "school_numbers" ADD CONSTRAINT "school_numbers_created_by_accounts_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "registers_nationality_dni_uq" ON "registers" USING btree ("nationality","dni");--> statement-breakpoint
CREATE INDEX "registers_dni_idx" ON "registers" USING btree ("dni");--> statement-breakpoint
CREATE INDEX "registers_type_created_idx" ON "registers" USING btree ("type","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "school_numbers_state_number_uq" ON "school_numbers" USING btree ("state","school_number");--> statement-breakpoint
CREATE UNIQUE INDEX "school_numbers_license_number_uq" ON "school_numbers" USING btree ("license_number") WHERE "school_numbers"."license_number" is not null;--> statement-breakpoint
CREATE INDEX "school_numbers_register_idx" ON "school_numbers" USING btree ("register_id");--> statement-breakpoint
CREATE INDEX "school_numbers_state_register_idx" ON "school_numbers" USING btree ("state","register_id");--> statement-breakpoint
CREATE INDEX "school_numbers_medic_vial_idx" ON "school_numbers" USING btree ("state","register_id") WHERE "school_numbers"."medic_vial";