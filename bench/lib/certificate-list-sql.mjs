/**
 * The SQL of GET /api/certifields and GET /api/certifields/searchFree, written out as the API
 * issues it (apps/api/src/modules/certificates: `whereOf` and `orderColumnsOf` in filters.ts,
 * `monthWalkOf` and `monthPageIdsStatement` in month-pages.ts, `selectCertificates` in rows.ts,
 * `page` and `publicBySerial` in repo.ts, `cappedTotal` in apps/api/src/lists/capped-total.ts, called by `list`
 * and `verify` in directory.ts). Shared by the bare reference servers and the EXPLAIN check, so
 * both follow the API's queries; keep it in step when those files change.
 */

import { dayCountsQuery, roadCountsQuery, SUMMED_FILTERS } from './certificate-count-sql.mjs';
import { cappedCountQuery, nameWindowQuery, textMatch } from './certificate-name-sql.mjs';

/** repo.ts `publicBySerial` (a prepared statement; the limit is bound as $2). */
export const PUBLIC_BY_SERIAL = {
  name: 'certificate_public_by_serial',
  text:
    'select "certificates"."serial", "certificates"."status", "certificates"."version", ' +
    '"certificates"."names", ' +
    '"certificates"."last_names", "certificates"."dni", "certificates"."nationality", ' +
    '"certificates"."grade", "certificates"."type", "certificates"."rules", ' +
    '"certificates"."glasses", "certificates"."expedition_date", "certificates"."due_date", ' +
    '"certificates"."name_doctor", "school_numbers"."license_number", "certificates"."state" ' +
    'from "certificates" inner join "school_numbers" on "school_numbers"."id" = ' +
    '"certificates"."school_number_id" where "certificates"."serial" = $1 limit $2',
};

/** The query of one public verification (values: the serial and the limit 1). */
export const publicBySerialQuery = (serial) => ({ ...PUBLIC_BY_SERIAL, values: [serial, 1] });

const CERTIFICATE_COLUMNS = [
  'id',
  'serial',
  'lot_id',
  'state',
  'sectional',
  'place',
  'expedition_date',
  'due_date',
  'dni',
  'nationality',
  'names',
  'last_names',
  'birth_date',
  'state_origin',
  'occupation',
  'grade',
  'type',
  'type_special',
  'observations',
  'rules',
  'glasses',
  'blood_type',
  'school_number_id',
  'name_doctor',
  'dni_doctor',
  'updated_by_school_number_id',
  'status',
  'channel',
  'version',
  'reason',
  'payment_id',
  'operative_id',
  'pre_registration_id',
  'created_by',
  'updated_by',
  'created_at',
  'updated_at',
];
const DOCTOR_COLUMNS = (number, register) =>
  [
    `"${number}"."id"`,
    `"${number}"."school_number"`,
    `"${number}"."license_number"`,
    `"${number}"."state"`,
    `"${register}"."names"`,
    `"${register}"."last_names"`,
    `"${register}"."dni"`,
  ].join(', ');

// The payment a certificate was issued against (rows.ts `payment`), in certificatePaymentSchema's order.
const PAYMENT_COLUMNS = ['id', 'method', 'amount', 'payment_reference', 'bank_code', 'trx_date']
  .map((column) => `"payments"."${column}"`)
  .join(', ');

// rows.ts `selectCertificates`. pg answers rows as arrays here (rowMode 'array' in the bare
// server), since the doctor and updater columns repeat names, as Drizzle reads them.
const SELECT_CERTIFICATES =
  `select ${CERTIFICATE_COLUMNS.map((column) => `"certificates"."${column}"`).join(', ')}, ` +
  `"certificate_lots"."number_tp", ${DOCTOR_COLUMNS('school_numbers', 'registers')}, ` +
  `${DOCTOR_COLUMNS('updater_number', 'updater_register')}, ${PAYMENT_COLUMNS} from "certificates" ` +
  'inner join "certificate_lots" on "certificate_lots"."id" = "certificates"."lot_id" ' +
  'inner join "school_numbers" on "school_numbers"."id" = "certificates"."school_number_id" ' +
  'inner join "registers" on "registers"."id" = "school_numbers"."register_id" ' +
  'left join "school_numbers" "updater_number" on "updater_number"."id" = ' +
  '"certificates"."updated_by_school_number_id" ' +
  'left join "registers" "updater_register" on "updater_register"."id" = ' +
  '"updater_number"."register_id" ' +
  'left join "payments" on "payments"."id" = "certificates"."payment_id"';

