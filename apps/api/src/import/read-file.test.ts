import { open } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileRefused, IMPORT_LIMITS } from './file-limits';
import { importFolder, readWholeFile } from './testing';

let files: Awaited<ReturnType<typeof importFolder>>;
beforeAll(async () => {
  files = await importFolder();
});
afterAll(() => files.clean());

/** The Spanish message a file is refused with. */
async function refusal(file: string): Promise<string> {
  const error = await readWholeFile(file).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(FileRefused);
  return (error as Error).message;
}

describe('reading CSV files', () => {
  it('reads UTF-8 with a BOM, the ";" of Excel in Spanish and quoted fields', async () => {
    const file = await files.csv(
      [
        'Cédula;Nombres;Números de colegio',
        'V-123;"Ana; María";"Lara N.º 1 (solvente: Sí)\nZulia N.º 2 (solvente: No)"',
        ';;',
        'E-9;"Dice ""hola""";x',
      ],
      Buffer.from([0xef, 0xbb, 0xbf]),
    );
    const read = await readWholeFile(file);
    expect(read.header).toEqual(['Cédula', 'Nombres', 'Números de colegio']);
    expect(read.rows).toEqual([
      {
        number: 2,
        cells: {
          Cédula: 'V-123',
          Nombres: 'Ana; María',
          'Números de colegio': 'Lara N.º 1 (solvente: Sí)\nZulia N.º 2 (solvente: No)',
        },
      },
      { number: 4, cells: { Cédula: 'E-9', Nombres: 'Dice "hola"', 'Números de colegio': 'x' } },
    ]);
  });

  it('reads "," when the header uses it more than ";"', async () => {
    const read = await readWholeFile(await files.csv(['Correo,Rol', 'a@b.ve,Presidente']));
    expect(read.rows[0]?.cells).toEqual({ Correo: 'a@b.ve', Rol: 'Presidente' });
  });

  it('refuses Latin-1 and says to save as UTF-8', async () => {
    const latin1 = Buffer.from('Nombres;Apellidos\r\nJos\xe9;Pe\xf1a\r\n', 'latin1');
    const message = await refusal(await files.bytes(latin1));
    expect(message).toContain('no está en UTF-8 (línea 2)');
    expect(message).toContain('CSV UTF-8');
  });

  it('refuses a file mixing UTF-8 and another encoding', async () => {
    const mixed = Buffer.concat([
      Buffer.from('Nombres;Apellidos\r\nJosé;Pérez\r\n', 'utf8'),
      Buffer.from('Mar\xeda;Pe\xf1a\r\n', 'latin1'),
    ]);
    expect(await refusal(await files.bytes(mixed))).toContain('mezcla codificaciones');
  });

  it('refuses unclosed quotes and cells past the limit, naming the row', async () => {
    expect(await refusal(await files.csv(['A;B', 'x;"abierta']))).toBe(
      'Fila 2, columna B: faltan las comillas de cierre.',
    );
    const long = 'x'.repeat(IMPORT_LIMITS.cellChars + 1);
    expect(await refusal(await files.csv(['A;B', `x;${long}`]))).toContain('Fila 2, columna B');
  });

  it('refuses 20 MB of one column at its first long cell, without reading on', async () => {
    const file = await files.bytes(Buffer.alloc(0));
    const handle = await open(file, 'w');
    const column = Buffer.from('Nombres\n'.padEnd(1024 * 1024, 'a'));
    for (let megabyte = 0; megabyte < 20; megabyte += 1) await handle.write(column);
    await handle.close();
    expect(await refusal(file)).toBe(
      'Fila 2, columna A: la celda tiene más de 2.000 caracteres (máximo 2.000).',
    );
  });

  it('reads a CSV past one read chunk whole, records cut across chunks included', async () => {
    const line = (i: number) => `V-${i};"Ana ""${i}""\nMaría";${'x'.repeat(i % 1_500)}`;
    const count = 3_000;
    const file = await files.csv([
      'Cédula;Nombres;Notas',
      ...Array.from({ length: count }, (_, i) => line(i)),
    ]);
    const read = await readWholeFile(file);
    expect(read.rows).toHaveLength(count);
    // A quoted cell with a line break makes each record two lines; the numbers count records.
    expect(read.rows[2_999]).toEqual({
      number: 3_001,
      cells: { Cédula: 'V-2999', Nombres: 'Ana "2999"\nMaría', Notas: 'x'.repeat(2_999 % 1_500) },
    });
    expect(read.rows.every(({ cells }, i) => cells.Notas?.length === i % 1_500)).toBe(true);
  });

  it('refuses an .xlsx over its size limit before reading it', async () => {
    const file = await files.bytes(Buffer.alloc(0), 'xlsx');
    const handle = await open(file, 'w');
    await handle.write(Buffer.from([0x50, 0x4b, 0x03, 0x04]));
    await handle.write(Buffer.alloc(IMPORT_LIMITS.xlsxBytes));
    await handle.close();
    expect(await refusal(file)).toBe(
      'El archivo pesa 17 MB (máximo 16 MB en .xlsx; en CSV UTF-8 el límite es mayor): divídalo en varios archivos.',
    );
  });
});

describe('telling a spreadsheet by its content', () => {
  it('refuses a PNG named .csv and an old .xls', async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
    expect(await refusal(await files.bytes(png, 'csv'))).toContain('no es una hoja de cálculo');
    const xls = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0]);
    expect(await refusal(await files.bytes(xls, 'xls'))).toContain('.xls antiguo');
  });

  it('refuses a zip that is no workbook', async () => {
    const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(40, 1)]);
    expect(await refusal(await files.bytes(zip, 'xlsx'))).toContain('no es una hoja de cálculo');
  });
});

describe('reading .xlsx files', () => {
  it('reads the first sheet: texts, numbers and dates as DD/MM/AAAA', async () => {
    const file = await files.xlsx(
      [
        ['Cédula', 'Fecha de nacimiento'],
        [12345678, new Date(Date.UTC(1990, 1, 3))],
      ],
      true,
    );
    const read = await readWholeFile(file);
    expect(read.rows).toEqual([
      { number: 2, cells: { Cédula: '12345678', 'Fecha de nacimiento': '03/02/1990' } },
    ]);
  });

  it('refuses a formula, naming the row and the cell', async () => {
    const file = await files.xlsx([
      ['Nombres', 'Apellidos'],
      ['Ana', 'Pérez'],
      ['Luis', { formula: 'B2&"z"', result: 'Pérezz' }],
    ]);
    expect(await refusal(file)).toBe(
      'Fila 3, celda B3: tiene una fórmula (=B2&"z"). Copie la hoja y pegue solo los valores antes de importarla.',
    );
  });

  it('refuses data under no header', async () => {
    const file = await files.xlsx([['Nombres'], ['Ana', 'sobra']]);
    expect(await refusal(file)).toBe('Fila 2: la columna B tiene datos pero no tiene encabezado.');
  });
});
