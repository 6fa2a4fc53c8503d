import { z } from 'zod';

const optionSchema = z.object({ as: z.string(), name: z.string() });

export const municipalityOptionSchema = z.object({
  id: z.number().int(),
  state: z.string(),
  name: z.string(),
});

export const bankOptionSchema = z.object({ code: z.number().int(), name: z.string() });

/**
 * The map tiles the operative's location picker shows (server config MAP_TILE_URL, decision 0025).
 */
export const mapSettingsSchema = z.object({
  /** A Leaflet tile URL template ({z}/{x}/{y}). */
  tileUrl: z.string(),
  /** The provider's credit, as HTML from the server's config. */
  attribution: z.string(),
});
export type MapSettings = z.infer<typeof mapSettingsSchema>;

/** Reference data of `GET /api/auth/apisAptoVial` (docs/product/entities.md and calls.md). */
export const referenceDataSchema = z.object({
  roles: z.array(optionSchema),
  states: z.array(optionSchema),
  nationalities: z.array(optionSchema),
  specialties: z.array(z.string()),
  specialtiesNurses: z.array(z.string()),
  academicDegrees: z.array(z.string()),
  municipalities: z.array(municipalityOptionSchema),
  bloodTypes: z.array(z.string()),
  rules: z.array(optionSchema),
  banks: z.array(bankOptionSchema),
  typeCertifields: z.array(optionSchema),
  grades: z.array(optionSchema),
  // Optional: an answer cached by a browser before the map existed lacks it (the picker then
  // offers the coordinate fields alone).
  map: mapSettingsSchema.optional(),
});
export type ReferenceData = z.infer<typeof referenceDataSchema>;

export const referenceDataResponseSchema = z.object({ data: referenceDataSchema });

/** Reference routes take no query parameters; anything sent is refused, not ignored. */
export const noQuerySchema = z.strictObject({});
