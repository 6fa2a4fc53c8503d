import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { configureSpanishValidation } from './zod-spanish';

const messagesOf = (schema: z.ZodType, value: unknown) =>
  schema.safeParse(value).error?.issues.map((issue) => issue.message);

describe('zod in Spanish', () => {
  configureSpanishValidation();

  it('writes its own messages in Spanish', () => {
    expect(messagesOf(z.object({ name: z.string() }), {})).toEqual([
      'Entrada inválida: se esperaba texto, recibido indefinido',
    ]);
    expect(messagesOf(z.number().max(100), 1000)).toEqual([
      'Demasiado grande: se esperaba que número fuera <=100',
    ]);
    expect(messagesOf(z.enum(['a', 'b']), 'c')).toEqual([
      'Opción inválida: se esperaba una de "a"|"b"',
    ]);
  });

  it('names whole numbers and invalid dates in Spanish too', () => {
    expect(messagesOf(z.int(), 1.5)).toEqual([
      'Entrada inválida: se esperaba número entero, recibido número',
    ]);
    expect(messagesOf(z.int().max(5), 9)).toEqual([
      'Demasiado grande: se esperaba que número fuera <=5',
    ]);
    expect(messagesOf(z.date(), new Date('no'))).toEqual([
      'Entrada inválida: se esperaba fecha, recibido fecha inválida',
    ]);
  });

  it('keeps the message a schema sets', () => {
    expect(messagesOf(z.string({ error: 'Indique el nombre' }), undefined)).toEqual([
      'Indique el nombre',
    ]);
    expect(messagesOf(z.string().min(3, 'Muy corto'), 'a')).toEqual(['Muy corto']);
  });
});