/** The index of each answered column in a row of `byIdsQuery` (rowMode 'array'). */
export const PAGE_COLUMNS = {
  certificate: Object.fromEntries(CERTIFICATE_COLUMNS.map((column, index) => [column, index])),
  numberTP: CERTIFICATE_COLUMNS.length,
  doctor: CERTIFICATE_COLUMNS.length + 1,
  updater: CERTIFICATE_COLUMNS.length + 8,
  payment: CERTIFICATE_COLUMNS.length + 15,
};

const ORDER_COLUMNS = {
  createdAt: 'created_at',
  expeditionDate: 'expedition_date',
  serial: 'serial',
  dueDate: 'due_date',
  names: 'names',
  lastNames: 'last_names',
};

/**
 * The filters of one list request, from its query string and the caller's visibility
 * (`visibleState` for a state-scoped medic account, as policy.ts `certificatesActorOf`; for a
 * road-medicine account, `channel` 'medicVial' and a VialDirector's `schoolNumberId`, as
 * directory.ts `visibleTo`). Only the filters the bench asks for; any other stops the run
 * instead of benching less SQL.
 */
export function certificateListRequestOf(
  searchParams,
  { visibleState, channel, schoolNumberId } = {},
) {
  const known = ['limit', 'page', 'order_by', 'order_direction', 'date_range'];
  known.push('state', 'grade', 'typeCertifields', 'status', 'dni', 'nationality', 'paramCert');
  for (const name of searchParams.keys()) {
    if (!known.includes(name)) throw new Error(`certificate-list-sql: no SQL for "${name}"`);
  }
  const get = (name) => searchParams.get(name) ?? undefined;
  const limit = Number(get('limit') ?? 10);
  const page = Number(get('page') ?? 1);
  const [from, to] = (get('date_range') ?? ',').split(',').map((part) => part.trim());
  const status = get('status');
  return {
    visibleState,
    channel,
    schoolNumberId,
    state: get('state'),
    grade: get('grade'),
    typeCertifields: get('typeCertifields'),
    status: status === undefined ? undefined : status === 'true',
    dni: get('dni'),
    nationality: get('nationality'),
    text: get('paramCert'),
    expeditionFrom: from || undefined,
    expeditionTo: to || undefined,
    orderBy: get('order_by') ?? 'createdAt',
    direction: get('order_direction') === 'asc' ? 'asc' : 'desc',
    limit,
    page,
    offset: (page - 1) * limit,
  };
}

/**
 * `{ ids, count }` queries (text and values) for one list request (repo.ts `page`), and `where`
 * (' where ...' or '') as both use it, with the count's values. A capped count (a name search)
 * also has `cap` and `unprepared`.
 */
export function certificateListQueries(request) {
  const values = [];
  const where = whereOf(request, values);
  const whereValues = [...values];

  const order = ORDER_COLUMNS[request.orderBy] ?? ORDER_COLUMNS.createdAt;
  const direction = request.direction === 'asc' ? 'asc' : 'desc';
  const column = (name) => `"certificates"."${name}"`;
  const orderBy = `order by ${column(order)} ${direction}, ${column('id')} ${direction}`;
  // repo.ts `pageRows`: the page's ids from "certificates" alone, then `byIdsQuery` of them.
  const ids = monthIdsQuery(request) ??
    nameWindowQuery(request, where, values, order, direction) ?? {
      text:
        `select ${column('id')} from "certificates"${where} ${orderBy} ` +
        `limit $${values.length + 1} offset $${values.length + 2}`,
      values: [...values, request.limit, request.offset],
    };
  // filters.ts `countOrderOf`: a capped count walks expedition dates or dates created.
  const counted = request.orderBy === 'expeditionDate' ? 'expedition_date' : 'created_at';
  const countOrderBy = `order by ${column(counted)} ${direction}, ${column('id')} ${direction}`;
  const count = cappedCountQuery(request, where, whereValues, countOrderBy) ??
    roadCountsQuery(request) ??
    dayCountsQuery(request) ?? {
      text: `select count(*) from "certificates"${where}`,
      values: whereValues,
    };
  return { ids, count, where, whereValues };
}

