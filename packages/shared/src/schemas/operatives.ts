import { z } from 'zod';
import { emailSchema } from './auth';
import { certificateTypeSchema } from './certificates';
import { listQuerySchema, pageOf } from './lists';
import { bolivarAmountSchema } from './payments';
import { municipalityIdSchema } from './pre-registrations';
import { calendarDaySchema } from './registers';
import { unpaidReasons } from './unpaid-issue';
import { stateCodeSchema } from './users';

/**
 * Field operatives (decision 0025; docs/product/entities.md and calls.md): a road-medicine doctor's
 * day (or days) in a municipality, announced to its applicants, where they pay, are examined and
 * leave certified. Money is decimal text with two places, never a JSON number.
 */

/**
 * docs/product/entities.md; the wire values are docs/architecture.md's, the Spanish labels are
 * shown.
 */
export const operativeStatuses = [
  'Pending',
  'InProgress',
  'Executed',
  'Cancelled',
  'Rescheduled',
] as const;
export type OperativeStatus = (typeof operativeStatuses)[number];
export const operativeStatusLabels: Record<OperativeStatus, string> = {
  Pending: 'Pendiente',
  InProgress: 'En progreso',
  Executed: 'Finalizado',
  Cancelled: 'Cancelado',
  Rescheduled: 'Reagendado',
};
/** Statuses that still hold their dates: a doctor has one of these per day at most. */
export const liveOperativeStatuses = ['Pending', 'InProgress', 'Rescheduled'] as const;
/** An operative lasts at most this many days (a week of field work). */
export const OPERATIVE_MAX_DAYS = 7;
/** Extra people told of an operative (the town hall, the INTT's office), besides its applicants. */
export const OPERATIVE_MAX_RECIPIENTS = 20;

/** Venezuela's box, islands included (Isla de Aves 15.7° N): a pin outside is a typing mistake. */
export const VENEZUELA_BOUNDS = { south: 0.5, north: 15.8, west: -73.5, east: -59.5 } as const;
const latitudeSchema = z.coerce
  .number({ error: 'Indique la latitud' })
  .min(VENEZUELA_BOUNDS.south, 'La latitud queda fuera de Venezuela')
  .max(VENEZUELA_BOUNDS.north, 'La latitud queda fuera de Venezuela');
const longitudeSchema = z.coerce
  .number({ error: 'Indique la longitud' })
  .min(VENEZUELA_BOUNDS.west, 'La longitud queda fuera de Venezuela')
  .max(VENEZUELA_BOUNDS.east, 'La longitud queda fuera de Venezuela');

/**
 * Where: the place as people say it, and the map pin (docs/product/entities.md: a latitude and
 * longitude pair).
 */
export const operativeAddressSchema = z.strictObject({
  description: z
    .string({ error: 'Indique el lugar' })
    .trim()
    .min(5, 'Describa el lugar (mínimo 5 caracteres)')
    .max(300, 'Máximo 300 caracteres'),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
});
export type OperativeAddress = z.output<typeof operativeAddressSchema>;

type Dates = { startDate: string; endDate: string };
const daysOf = ({ startDate, endDate }: Dates) =>
  Math.round((Date.parse(endDate) - Date.parse(startDate)) / 86_400_000) + 1;
const endAfterStart: [(d: Dates) => boolean, { message: string; path: string[] }] = [
  (d) => d.endDate >= d.startDate,
  { message: 'La fecha final no puede ser anterior a la inicial', path: ['endDate'] },
];
const shortEnough: [(d: Dates) => boolean, { message: string; path: string[] }] = [
  (d) => d.endDate < d.startDate || daysOf(d) <= OPERATIVE_MAX_DAYS,
  { message: `Un operativo dura como máximo ${OPERATIVE_MAX_DAYS} días`, path: ['endDate'] },
];
// "A start in the past" needs today's date in Caracas: the service checks it (its clock).

/** POST /api/operationals/createOperative (docs/product/calls.md). */
export const createOperativeInputSchema = z
  .strictObject({
    address: operativeAddressSchema,
    startDate: calendarDaySchema,
    endDate: calendarDaySchema,
    state: stateCodeSchema,
    municipality: municipalityIdSchema,
    /** What the form counted (PreRegisterOperative); the server counts again and keeps its own. */
    totalUsers: z.coerce.number().int().min(0).optional(),
    /** Bolívares per certificate: must be the commission in force × the dollar price in force. */
    price: bolivarAmountSchema,
    recipients: z
      .array(emailSchema)
      .max(OPERATIVE_MAX_RECIPIENTS, `Máximo ${OPERATIVE_MAX_RECIPIENTS} destinatarios`)
      .default([]),
  })
  .refine(...endAfterStart)
  .refine(...shortEnough);
export type CreateOperativeInput = z.output<typeof createOperativeInputSchema>;

/** PUT /api/operationals/rescheduledOperative/{id}: new dates (status Rescheduled). */
export const rescheduleOperativeInputSchema = z
  .strictObject({ startDate: calendarDaySchema, endDate: calendarDaySchema })
  .refine(...endAfterStart)
  .refine(...shortEnough);
export type RescheduleOperativeInput = z.output<typeof rescheduleOperativeInputSchema>;
/** PUT /api/operationals/cancelOperative/{id}: why (required). */
export const cancelOperativeInputSchema = z.strictObject({
  observation: z
    .string({ error: 'Indique el motivo de la cancelación' })
    .trim()
    .min(5, 'Indique el motivo de la cancelación (mínimo 5 caracteres)')
    .max(500, 'Máximo 500 caracteres'),
});
export const operativeIdParamsSchema = z.strictObject({
  id: z.coerce.number({ error: 'Debe ser un número' }).int().positive(),
});

