import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { FirstAdminRefused, parseFirstAdminArgs, readFirstAdmin } from './first-admin-input';
import { completeFirstAdmin } from './first-admin-prompt';

// docs/decisions/0075: the command's flags, and the questions for what they leave out.

const complete = {
  module: 'Medicina-Vial',
  email: ' Ana.Perez@Ejemplo.VE ',
  names: 'Ana',
  lastNames: 'Pérez',
  cedula: 'e-8123456',
};

function refusedBy(run: () => unknown): FirstAdminRefused {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(FirstAdminRefused);
    return error as FirstAdminRefused;
  }
  throw new Error('not refused');
}

/** A terminal whose person types each answer when asked; `undefined` closes the input (Ctrl-D). */
function terminal(answers: (string | undefined)[]) {
  const input = new PassThrough();
  const output = new PassThrough();
  const asked: string[] = [];
  output.on('data', (chunk: Buffer) => {
    const text = chunk.toString();
    if (!text.endsWith(': ')) return;
    asked.push(text);
    const answer = answers.shift();
    if (answer === undefined) input.end();
    else input.write(`${answer}\n`);
  });
  let shown = '';
  output.on('data', (chunk: Buffer) => {
    shown += chunk.toString();
  });
  return { input, output, interactive: true, asked, shown: () => shown };
}

describe('the flags', () => {
  it('reads every flag, in both spellings of a value and of --otro', () => {
    const args = parseFirstAdminArgs([
      '--module=intt',
      '--email',
      'a@b.ve',
      '--name',
      'Ana',
      '--last-name',
      'Pérez',
      '--cedula',
      'V-1234567',
      '--another',
    ]);
    expect(args).toEqual({
      values: {
        module: 'intt',
        email: 'a@b.ve',
        names: 'Ana',
        lastNames: 'Pérez',
        cedula: 'V-1234567',
      },
      another: true,
      help: false,
    });
    expect(parseFirstAdminArgs(['--otro']).another).toBe(true);
    expect(parseFirstAdminArgs([]).another).toBe(false);
    expect(parseFirstAdminArgs(['-h']).help).toBe(true);
  });

  it('refuses a stray word, a flag without value and --state, with the usage (exit 2)', () => {
    const stray = refusedBy(() => parseFirstAdminArgs(['medico']));
    expect(stray.exitCode).toBe(2);
    expect(stray.message).toContain('Sobra «medico»');
    expect(stray.message).toContain('Uso: npm run admin:create');
    const empty = refusedBy(() => parseFirstAdminArgs(['--email']));
    expect(empty.message).toContain('Opción desconocida o sin valor: --email');
    const state = refusedBy(() => parseFirstAdminArgs(['--state', 'Zulia']));
    expect(state.message).toContain('un Administrador trabaja en todos los estados');
  });

  it('maps the module names and reads the cédula with or without its letter', () => {
    expect(readFirstAdmin(complete)).toEqual({
      module: 'medicVial',
      email: 'ana.perez@ejemplo.ve',
      names: 'Ana',
      lastNames: 'Pérez',
      dni: '8123456',
      nationality: 'E',
    });
    const modules = ['medico', 'ENFERMERIA', 'intt'].map(
      (module) => readFirstAdmin({ ...complete, module }).module,
    );
    expect(modules).toEqual(['medic', 'nurse', 'INTT']);
    expect(readFirstAdmin({ ...complete, cedula: '12345678' })).toMatchObject({
      dni: '12345678',
      nationality: 'V',
    });
    expect(readFirstAdmin({ ...complete, cedula: 'V12345678' }).nationality).toBe('V');
    for (const cedula of ['X-1234567', 'V-12', '1234567890']) {
      expect(refusedBy(() => readFirstAdmin({ ...complete, cedula })).message).toContain(
        '--cedula:',
      );
    }
    expect(refusedBy(() => readFirstAdmin({ ...complete, names: 'A1' })).message).toContain(
      '--name:',
    );
  });
});

describe('the questions', () => {
  it('asks in Spanish for each missing value only, in order', async () => {
    const person = terminal(['medico', 'ana@ejemplo.ve', 'V-9876543']);
    const input = await completeFirstAdmin({ names: 'Ana', lastNames: 'Pérez' }, person);
    expect(person.asked).toEqual([
      'Módulo (medico, enfermeria, intt, medicina-vial): ',
      'Correo electrónico: ',
      'Cédula (p. ej. V-12345678): ',
    ]);
    expect(input).toMatchObject({ module: 'medic', email: 'ana@ejemplo.ve', dni: '9876543' });
  });

  it('asks again after a wrong answer, saying why, and gives up after three', async () => {
    const person = terminal(['correo-malo', 'ana@ejemplo.ve']);
    const input = await completeFirstAdmin({ ...complete, email: undefined }, person);
    expect(input.email).toBe('ana@ejemplo.ve');
    expect(person.shown()).toContain('--email: Correo electrónico inválido.');
    const stubborn = terminal(['x', 'y', 'z', 'ana@ejemplo.ve']);
    const refused = await completeFirstAdmin({ ...complete, email: undefined }, stubborn).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(FirstAdminRefused);
    expect(stubborn.asked).toHaveLength(3);
  });

  it('refuses, naming the flag, when the input closes or there is no terminal', async () => {
    const closed = await completeFirstAdmin(
      { ...complete, email: undefined },
      terminal([undefined]),
    ).then(
      () => undefined,
      (error: unknown) => error as FirstAdminRefused,
    );
    expect(closed?.message).toBe('Falta --email: no se creó nada.');
    const piped = { ...terminal([]), interactive: false };
    const refused = await completeFirstAdmin({ ...complete, names: ' ' }, piped).then(
      () => undefined,
      (error: unknown) => error as FirstAdminRefused,
    );
    expect(refused?.message).toBe(
      'Falta --name (Nombres): sin una terminal no se puede preguntar.',
    );
    expect(refused?.exitCode).toBe(2);
  });
});