/**
 * filters.ts `whereOf`, in its order: ' where ...' (or ''), its values pushed onto `values`
 * (numbered after those already there).
 */
function whereOf(request, values) {
  const param = (value) => {
    values.push(value);
    return `$${values.length}`;
  };
  const column = (name) => `"certificates"."${name}"`;
  // filters.ts `whereOf`, in its order.
  const conditions = [];
  if (request.visibleState === null) conditions.push('false');
  else if (request.visibleState !== undefined)
    conditions.push(`${column('state')} = ${param(request.visibleState)}`);
  // The channel is written into the SQL, not bound, so the road-medicine partial indexes apply.
  if (request.channel !== undefined) conditions.push(`${column('channel')} = '${request.channel}'`);
  const equals = [
    ['state', 'state'],
    ['grade', 'grade'],
    ['typeCertifields', 'type'],
    ['status', 'status'],
    ['dni', 'dni'],
    ['nationality', 'nationality'],
    ['schoolNumberId', 'school_number_id'],
  ];
  for (const [key, name] of equals) {
    if (request[key] !== undefined) conditions.push(`${column(name)} = ${param(request[key])}`);
  }
  if (request.expeditionFrom !== undefined)
    conditions.push(`${column('expedition_date')} >= ${param(request.expeditionFrom)}`);
  if (request.expeditionTo !== undefined)
    conditions.push(`${column('expedition_date')} <= ${param(request.expeditionTo)}`);
  if (request.text !== undefined) conditions.push(textMatch(request.text, param, column));
  // Drizzle's and(): one condition stands alone, several are wrapped in parentheses.
  return conditions.length === 0
    ? ''
    : ` where ${conditions.length === 1 ? conditions[0] : `(${conditions.join(' and ')})`}`;
}

const MONTH_WALK_MAX_MONTHS = 24;
const monthNumber = (day) => Number(day.slice(0, 4)) * 12 + Number(day.slice(5, 7));

/**
 * month-pages.ts `monthWalkOf` and `monthPageIdsStatement`: a road-medicine state's expedition
 * range by date created is read month by month from certificates_vial_state_month_idx (a LATERAL
 * walk per month of generate_series, `limit + offset` each), then paged.
 */
function monthIdsQuery(request) {
  const { channel, state, expeditionFrom: from, expeditionTo: to } = request;
  if (channel !== 'medicVial' || state === undefined || request.orderBy !== 'createdAt') return;
  if (from === undefined || to === undefined) return;
  const others = [...SUMMED_FILTERS, 'visibleState', 'schoolNumberId'];
  if (others.some((key) => request[key] !== undefined)) return;
  if (monthNumber(to) - monthNumber(from) + 1 > MONTH_WALK_MAX_MONTHS) return;
  const values = [from, to];
  const where = whereOf(request, values);
  const direction = request.direction === 'asc' ? 'asc' : 'desc';
  const at = values.length;
  const month = `date_trunc('month', "certificates"."expedition_date"::timestamp) = "m"."month"`;
  return {
    text:
      'select "in_month"."id" from generate_series(date_trunc(\'month\', $1::date::timestamp), ' +
      '$2::date::timestamp, interval \'1 month\') as "m"("month") cross join lateral (select "id", ' +
      `"created_at" from "certificates" where (${where.slice(' where '.length)} and ${month}) ` +
      `order by "certificates"."created_at" ${direction}, "certificates"."id" ${direction} ` +
      `limit $${at + 1}) "in_month" order by "in_month"."created_at" ${direction}, ` +
      `"in_month"."id" ${direction} limit $${at + 2} offset $${at + 3}`,
    values: [...values, request.limit + request.offset, request.limit, request.offset],
  };
}

/** repo.ts `byIds`: one page's rows by id (one statement for every list, prepared once). */
export const byIdsQuery = (ids) => ({
  name: 'certificates_by_ids',
  text: `${SELECT_CERTIFICATES} where "certificates"."id" = any($1)`,
  values: [ids],
});
