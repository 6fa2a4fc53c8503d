import { z } from 'zod';
import { listQuerySchema, pageOf } from './lists';
import { stateCodeSchema } from './users';

/**
 * The fraud signals, found by the database per issuing doctor (decision 0035):
 * certificates per hour above their usual, issuing outside what the number allows, night bursts,
 * serials far out of the lot's order, a driver certified by several doctors in a month, a high
 * share of disabled certificates, issuing with the solvency lapsed, and certifying a driver
 * another doctor found unfit.
 */
export const fraudKinds = [
  'hourlyRate',
  'outsideScope',
  'nightBurst',
  'serialJump',
  'driverManyDoctors',
  'disabledShare',
  'lapsedSolvency',
  'afterUnfit',
] as const;
export type FraudKind = (typeof fraudKinds)[number];

export const fraudKindLabels: Record<FraudKind, string> = {
  hourlyRate: 'Certificados por hora por encima de lo habitual',
  outsideScope: 'Emisión fuera de su estado, tipo o grado habilitado',
  nightBurst: 'Ráfaga de certificados de noche',
  serialJump: 'Seriales muy fuera del orden del lote',
  driverManyDoctors: 'Conductor certificado por varios médicos en un mes',
  disabledShare: 'Alta proporción de certificados deshabilitados',
  lapsedSolvency: 'Certificados emitidos con la solvencia vencida',
  afterUnfit: 'Conductor certificado tras ser declarado no apto',
};

/** A threshold: its default (used while no row is stored) and the whole numbers it accepts. */
type ThresholdSpec = { default: number; min: number; max: number };

export const fraudThresholdSpecs = {
  /** An hour is unusual from this many certificates... */
  hourlyMin: { default: 8, min: 2, max: 1000 },
  /** ...and from this many times the doctor's median certificates per active hour (90 days). */
  hourlyFactor: { default: 3, min: 1, max: 100 },
  /** Certificates of one doctor between 22:00 and 05:00 (Caracas) that make a burst. */
  nightMin: { default: 5, min: 1, max: 1000 },
  /** Free serials skipped between a doctor's two consecutive issues in one lot. */
  serialJump: { default: 50, min: 1, max: 1_000_000 },
  /** Different doctors certifying one driver in one month. */
  driverDoctors: { default: 2, min: 2, max: 50 },
  /** Disabled certificates of a doctor in a month, in percent... */
  disabledPercent: { default: 30, min: 1, max: 100 },
  /** ...counted only from this many certificates in that month. */
  disabledMin: { default: 10, min: 1, max: 100_000 },
  /** Days after a "No apto" finding in which another doctor's certificate is a signal. */
  unfitDays: { default: 30, min: 1, max: 365 },
} as const satisfies Record<string, ThresholdSpec>;
export type FraudThresholdKey = keyof typeof fraudThresholdSpecs;
export const fraudThresholdKeys = Object.keys(fraudThresholdSpecs) as [
  FraudThresholdKey,
  ...FraudThresholdKey[],
];
export type FraudThresholdValues = Record<FraudThresholdKey, number>;

export const fraudThresholdSchema = z.object({
  key: z.enum(fraudThresholdKeys),
  value: z.number().int(),
  default: z.number().int(),
  min: z.number().int(),
  max: z.number().int(),
  /** When an Admin last set it; null while it is the default. */
  updatedAt: z.string().nullable(),
});
export type FraudThreshold = z.infer<typeof fraudThresholdSchema>;
export const fraudThresholdsResponseSchema = z.object({ data: z.array(fraudThresholdSchema) });

/** PUT: some thresholds, each within its limits; the others keep their value. */
export const updateFraudThresholdsInputSchema = z
  .object(
    Object.fromEntries(
      fraudThresholdKeys.map((key) => {
        const spec = fraudThresholdSpecs[key];
        const message = `Use un número entero entre ${spec.min} y ${spec.max}`;
        return [key, z.number(message).int(message).min(spec.min, message).max(spec.max, message)];
      }),
    ) as Record<FraudThresholdKey, z.ZodNumber>,
  )
  .partial()
  .strict()
  .refine((body) => Object.keys(body).length > 0, 'Indique al menos un umbral');
export type UpdateFraudThresholdsInput = z.infer<typeof updateFraudThresholdsInputSchema>;

export const fraudSignalSchema = z.object({
  id: z.number().int(),
  kind: z.enum(fraudKinds),
  state: z.string(),
  schoolNumberId: z.number().int().nullable(),
  doctorName: z.string(),
  doctorDni: z.string(),
  windowKey: z.string(),
  certificateIds: z.array(z.number().int()),
  /** Kind-specific figures: count, usual rate, share, skipped serials... */
  detail: z.record(z.string(), z.unknown()),
  detectedAt: z.string(),
  notifiedAt: z.string().nullable(),
});
export type FraudSignal = z.infer<typeof fraudSignalSchema>;

/** GET /api/fraudSignals: date_range filters the detection date (Caracas days). */
export const fraudSignalsQuerySchema = listQuerySchema(['detectedAt'] as const).extend({
  state: stateCodeSchema.optional(),
  kind: z.enum(fraudKinds, 'Tipo de señal desconocido').optional(),
});
export type FraudSignalsQuery = z.output<typeof fraudSignalsQuerySchema>;
export const fraudSignalsPageSchema = pageOf(fraudSignalSchema);

export const fraudSignalIdParamsSchema = z.object({
  id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});

/** One certificate of a signal's evidence, as the detail lists it. */
export const fraudEvidenceSchema = z.object({
  id: z.number().int(),
  serial: z.number().int(),
  state: z.string(),
  channel: z.enum(['colegio', 'medicVial']),
  dni: z.string(),
  nationality: z.enum(['V', 'E']),
  names: z.string(),
  lastNames: z.string(),
  type: z.string(),
  grade: z.string(),
  status: z.boolean(),
  createdAt: z.string(),
});
export type FraudEvidence = z.infer<typeof fraudEvidenceSchema>;
export const fraudSignalResponseSchema = z.object({
  data: fraudSignalSchema.extend({ certificates: z.array(fraudEvidenceSchema) }),
});

/** POST recalcular: from `since` (a Caracas day, at most a year back) or since the last run. */
export const fraudRecalcInputSchema = z
  .object({ since: z.iso.date('Use fechas con el formato AAAA-MM-DD').optional() })
  .strict();
export const fraudRecalcResponseSchema = z.object({
  data: z.object({
    ran: z.boolean(),
    since: z.string(),
    found: z.number().int(),
    inserted: z.number().int(),
    removed: z.number().int(),
    notified: z.number().int(),
  }),
});
export type FraudRunSummary = z.infer<typeof fraudRecalcResponseSchema>['data'];
