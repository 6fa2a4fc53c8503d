import {
  type CreateOperativeInput,
  createOperativeInputSchema,
  errorMessages,
  type FieldError,
  OPERATIVE_MAX_DAYS,
  VENEZUELA_BOUNDS,
} from '@aptovial/shared';

/** What the form keeps: text as typed; the recipients one e-mail per line. */
export type OperativeValues = {
  state: string;
  municipality: string;
  description: string;
  latitude: string;
  longitude: string;
  startDate: string;
  endDate: string;
  recipients: string;
};

/** What the form does not ask: the price in force and the municipality's applicants. */
export type OperativeFigures = { price: string | undefined; totalUsers: number | undefined };

export type MapPin = { latitude: number; longitude: number };

export function emptyOperative(ownState: string | null): OperativeValues {
  return {
    state: ownState ?? '',
    municipality: '',
    description: '',
    latitude: '',
    longitude: '',
    startDate: '',
    endDate: '',
    recipients: '',
  };
}

export const recipientsOf = (values: Pick<OperativeValues, 'recipients'>): string[] =>
  values.recipients === '' ? [] : values.recipients.split('\n');

/** A coordinate as typed, with a comma or a point: a number, or undefined while not one. */
export function coordinateOf(text: string): number | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

/** The pin the typed coordinates point at, or null while they are incomplete or outside Venezuela. */
export function pinOf(values: Pick<OperativeValues, 'latitude' | 'longitude'>): MapPin | null {
  const latitude = coordinateOf(values.latitude);
  const longitude = coordinateOf(values.longitude);
  if (latitude === undefined || longitude === undefined) return null;
  const { south, north, west, east } = VENEZUELA_BOUNDS;
  const inside = latitude >= south && latitude <= north && longitude >= west && longitude <= east;
  return inside ? { latitude, longitude } : null;
}

/** The last day an operative starting on `start` may end (it lasts OPERATIVE_MAX_DAYS at most). */
export function lastDayFrom(start: string): string {
  const day = new Date(`${start}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + OPERATIVE_MAX_DAYS - 1);
  return day.toISOString().slice(0, 10);
}

/**
 * A clicked or dragged pin as the fields show it: six decimals (about 10 cm) after a comma, as a
 * person in Venezuela writes it and as the fields' hints ask ("10,4806").
 */
export const coordinateText = (value: number): string => value.toFixed(6).replace('.', ',');

/** A coordinate for the schema: empty is missing (not 0, which coercion would make of it). */
const coordinateInput = (text: string): unknown =>
  text.trim() === '' ? undefined : (coordinateOf(text) ?? text);

function toInput(values: OperativeValues, figures: OperativeFigures): unknown {
  const { state, municipality, description, latitude, longitude, startDate, endDate } = values;
  return {
    address: {
      description,
      latitude: coordinateInput(latitude),
      longitude: coordinateInput(longitude),
    },
    startDate,
    endDate,
    state,
    municipality: municipality === '' ? undefined : municipality,
    price: figures.price,
    ...(figures.totalUsers === undefined ? {} : { totalUsers: figures.totalUsers }),
    recipients: recipientsOf(values),
  };
}

/** The form's field a message belongs under: 'address.latitude' → latitude, 'recipients.2' → recipients. */
function fieldOf(path: readonly PropertyKey[]): string {
  const named = path.filter((part): part is string => typeof part === 'string');
  return named[named.length - 1] ?? '';
}

/** One message per field, the first found (a bad date says so before "in the past"). */
function firstOfEach(errors: FieldError[]): FieldError[] {
  const seen = new Set<string>();
  return errors.filter(({ field }) => !seen.has(field) && Boolean(seen.add(field)));
}

/**
 * The API's own checks (the shared schema) plus what the API checks with its clock: no start
 * before today in Caracas. Answers the body to send, or the messages of each field.
 */
export function checkOperative(
  values: OperativeValues,
  figures: OperativeFigures,
  today: string,
): { input: CreateOperativeInput } | { errors: FieldError[] } {
  const parsed = createOperativeInputSchema.safeParse(toInput(values, figures));
  // An empty day reads better as "give it" than as the schema's format hint.
  const errors: FieldError[] = [
    ...(values.startDate === ''
      ? [{ field: 'startDate', message: 'Indique la fecha de inicio' }]
      : []),
    ...(values.endDate === '' ? [{ field: 'endDate', message: 'Indique la fecha final' }] : []),
    ...(parsed.success ? [] : parsed.error.issues).map((issue) => ({
      field: fieldOf(issue.path),
      message: issue.message,
    })),
  ];
  if (values.startDate !== '' && values.startDate < today) {
    errors.push({ field: 'startDate', message: errorMessages.OPERATIVE_START_IN_PAST });
  }
  if (errors.length > 0 || !parsed.success) return { errors: firstOfEach(errors) };
  return { input: parsed.data };
}
