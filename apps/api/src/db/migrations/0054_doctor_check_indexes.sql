-- The public doctor check (decision 0084) at 100,000 registers. A name search compares the
-- medics' names folded as the certificate name search folds them (decision 0041), and that very
-- expression is indexed for trigrams, medics only (nurses are never answered): EXPLAIN showed a
-- sequential scan of every register, 150 ms, without it. A college number is searched without
-- its state, which school_numbers_state_number_uq (state first) only answers by reading the
-- whole index (7 ms): the number alone gets an index of its own.
CREATE INDEX IF NOT EXISTS "registers_medic_name_search_trgm_idx" ON "registers" USING gin ((translate(lower("names" || ' ' || "last_names"), 'ÁÉÍÓÚÜÑáéíóúüñ', 'aeiouunaeiouun')) gin_trgm_ops) WHERE "type" = 'medic';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "school_numbers_school_number_idx" ON "school_numbers" USING btree ("school_number");
