import { z } from 'zod';

// A list's dates are business days: outside 1900-2999 is a typing mistake (and year 0000 or the
// end of 9999 is no timestamp PostgreSQL takes).
const isoDate = z.iso
  .date('Use fechas con el formato AAAA-MM-DD')
  .refine((day) => day >= '1900-01-01' && day <= '2999-12-31', 'Use fechas entre 1900 y 2999');

/**
 * docs/architecture.md: every list takes limit (max 100), page, a whitelisted order_by,
 * order_direction and a date_range of two ISO dates ("from,to", either side may be empty).
 */
export function listQuerySchema<const Columns extends readonly [string, ...string[]]>(
  orderColumns: Columns,
) {
  return z.object({
    limit: z.coerce.number().int().min(1).max(100).default(10),
    page: z.coerce.number().int().min(1).max(100_000).default(1),
    order_by: z.enum(orderColumns).default(orderColumns[0]),
    order_direction: z.enum(['asc', 'desc']).default('desc'),
    date_range: z
      .string()
      .regex(/^[^,]*,[^,]*$/, 'date_range debe ser "desde,hasta" (cualquiera puede ir vacío)')
      .transform((value) => value.split(',').map((part) => part.trim()))
      .pipe(z.tuple([z.union([z.literal(''), isoDate]), z.union([z.literal(''), isoDate])]))
      .optional(),
  });
}

/**
 * Decision 0054: a list page is served only when fewer than this many rows lie before it or
 * after it; deeper pages are refused (PAGE_TOO_DEEP) and the pager offers only those within it.
 * Machine clients that read a whole list follow its `after` cursor instead.
 */
export const LIST_DEPTH_CAP = 10_000;

/** A whole number with Spanish thousands points ("10.000"). */
export const withThousands = (value: number): string =>
  String(value).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

/**
 * Whether the page of `limit` rows starting `offset` rows into a list of `total` is within `cap`
 * of one of its ends: fewer than `cap` rows before it, or after it (the walk from the nearer end,
 * decision 0044, is then shorter than the cap). A page past the end is within: it is empty.
 */
export const pageWithinCap = (
  page: { offset: number; limit: number },
  total: number,
  cap: number = LIST_DEPTH_CAP,
): boolean => page.offset < cap || total - page.offset - page.limit < cap;

/**
 * A keyset cursor (decision 0054): opaque to clients, it names the list, its order and the last
 * row read. `next` of an answer is the `after` of the following request.
 */
export const listCursorSchema = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,600}$/, 'El cursor no es válido: use el `next` de la respuesta anterior')
  .describe(
    'Cursor opaco: el `next` de la respuesta anterior. Lee la lista a continuación de esa fila ' +
      '(mismo orden y filtros), a costo constante a cualquier profundidad; `page` se omite.',
  );
/** The cursor of the rows after an answer's last one; absent when no row follows. */
export const nextCursorSchema = z
  .string()
  .optional()
  .describe(
    'Presente cuando quedan filas después de esta respuesta: páselo como `after` para leer ' +
      'las siguientes (recorrido completo de la lista, sin el límite de profundidad de `page`).',
  );

/**
 * A list searched by free text counts its matches only up to a cap (decision 0033): exact counts
 * of a name search at a million rows cost more than the page itself.
 */
const totalCappedSchema = z
  .boolean()
  .optional()
  .describe(
    'Presente y verdadero cuando hay más coincidencias que `total`: el total es entonces un ' +
      'mínimo ("más de total"). Solo las búsquedas por nombre (paramCert con letras) cuentan así, ' +
      'hasta 10 páginas después de la pedida; las demás listas dan el total exacto y no lo incluyen.',
  );

export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    limit: z.number().int(),
    totalCapped: totalCappedSchema,
  });
}

/** Whether a parsed query value says something: not absent, not blank, not a range of blanks. */
function isSet(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return false;
  return !Array.isArray(value) || value.some((part) => part !== '' && part !== undefined);
}

/**
 * The wire form of a query's parsed values, what its schema reads back to the same values:
 * numbers and booleans as text, the date_range pair as "from,to"; unset values are left out.
 */
export function toQueryParams(values: { readonly [key: string]: unknown }): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) {
    if (!isSet(value)) continue;
    params[key] = Array.isArray(value) ? value.join(',') : String(value);
  }
  return params;
}
