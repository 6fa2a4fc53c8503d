import { describe, expect, it } from 'vitest';
import type { ImportRow } from '../kind';
import { LOT_COLUMNS, type LotLookups, lotsKind } from './lots';
import { SerialRanges } from './serial-ranges';

const stored = { state: 'VE-A', initialNumber: 1000, finalNumber: 1999, numberTP: 'TP-2019-01' };
const lookups = (): LotLookups => ({
  stored: new SerialRanges([stored]),
  inFile: new SerialRanges(),
});

const row = (cells: Partial<Record<keyof typeof LOT_COLUMNS, string>> = {}): ImportRow => {
  const all = {
    state: 'Lara',
    initialNumber: '3000',
    finalNumber: '3999',
    numberTP: 'TP-2020-07',
    createdAt: '15/01/2020',
    ...cells,
  };
  return Object.fromEntries(
    Object.entries(all).map(([field, text]) => [
      LOT_COLUMNS[field as keyof typeof LOT_COLUMNS],
      text,
    ]),
  );
};

describe('lots of the old system, row by row', () => {
  it('reads a lot with its state by name and its day of creation in Caracas', () => {
    const checked = lotsKind.check(row(), 2, lookups());
    expect(checked).toEqual({
      ok: true,
      value: {
        state: 'VE-K',
        initialNumber: 3000,
        finalNumber: 3999,
        numberTP: 'TP-2020-07',
        createdAt: new Date('2020-01-15T16:00:00.000Z'),
        present: false,
      },
    });
  });

  it('counts a lot stored as the file says unchanged, and refuses one crossing it with other data', () => {
    const same = {
      state: 'VE-A',
      initialNumber: '1000',
      finalNumber: '1999',
      numberTP: 'TP-2019-01',
    };
    const checked = lotsKind.check(row(same), 2, lookups());
    expect(checked.ok && checked.value.present).toBe(true);
    expect(
      lotsKind.check(row({ initialNumber: '1500', finalNumber: '2500' }), 3, lookups()),
    ).toEqual({
      ok: false,
      reason:
        'se cruza con el lote 1000–1999 (Distrito Capital), número de TP TP-2019-01, ya registrado con otros datos',
    });
  });

  it('refuses a row crossing an earlier row of the same file', () => {
    const known = lookups();
    expect(lotsKind.check(row(), 2, known).ok).toBe(true);
    const later = lotsKind.check(row({ initialNumber: '3900', finalNumber: '4100' }), 3, known);
    expect(later).toEqual({
      ok: false,
      reason: 'se cruza con el lote 3000–3999 (Lara) de la fila 2',
    });
    expect(lotsKind.check(row({ initialNumber: '4000', finalNumber: '4100' }), 4, known).ok).toBe(
      true,
    );
  });

  it.each([
    ['an unknown state', { state: 'Gotham' }, '«Estado»: estado desconocido «Gotham»'],
    [
      'bounds the wrong way round',
      { initialNumber: '5', finalNumber: '4' },
      'el número final debe ser mayor o igual que el inicial',
    ],
    [
      'a bound that is no number',
      { finalNumber: '39x' },
      '«Número final» debe ser un número entero positivo: «39x»',
    ],
    ['no TP number', { numberTP: '' }, 'falta «Número de TP»'],
    ['a day that does not exist', { createdAt: '31/02/2020' }, '«Creado»: 31/02/2020 no existe'],
  ])('refuses %s', (_what, cells, reason) => {
    expect(lotsKind.check(row(cells), 2, lookups())).toEqual({ ok: false, reason });
  });
});
