/**
 * Markdown tables of the product pages drawn from the code: error codes, roles, environment
 * variables. Pure functions of the loaded sources (scripts/product-tables-load.mjs).
 */

/** A cell's text, safe inside a Markdown table row. */
export const cell = (text) => String(text).replace(/\|/g, '\\|').replace(/\r?\n/g, ' ');

/** Inline code, with a longer fence when the text holds a backtick. */
export const code = (text) => {
  const value = String(text);
  return value.includes('`') ? `\`\` ${value} \`\`` : `\`${value}\``;
};

export function table(header, rows) {
  const line = (cells) => `| ${cells.map(cell).join(' | ')} |`;
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n');
}

export function errorsTable({ errorCodes, errorStatus, errorMessages }) {
  return table(
    ['Code', 'HTTP', 'Message (Spanish, as answered)'],
    errorCodes.map((name) => [code(name), errorStatus[name], errorMessages[name]]),
  );
}

/** Whether the permissions table lets `caller` make `METHOD /path`. */
const mayCall = ({ permissionOf, admits }, caller, method, path) => {
  const permission = permissionOf(method, path);
  return permission !== undefined && admits(permission, caller);
};

/**
 * Each module's roles, the users each may create (the role table, where the users API admits the
 * role at all) and whether it grants road-medicine credentials.
 */
export function rolesTable(sources) {
  const { modules, moduleRoles, roles, rolesCreatableBy, apiPaths } = sources;
  const spanish = new Map(roles.map((role) => [role.as, role.name]));
  return table(
    ['Module', 'Role', 'Shown as', 'May create users of the roles', 'Grants road credentials'],
    modules.flatMap((module) =>
      moduleRoles[module].map((role) => {
        const caller = { module, role };
        const managesUsers = [apiPaths.users, apiPaths.usersINTT].some((path) =>
          mayCall(sources, caller, 'POST', path),
        );
        const created = managesUsers ? rolesCreatableBy(caller) : [];
        const grants = mayCall(sources, caller, 'POST', apiPaths.createCredentialMedic);
        return [
          code(module),
          code(role),
          spanish.get(role) ?? role,
          created.length ? created.join(', ') : '—',
          grants ? 'yes' : '—',
        ];
      }),
    ),
  );
}

/** The zod definition under `.default()`, `.optional()` and `.transform()`. */
function innermost(schema) {
  let def = schema._zod.def;
  while (def.innerType || def.in) def = (def.innerType ?? def.in)._zod.def;
  return def;
}

function defaultOf(schema) {
  const parsed = schema.safeParse(undefined);
  return parsed.success && parsed.data !== undefined ? code(parsed.data) : 'unset';
}

export function configurationTable({ envSchema, envDescriptions }) {
  return table(
    ['Variable', 'Default', 'Values', 'What it does'],
    Object.entries(envSchema.shape).map(([name, schema]) => {
      const description = envDescriptions[name];
      if (!description) throw new Error(`${name} has no description in config-variables.ts`);
      const { entries } = innermost(schema);
      // Digits after words: an object's integer-like keys come first whatever the schema's order.
      const byKind = (value) => (/^\d+$/.test(value) ? 1 : 0);
      const listed = entries ? Object.values(entries) : [];
      const values = listed
        .sort((a, b) => byKind(a) - byKind(b))
        .map(code)
        .join(', ');
      return [code(name), defaultOf(schema), values, description];
    }),
  );
}
