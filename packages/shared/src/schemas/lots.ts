import { z } from 'zod';
import { listQuerySchema, pageOf } from './lists';
import { stateCodeSchema } from './users';

/** Serials are printed numbers; ten digits leave room for every lot the colleges will order. */
export const MAX_SERIAL = 9_999_999_999;
export const serialSchema = z
  .number('El serial debe ser un número')
  .int('El serial debe ser un número entero')
  .min(1, 'El serial debe ser mayor que cero')
  .max(MAX_SERIAL, 'El serial tiene demasiados dígitos');
/** A serial typed in a search box: digits only, never empty (docs/product/rules.md). */
export const serialQuerySchema = z
  .string()
  .trim()
  .regex(/^\d{1,10}$/, 'Escriba el serial: solo dígitos, hasta 10')
  .transform(Number)
  .pipe(serialSchema);

const lotFields = {
  state: stateCodeSchema,
  initialNumber: serialSchema,
  finalNumber: serialSchema,
  numberTP: z.string().trim().min(1, 'Indique el número de TP').max(30, 'Máximo 30 caracteres'),
};
const ordered = (lot: { initialNumber?: number; finalNumber?: number }) =>
  lot.initialNumber === undefined ||
  lot.finalNumber === undefined ||
  lot.initialNumber <= lot.finalNumber;
const orderIssue = {
  message: 'El número final debe ser mayor o igual que el inicial',
  path: ['finalNumber'],
};

/** POST /api/certifieldLotes/createCertifieldLotes. */
export const createLotInputSchema = z.strictObject(lotFields).refine(ordered, orderIssue);
/** PUT /api/certifieldLotes/updatedCertifieldLotes: id, initialNumber, finalNumber, state, numberTP. */
export const updateLotInputSchema = z
  .strictObject({ id: z.number().int().positive(), ...lotFields })
  .refine(ordered, orderIssue);

export const lotSchema = z.object({
  id: z.number().int(),
  state: z.string(),
  initialNumber: z.number().int(),
  finalNumber: z.number().int(),
  numberTP: z.string(),
  /** Serials of the lot already on a certificate, and those still free. */
  used: z.number().int(),
  free: z.number().int(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Lot = z.infer<typeof lotSchema>;

/** docs/product/rules.md: lots start ordered by initialNumber, descending. */
export const lotOrderColumns = ['initialNumber', 'finalNumber', 'state', 'createdAt'] as const;
export const listLotsQuerySchema = listQuerySchema(lotOrderColumns)
  .extend({ state: stateCodeSchema.optional(), numberTP: z.string().trim().max(30).optional() })
  .strict();
/** GET /api/certifieldLotes/listCertifields: the certificates of one lot, a page at a time. */
export const lotCertificatesQuerySchema = listQuerySchema(['serial', 'createdAt'] as const)
  .extend({ id: z.coerce.number().int().positive() })
  .strict();
/** GET /api/certifields/searchSerialInLote: which lot holds a serial, and whether it is free. */
export const searchSerialInLotQuerySchema = z.strictObject({ serial: serialQuerySchema });
export const serialInLotSchema = z.object({
  lot: lotSchema.nullable(),
  /** The certificate already printed on the serial, if any. */
  certificateId: z.number().int().nullable(),
});

export const lotsPageSchema = pageOf(lotSchema);
export const lotResponseSchema = z.object({ data: lotSchema });
export const serialInLotResponseSchema = z.object({ data: serialInLotSchema });