/** created_By (docs/product/entities.md): the account's e-mail and the doctor's register. */
export const operativeDoctorSchema = z.object({
  email: z.string(),
  dni: z.string(),
  names: z.string(),
  lastNames: z.string(),
  nationality: z.string(),
  licenseNumber: z.string().nullable(),
  schoolNumber: z.string(),
  specialty: z.string().nullable(),
  healthNumber: z.string().nullable(),
});

export const operativeSchema = z.object({
  id: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  state: z.string(),
  municipality: z.number().int(),
  municipalityName: z.string(),
  address: z.object({ description: z.string(), latitude: z.number(), longitude: z.number() }),
  /** Bolívares per certificate, fixed at creation; with the dollars and the rate it came from. */
  price: z.string(),
  priceDollars: z.string(),
  dollarPrice: z.string(),
  rateDate: z.string(),
  status: z.enum(operativeStatuses),
  /** Applicants of the municipality: counted at creation, frozen again when it is executed. */
  totalUsers: z.number().int(),
  /** Bolívares collected (approved payments); frozen when executed. */
  total: z.string(),
  /** Certificates issued at it; frozen when executed. */
  certificates: z.number().int(),
  observation: z.string().nullable(),
  recipients: z.array(z.string()),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  createdAt: z.string(),
  created_By: operativeDoctorSchema,
});
export type Operative = z.infer<typeof operativeSchema>;
export const operativeResponseSchema = z.object({ data: operativeSchema });

/** GET /api/operationals/history: the doctor's operatives (the Admin's: all). */
// docs/product/rules.md: lists default to createdAt, newest first (a new operative comes first).
export const operativeOrderColumns = ['createdAt', 'startDate', 'status', 'state'] as const;
export const operativeHistoryQuerySchema = listQuerySchema(operativeOrderColumns).extend({
  status: z.enum(operativeStatuses, 'Estado de operativo desconocido').optional(),
  state: stateCodeSchema.optional(),
  // date_range (inherited) filters by the operative's start date.
});
export type OperativeHistoryQuery = z.output<typeof operativeHistoryQuerySchema>;
export const operativesPageSchema = pageOf(operativeSchema);

/** GET /api/operationals/countCertifieldInOperation/{id}: certificates issued there. */
export const operativeCertificateCountSchema = z.object({
  total: z.number().int(),
  byType: z.array(z.object({ type: certificateTypeSchema, total: z.number().int() })),
  /** Those issued without payment, by the doctor's reason (decision 0065); none: empty. */
  withoutPayment: z
    .array(z.object({ reason: z.enum(unpaidReasons), total: z.number().int() }))
    .optional(),
});
export const operativeCertificateCountResponseSchema = z.object({
  data: operativeCertificateCountSchema,
});

/** GET /api/operationals/applicants/{id}: the operative's applicants, who paid, who is certified. */
export const operativeApplicantsQuerySchema = listQuerySchema(['createdAt', 'lastNames'] as const)
  .omit({ date_range: true })
  .extend({
    /** open: no certificate yet; paid: paid, no certificate yet; served: certified here. */
    status: z.enum(['open', 'paid', 'served']).optional(),
    q: z.string().trim().max(120, 'Máximo 120 caracteres').optional(),
  });
export type OperativeApplicantsQuery = z.output<typeof operativeApplicantsQuerySchema>;
export const operativeApplicantSchema = z.object({
  id: z.number().int(),
  dni: z.string(),
  nationality: z.string(),
  names: z.string(),
  lastNames: z.string(),
  email: z.string(),
  phone: z.string(),
  dateBirth: z.string(),
  grades: z.array(z.string()),
  typeCertifields: z.string(),
  createdAt: z.string(),
  paymentId: z.number().int().nullable(),
  paidAt: z.string().nullable(),
  certificateId: z.number().int().nullable(),
  serial: z.string().nullable(),
  /** Served without payment: the reason kept with its certificate (decision 0065). */
  withoutPayment: z.enum(unpaidReasons).nullable().optional(),
});
export type OperativeApplicant = z.infer<typeof operativeApplicantSchema>;
export const operativeApplicantsPageSchema = pageOf(operativeApplicantSchema);

/** GET /api/operationals/myStadist: counts by status, and operatives starting in each period. */
export const operativeStatsQuerySchema = z.strictObject({
  date_range: listQuerySchema(['startDate'] as const).shape.date_range,
});
export const operativeStatsSchema = z.object({
  byStatus: z.record(z.enum(operativeStatuses), z.number().int()),
  today: z.number().int(),
  week: z.number().int(),
  month: z.number().int(),
  /** In the chosen range (by start date), all statuses. */
  inRange: z.number().int(),
  certificates: z.number().int(),
  collected: z.string(),
});
export type OperativeStats = z.infer<typeof operativeStatsSchema>;
export const operativeStatsResponseSchema = z.object({ data: operativeStatsSchema });

/**
 * GET /api/operationals/createCommission: what operatives owe the college, certificates issued ×
 * the commission in force, in dollars and bolívares. `id`: one operative; otherwise the session's
 * operatives (the Admin's: all) started in `date_range`.
 */
export const operativeCommissionQuerySchema = z.strictObject({
  id: z.coerce.number({ error: 'Debe ser un número' }).int().positive().optional(),
  date_range: listQuerySchema(['startDate'] as const).shape.date_range,
});
export const operativeCommissionSchema = z.object({
  certificates: z.number().int(),
  commissionDollarGeneral: z.string(),
  dollarPrice: z.string(),
  rateDate: z.string(),
  owedDollars: z.string(),
  owedBolivares: z.string(),
});
export type OperativeCommission = z.infer<typeof operativeCommissionSchema>;
export const operativeCommissionResponseSchema = z.object({ data: operativeCommissionSchema });
