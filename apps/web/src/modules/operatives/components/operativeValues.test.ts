import { errorMessages, OPERATIVE_MAX_DAYS } from '@aptovial/shared';
import { describe, expect, it } from 'vitest';
import {
  checkOperative,
  coordinateOf,
  coordinateText,
  lastDayFrom,
  type OperativeValues,
  pinOf,
} from './operativeValues';

const TODAY = '2026-11-25';
const figures = { price: '200.00', totalUsers: 12 };
const filled: OperativeValues = {
  state: 'VE-L',
  municipality: '1212',
  description: 'Plaza Bolívar de Mérida, frente a la catedral',
  latitude: '8,5983',
  longitude: '-71.1446',
  startDate: '2026-11-26',
  endDate: '2026-11-27',
  recipients: 'alcaldia@merida.gob.ve\nintt.merida@intt.gob.ve',
};
const errorsOf = (values: Partial<OperativeValues>) => {
  const checked = checkOperative({ ...filled, ...values }, figures, TODAY);
  return 'errors' in checked
    ? Object.fromEntries(checked.errors.map((e) => [e.field, e.message]))
    : {};
};

describe('checkOperative', () => {
  it('builds the body the API reads: ids, numbers from comma decimals, price and count', () => {
    expect(checkOperative(filled, figures, TODAY)).toEqual({
      input: {
        address: {
          description: 'Plaza Bolívar de Mérida, frente a la catedral',
          latitude: 8.5983,
          longitude: -71.1446,
        },
        startDate: '2026-11-26',
        endDate: '2026-11-27',
        state: 'VE-L',
        municipality: 1212,
        price: '200.00',
        totalUsers: 12,
        recipients: ['alcaldia@merida.gob.ve', 'intt.merida@intt.gob.ve'],
      },
    });
  });

  it('refuses a start before today (the API checks it with its clock too)', () => {
    expect(errorsOf({ startDate: '2026-11-24', endDate: '2026-11-24' })).toEqual({
      startDate: errorMessages.OPERATIVE_START_IN_PAST,
    });
    expect(errorsOf({ startDate: TODAY, endDate: TODAY })).toEqual({});
    expect(errorsOf({ startDate: '', endDate: '' })).toEqual({
      startDate: 'Indique la fecha de inicio',
      endDate: 'Indique la fecha final',
    });
  });

  it('refuses an end before the start, and more than the longest operative', () => {
    expect(errorsOf({ endDate: '2026-11-25' })).toEqual({
      endDate: 'La fecha final no puede ser anterior a la inicial',
    });
    expect(errorsOf({ endDate: lastDayFrom('2026-11-26') })).toEqual({});
    expect(errorsOf({ endDate: '2026-12-03' })).toEqual({
      endDate: `Un operativo dura como máximo ${OPERATIVE_MAX_DAYS} días`,
    });
  });

  it('puts the coordinates outside Venezuela under their own fields', () => {
    expect(errorsOf({ latitude: '40.4168', longitude: '-3.7038' })).toEqual({
      latitude: 'La latitud queda fuera de Venezuela',
      longitude: 'La longitud queda fuera de Venezuela',
    });
    expect(errorsOf({ latitude: '', longitude: 'oeste' })).toEqual({
      latitude: 'Indique la latitud',
      longitude: 'Indique la longitud',
    });
  });

  it('asks for the place, the municipality and valid e-mails, each under its field', () => {
    expect(errorsOf({ description: 'Ahí', municipality: '', recipients: 'no-es-correo' })).toEqual({
      description: 'Describa el lugar (mínimo 5 caracteres)',
      municipality: 'Seleccione un municipio',
      recipients: expect.any(String),
    });
  });
});

describe('coordinates and the pin', () => {
  it('reads a comma or a point, and nothing else', () => {
    expect(coordinateOf(' 10,4806 ')).toBe(10.4806);
    expect(coordinateOf('-66.9036')).toBe(-66.9036);
    expect(coordinateOf('')).toBeUndefined();
    expect(coordinateOf('10°')).toBeUndefined();
  });

  it('writes a picked pin with a decimal comma, which reads back as the same number', () => {
    expect(coordinateText(8.6)).toBe('8,600000');
    expect(coordinateText(-66.90361)).toBe('-66,903610');
    expect(coordinateOf(coordinateText(-66.90361))).toBe(-66.90361);
  });

  it('puts a pin only where both are typed and inside Venezuela', () => {
    expect(pinOf({ latitude: '10,4806', longitude: '-66,9036' })).toEqual({
      latitude: 10.4806,
      longitude: -66.9036,
    });
    expect(pinOf({ latitude: '10,4806', longitude: '' })).toBeNull();
    expect(pinOf({ latitude: '40.4', longitude: '-3.7' })).toBeNull();
  });

  it('ends the longest operative OPERATIVE_MAX_DAYS days after it starts, across months', () => {
    expect(lastDayFrom('2026-11-26')).toBe('2026-12-02');
  });
});
