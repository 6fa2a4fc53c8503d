import { z } from 'zod';
import { compareDecimals, roundDecimal } from '../format/decimal';
import { listQuerySchema, pageOf } from './lists';

/**
 * Amounts (docs/product/calls.md) and decision 0022: money travels as decimal strings ("12.50"),
 * never as JSON numbers, so no float ever holds a cent. The commission is numeric(12,2) in the
 * database and the dollar price numeric(18,4); the bolívares are their product, rounded half-up
 * to 2 places once, at the end.
 */
export const COMMISSION_PLACES = 2;
export const DOLLAR_PRICE_PLACES = 4;
export const BOLIVARES_PLACES = 2;

type DecimalRule = { pattern: RegExp; places: number; required: string; format: string };

/**
 * Typed decimal text: a comma is read as the decimal point ("12,50" as people write it here);
 * the answer is normalised to its places ("12.5" → "12.50") and must be above zero.
 */
function decimalInput({ pattern, places, required, format }: DecimalRule) {
  return z
    .string({ error: required })
    .trim()
    .min(1, required)
    .transform((value) => value.replace(',', '.'))
    .pipe(z.string().regex(pattern, format))
    .transform((value) => roundDecimal(value, places))
    .pipe(z.string().refine((value) => compareDecimals(value, '0') > 0, 'Debe ser mayor que cero'));
}

/** The commission in dollars, up to 10 digits and 2 decimals. */
export const commissionDollarInputSchema = decimalInput({
  pattern: /^\d{1,10}(\.\d{1,2})?$/,
  places: COMMISSION_PLACES,
  required: 'Indique la comisión en dólares',
  format: 'Escriba un monto en dólares, con hasta 2 decimales (por ejemplo 5.00)',
});

/** A dollar price in bolívares set by hand, up to 14 digits and 4 decimals. */
export const dollarPriceInputSchema = decimalInput({
  pattern: /^\d{1,14}(\.\d{1,4})?$/,
  places: DOLLAR_PRICE_PLACES,
  required: 'Indique el precio del dólar en bolívares',
  format: 'Escriba el precio del dólar con hasta 4 decimales (por ejemplo 36.5012)',
});

/**
 * POST /api/dollarCalculation/createCertifieldAmount (the medic college's Admin): the new
 * commission becomes the one in force. Without `dollarPrice` the official rate applies.
 */
export const createCommissionInputSchema = z.strictObject({
  commissionDollarGeneral: commissionDollarInputSchema,
  dollarPrice: dollarPriceInputSchema.nullable().optional(),
});
export type CreateCommissionInput = z.output<typeof createCommissionInputSchema>;

const moneyText = z.string().regex(/^\d+\.\d{2}$/);
const priceText = z.string().regex(/^\d+\.\d{4}$/);

export const commissionStatuses = ['active', 'inactive'] as const;
export type CommissionStatus = (typeof commissionStatuses)[number];

/** docs/product/entities.md, Commission record; `createdBy` is the Admin's e-mail. */
export const commissionSchema = z.object({
  id: z.number().int(),
  commissionDollarGeneral: moneyText,
  /** The Admin's hand price; null when the official rate applies. */
  dollarPrice: priceText.nullable(),
  status: z.enum(commissionStatuses),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type Commission = z.infer<typeof commissionSchema>;
export const commissionResponseSchema = z.object({ data: commissionSchema });

/** GET /api/dollarCalculation/listCommissionAmount: the history, newest first by default. */
export const commissionOrderColumns = ['createdAt'] as const;
export const listCommissionsQuerySchema = listQuerySchema(commissionOrderColumns).strict();
export const commissionsPageSchema = pageOf(commissionSchema);

/** Where the dollar price in force comes from: the Admin's hand, or an official-rate service. */
export const dollarPriceSources = ['manual', 'dolarapi', 'pydolarvenezuela'] as const;
export type DollarPriceSource = (typeof dollarPriceSources)[number];

/**
 * GET /api/dollarCalculation/certifieldAmount: the commission in force, the dollar price in force
 * and their product in bolívares, with the price's date, source and age, so a screen can say how
 * old it is. `priceStale`: an official rate dated before the last business day (both services
 * down, the last good rate kept).
 */
export const certifieldAmountSchema = z.object({
  commissionId: z.number().int(),
  commissionDollarGeneral: moneyText,
  dollarPrice: priceText,
  amountBolivares: moneyText,
  priceSource: z.enum(dollarPriceSources),
  /** The rate's value date (the BCV's "fecha valor"); for a hand price, the day it was set. */
  priceDate: z.string(),
  /** When the rate was read from its service (a hand price: when it was set). */
  priceFetchedAt: z.string(),
  /** Days from the price's date to today (Caracas); 0 for today or a date ahead. */
  priceAgeDays: z.number().int().min(0),
  priceStale: z.boolean(),
  commissionCreatedAt: z.string(),
});
export type CertifieldAmount = z.infer<typeof certifieldAmountSchema>;
export const certifieldAmountResponseSchema = z.object({ data: certifieldAmountSchema });
