-- The banks as a person reads them (decision 0073): the names 0002 seeded without their accents.
-- Codes are unchanged; the shared catalogue the web uses carries the same names.
UPDATE "banks" SET "name" = 'Venezolano de Crédito' WHERE "code" = 104;--> statement-breakpoint
UPDATE "banks" SET "name" = 'Caroní' WHERE "code" = 128;--> statement-breakpoint
UPDATE "banks" SET "name" = 'Fondo Común' WHERE "code" = 151;--> statement-breakpoint
UPDATE "banks" SET "name" = 'Agrícola de Venezuela' WHERE "code" = 166;--> statement-breakpoint
UPDATE "banks" SET "name" = 'Nacional de Crédito' WHERE "code" = 191;
