import { parseArgs } from 'node:util';
import {
  dniSchema,
  emailSchema,
  type Module,
  nationalitySchema,
  personNameSchema,
} from '@aptovial/shared';
import type { z } from 'zod';

/**
 * A refusal of `npm run admin:create`: a Spanish reason and the exit code, 2 when the command was
 * given wrong input (nothing was opened), 1 when the database's content refuses it.
 */
export class FirstAdminRefused extends Error {
  constructor(
    message: string,
    readonly exitCode: 1 | 2,
  ) {
    super(message);
    this.name = 'FirstAdminRefused';
  }
}

/** The console's names of the modules (docs/product/roles.md): each has its own Admin. */
export const adminModules: Record<string, Module> = {
  medico: 'medic',
  enfermeria: 'nurse',
  intt: 'INTT',
  'medicina-vial': 'medicVial',
};

export const moduleNames: Record<Module, string> = {
  medic: 'Colegio de Médicos',
  nurse: 'Colegio de Enfermería',
  INTT: 'INTT',
  medicVial: 'Medicina Vial',
};

export const USAGE = [
  'Uso: npm run admin:create -- --module <medico|enfermeria|intt|medicina-vial> --email <correo>',
  '       --name <nombres> --last-name <apellidos> --cedula <V-12345678> [--otro]',
  'Lo que falte se pregunta en la terminal. --otro crea un segundo Administrador del módulo.',
].join('\n');

/** The person and module of the new Admin, checked. */
export type FirstAdminInput = {
  module: Module;
  email: string;
  names: string;
  lastNames: string;
  dni: string;
  nationality: 'V' | 'E';
};

/** The values asked for, in the order a person is asked, with the flag that gives each. */
export const fields = [
  { key: 'module', flag: '--module', prompt: 'Módulo (medico, enfermeria, intt, medicina-vial)' },
  { key: 'email', flag: '--email', prompt: 'Correo electrónico' },
  { key: 'names', flag: '--name', prompt: 'Nombres' },
  { key: 'lastNames', flag: '--last-name', prompt: 'Apellidos' },
  { key: 'cedula', flag: '--cedula', prompt: 'Cédula (p. ej. V-12345678)' },
] as const;
export type FieldKey = (typeof fields)[number]['key'];
export type RawValues = Partial<Record<FieldKey, string>>;

const firstIssue = (result: z.ZodSafeParseError<unknown>) =>
  result.error.issues[0]?.message ?? 'valor inválido';

function parsed<T>(schema: z.ZodType<T>, value: string, flag: string): T {
  const result = schema.safeParse(value);
  if (!result.success) throw new FirstAdminRefused(`${flag}: ${firstIssue(result)}.`, 2);
  return result.data;
}

const flagOf = (key: FieldKey) => fields.find((field) => field.key === key)?.flag ?? key;

function readModule(value: string): Module {
  const module = adminModules[value.trim().toLowerCase()];
  if (module) return module;
  throw new FirstAdminRefused(
    `--module: módulo desconocido «${value}»; use medico, enfermeria, intt o medicina-vial.`,
    2,
  );
}

/** "V-12345678", "E12345678" or the digits alone (Venezuelan, as the users' forms default). */
function readCedula(value: string): Pick<FirstAdminInput, 'dni' | 'nationality'> {
  const match = /^\s*([VvEe])?\s*-?\s*(\S*)\s*$/.exec(value);
  return {
    nationality: parsed(nationalitySchema, (match?.[1] ?? 'V').toUpperCase(), '--cedula'),
    dni: parsed(dniSchema, match?.[2] ?? '', '--cedula'),
  };
}

/** One value checked on its own: a person typing it is asked again when it is wrong. */
export function checkField(key: FieldKey, value: string): void {
  if (key === 'module') readModule(value);
  else if (key === 'cedula') readCedula(value);
  else parsed(key === 'email' ? emailSchema : personNameSchema, value, flagOf(key));
}

/** Every value checked; the first wrong one refuses (exit code 2). */
export function readFirstAdmin(values: Required<RawValues>): FirstAdminInput {
  return {
    module: readModule(values.module),
    email: parsed(emailSchema, values.email, '--email'),
    names: parsed(personNameSchema, values.names, '--name'),
    lastNames: parsed(personNameSchema, values.lastNames, '--last-name'),
    ...readCedula(values.cedula),
  };
}

export type FirstAdminArgs = { values: RawValues; another: boolean; help: boolean };

/** The command line; an unknown flag, a flag without value or a stray word refuses with the usage. */
export function parseFirstAdminArgs(args: readonly string[]): FirstAdminArgs {
  let parsedArgs: ReturnType<typeof parseOptions>;
  try {
    parsedArgs = parseOptions(args);
  } catch (error) {
    // node:util words it in English: only the option it names is kept.
    const option = /'(-[^']*)'/.exec(error instanceof Error ? error.message : '')?.[1];
    const what = option ? `Opción desconocida o sin valor: ${option}.` : 'Argumentos inválidos.';
    throw new FirstAdminRefused(`${what}\n${USAGE}`, 2);
  }
  const { values, positionals } = parsedArgs;
  if (positionals.length > 0) {
    throw new FirstAdminRefused(`Sobra «${positionals.join(' ')}».\n${USAGE}`, 2);
  }
  // docs/product/roles.md: every account except an Admin's belongs to a state.
  if (values.state !== undefined) {
    throw new FirstAdminRefused(
      '--state: un Administrador trabaja en todos los estados y no lleva estado; quite --state.',
      2,
    );
  }
  return {
    values: {
      module: values.module,
      email: values.email,
      names: values.name,
      lastNames: values['last-name'],
      cedula: values.cedula,
    },
    another: Boolean(values.otro || values.another),
    help: Boolean(values.help),
  };
}

function parseOptions(args: readonly string[]) {
  return parseArgs({
    args: [...args],
    strict: true,
    allowPositionals: true,
    options: {
      module: { type: 'string' },
      email: { type: 'string' },
      name: { type: 'string' },
      'last-name': { type: 'string' },
      cedula: { type: 'string' },
      state: { type: 'string' },
      otro: { type: 'boolean' },
      another: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  });
}
