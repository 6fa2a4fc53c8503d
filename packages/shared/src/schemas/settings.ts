import { z } from 'zod';

/** The switch that opens or closes the public's requests (docs/product/entities.md, Setting). */
export const PRE_REGISTER_SETTING = 'preRegisterEnable';

/** One product switch; GET /api/settings lists them, the pre-registration switch first. */
export const settingSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  enabled: z.boolean(),
  updatedAt: z.iso.datetime(),
});
export type Setting = z.infer<typeof settingSchema>;
export const settingsResponseSchema = z.object({ data: z.array(settingSchema) });
export const settingResponseSchema = z.object({ data: settingSchema });

/** PUT /api/settings/preRegisterEnable/{id}: on or off. */
export const updateSettingInputSchema = z.strictObject({
  enabled: z.boolean({ error: 'Indique si las solicitudes quedan abiertas o cerradas' }),
});
export const settingIdParamsSchema = z.strictObject({
  id: z.coerce.number({ error: 'Debe ser un número' }).int().positive(),
});
