/**
 * The SQL of GET /api/register, written out as the API issues it (apps/api/src/modules/registers:
 * `whereOf` and `orderColumnsOf` in filters.ts, `page`, `byIds` and `numbersOf` in repo.ts, called by
 * `list` in directory.ts). Shared by the bare reference server and the EXPLAIN check, so both
 * follow the API's queries; keep it in step when those files change.
 */

const REGISTER_COLUMNS = [
  'id',
  'dni',
  'nationality',
  'names',
  'last_names',
  'gender',
  'phone',
  'date_birth',
  'specialty',
  'health_number',
  'type',
  'academic_degree',
  'states',
  'vial_states',
  'created_by',
  'created_at',
  'updated_at',
].map((column) => `"registers"."${column}"`);

const ORDER_COLUMNS = {
  createdAt: 'created_at',
  names: 'names',
  lastNames: 'last_names',
  dni: 'dni',
  specialty: 'specialty',
};

/**
 * The filters of one list request, from its query string and the caller's visibility
 * (`types` it reads; `visibleState` for a state-scoped account, as in policy.ts `keeperOf`).
 */
export function listRequestOf(searchParams, { types, visibleState }) {
  const get = (name) => searchParams.get(name) ?? undefined;
  const limit = Number(get('limit') ?? 10);
  const page = Number(get('page') ?? 1);
  const medicVial = get('medicVial');
  return {
    types,
    visibleState,
    state: get('state'),
    specialty: get('specialty'),
    academicDegree: get('academicDegree'),
    medicVial: medicVial === undefined ? undefined : medicVial === 'true',
    genders: get('genders'),
    type: get('type'),
    nationality: get('nationality'),
    dni: get('dni'),
    orderBy: get('order_by') ?? 'createdAt',
    direction: get('order_direction') === 'asc' ? 'asc' : 'desc',
    limit,
    offset: (page - 1) * limit,
  };
}

/**
 * `{ ids, count }` queries (text and values) for one list request, and what they are built of:
 * `where` (' where ...' or '') and its `whereValues`, the order's `column` and `direction`.
 */
export function registerListQueries(request) {
  const values = [];
  const param = (value) => {
    values.push(value);
    return `$${values.length}`;
  };
  // filters.ts numberConditions: the registers' copy of their numbers' states (migration 0011).
  const holds = (column, state) => `"registers"."${column}" @> ${param(`{${state}}`)}`;
  const { state, medicVial, visibleState } = request;
  const vial = () =>
    state === undefined ? `"registers"."vial_states" <> '{}'::text[]` : holds('vial_states', state);
  // As filters.ts typesCondition: a caller reading both types gets no condition on the type.
  const conditions = ['medic', 'nurse'].every((type) => request.types.includes(type))
    ? []
    : [`"registers"."type" in (${request.types.map(param).join(', ')})`];
  if (visibleState !== undefined)
    conditions.push(visibleState === null ? 'false' : holds('states', visibleState));
  if (medicVial === true) conditions.push(vial());
  else if (state !== undefined) conditions.push(holds('states', state));
  if (medicVial === false) conditions.push(`not ${vial()}`);
  const equals = { specialty: 'specialty', academicDegree: 'academic_degree', genders: 'gender' };
  Object.assign(equals, { type: 'type', nationality: 'nationality', dni: 'dni' });
  for (const [key, column] of Object.entries(equals)) {
    if (request[key] !== undefined)
      conditions.push(`"registers"."${column}" = ${param(request[key])}`);
  }
  const filtered = and(conditions);
  const where = filtered && ` where ${filtered}`;
  const whereValues = [...values];

  const column = ORDER_COLUMNS[request.orderBy] ?? ORDER_COLUMNS.createdAt;
  const direction = request.direction === 'asc' ? 'asc' : 'desc';
  // repo.ts `page`: the page's ids from one sort index, then `byIdsQuery` of them.
  const ids = {
    text:
      `select "registers"."id" from "registers"${where} order by ` +
      `"registers"."${column}" ${direction}, "registers"."id" ${direction} ` +
      `limit ${param(request.limit)} offset ${param(request.offset)}`,
    values: [...values],
  };
  const count = countedTotal(request) ?? {
    text: `select count(*) from "registers"${where}`,
    values: whereValues,
  };
  return { ids, count, where, whereValues, column, direction };
}

/** Drizzle's and(): no condition is none, one stands alone, several are wrapped in parentheses. */
const and = (conditions) =>
  conditions.length < 2 ? (conditions[0] ?? '') : `(${conditions.join(' and ')})`;

/** repo.ts `byIds`: one page's registers with the creator's e-mail (prepared once). */
export const byIdsQuery = (ids) => ({
  name: 'registers_by_ids',
  text:
    // db/creator.ts creatorEmailOf: the creator's e-mail as a sub-select.
    `select ${REGISTER_COLUMNS.join(', ')}, (select creator_user.email from accounts creator_account ` +
    'join users creator_user on creator_user.id = creator_account.user_id ' +
    'where creator_account.id = "registers"."created_by") from "registers" ' +
    'where "registers"."id" = any($1)',
  values: [ids],
});

/** The college numbers of one page's registers (repo.ts `numbersOf`). */
export function numbersOfQuery(registerIds) {
  return {
    name: 'school_numbers_of_registers',
    text:
      'select * from "school_numbers" where "school_numbers"."register_id" = any($1) ' +
      'order by "school_numbers"."id" asc',
    values: [registerIds],
  };
}

/** As filters.ts countedCondition: the total from register_counts, when one counter holds it. */
function countedTotal(request) {
  const { visibleState, state, medicVial, types, type } = request;
  const others = ['specialty', 'academicDegree', 'genders', 'nationality', 'dni'];
  if (others.some((key) => request[key] !== undefined)) return undefined;
  if (visibleState === null || medicVial === false) return undefined;
  const states = new Set([visibleState, state].filter((code) => code !== undefined));
  if (states.size > 1 || (medicVial === true && state === undefined && states.size > 0)) {
    return undefined;
  }
  const [inState = ''] = states;
  const readTypes = type === undefined ? types : types.filter((known) => known === type);
  const params = readTypes.map((_, index) => `$${index + 1}`).join(', ');
  const at = readTypes.length;
  return {
    text:
      'select coalesce(sum("register_counts"."total"), 0)::int as "count" from "register_counts" where ' +
      `("register_counts"."type" in (${params}) and "register_counts"."state" = $${at + 1} ` +
      `and "register_counts"."road_medicine" = $${at + 2})`,
    values: [...readTypes, inState, medicVial === true],
  };
}
