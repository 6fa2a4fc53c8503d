import { type Permission, permissionOf } from '@aptovial/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOW } from '../modules/certificates/testing';
import { seedDemoRegisters } from '../seeds/demo-registers';
import { type MatrixCaller, matrixCallers } from './access-callers';
import { expectedOutcome } from './access-matrix';
import type { TestApp } from './app';
import { bearer } from './auth';
import { createSeededApp } from './demo';
import { type OpenApiDocument, type Operation, operationsOf } from './fuzz/operations';
import { UNKNOWN_OPTION, wrongInputsOf } from './wrong-inputs';

/**
 * Every operation of the OpenAPI document, called by someone allowed to with input its schema
 * refuses (decision 0058): each refusal, and each of its field messages, is Spanish. zod writes
 * many of them itself, so they are Spanish only while its Spanish locale is configured.
 */
const ENGLISH_WORDS = [
  ...['invalid', 'expected', 'received', 'must', 'required', 'missing', 'should', 'cannot'],
  ...['string', 'number', 'int', 'boolean', 'array', 'object', 'date', 'undefined', 'null'],
  ...['too big', 'too small', 'greater', 'less than', 'characters', 'instanceof'],
  ...['option', 'unrecognized', 'unknown', 'input', 'key', 'keys', 'value', 'type'],
  ...['the', 'is', 'not'],
];
const ENGLISH = new RegExp(`\\b(${ENGLISH_WORDS.join('|')})\\b`, 'i');

let t: TestApp;
let callers: MatrixCaller[];

beforeAll(async () => {
  const limits = { rateLimit: { publicPerMinute: 1_000_000, loginPerMinute: 1_000_000 } };
  t = await createSeededApp(() => NOW, limits);
  await t.database.db.transaction((tx) => seedDemoRegisters(tx));
  callers = (await matrixCallers(t, NOW.getTime())).filter((caller) => caller.kind !== 'inactive');
}, 120_000);
afterAll(() => t.close());

/** `/api/users/` is the table's `/api/users` (Fastify's prefixTrailingSlash 'both'). */
function permissionFor(operation: Pick<Operation, 'method' | 'path' | 'name'>): Permission {
  const permission =
    permissionOf(operation.method, operation.path) ??
    permissionOf(operation.method, operation.path.replace(/\/$/, ''));
  if (!permission) throw new Error(`${operation.name} is not in the permissions table`);
  return permission;
}

/**
 * An operation read with an API key (decision 0085) is called with a key of its scope, made by
 * INTT's Admin through the real route: a session token is no key.
 */
async function keyHeaders(permission: Extract<Permission, { kind: 'apiKey' }>) {
  const admin = callers.find(
    (one) => one.kind === 'session' && one.module === 'INTT' && one.role === 'Admin' && !one.state,
  );
  if (admin?.kind !== 'session') throw new Error('no INTT Admin to create an API key');
  const webhookUrl = permission.scope === 'events:receive' ? 'https://example.org/hook' : null;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/apiKeys',
    headers: bearer(admin.token),
    payload: { name: 'Matriz en español', scope: permission.scope, webhookUrl },
  });
  if (created.statusCode !== 200) throw new Error(`API key refused: ${created.body}`);
  return { label: 'API key', headers: { authorization: `Bearer ${created.json().data.key}` } };
}

/** The quoted values zod lists (an enum's options) are data, not the message's words. */
function englishIn(text: unknown): string | undefined {
  if (typeof text !== 'string' || text.trim() === '') return 'no message';
  const words = text.replace(/"[^"]*"/g, '""');
  return ENGLISH.exec(words)?.[0];
}

describe('every refusal of wrong input is Spanish', () => {
  it('spots English in zod’s default words, not in the options it quotes', () => {
    expect(englishIn('Invalid input: expected string, received undefined')).toBe('Invalid');
    expect(englishIn('Too big: expected number to be <=100')).toBeDefined();
    expect(englishIn('Entrada inválida: se esperaba texto, recibido indefinido')).toBeUndefined();
    expect(englishIn('Opción inválida: se esperaba una de "type"|"value"')).toBeUndefined();
  });

  it('in the message and every field, for every operation and part', async () => {
    const operations = operationsOf(t.app.swagger() as OpenApiDocument);
    const english: string[] = [];
    const accepted: string[] = [];
    const refusedByValidation = new Set<string>();
    let calls = 0;
    for (const operation of operations) {
      const permission = permissionFor(operation);
      const caller =
        permission.kind === 'apiKey'
          ? await keyHeaders(permission)
          : callers.find((one) => expectedOutcome(permission, one) === 'allowed');
      if (!caller) throw new Error(`no caller is allowed ${operation.name}`);
      const session =
        'headers' in caller
          ? caller.headers
          : caller.kind === 'anonymous'
            ? {}
            : bearer(caller.token);
      for (const { what, request } of wrongInputsOf(operation)) {
        const answer = await t.app.inject({
          ...request,
          headers: { ...request.headers, ...session },
        });
        calls += 1;
        const where = `${operation.name} ${what} as ${caller.label}`;
        if (answer.statusCode < 400 || answer.statusCode >= 500) {
          accepted.push(`${where}: ${answer.statusCode}`);
          continue;
        }
        const body = answer.json() as { error: string; message: unknown; errors?: unknown[] };
        if (body.error === 'VALIDATION_ERROR') refusedByValidation.add(operation.name);
        const fields = (body.errors ?? []) as { field?: string; message?: unknown }[];
        for (const [field, text] of [
          ['', body.message],
          ...fields.map((error) => [error.field, error.message] as const),
        ] as const) {
          const word = englishIn(text);
          if (word) english.push(`${where}: ${field || 'message'} «${String(text)}» (${word})`);
        }
      }
    }
    expect(english).toEqual([]);
    expect(accepted).toEqual([]);
    // Every operation that takes input was fed some its schema refused.
    const withInput = operations.filter((operation) => wrongInputsOf(operation).length > 0);
    const unrefused = withInput.filter((operation) => !refusedByValidation.has(operation.name));
    expect(unrefused.map((operation) => operation.name)).toEqual([]);
    expect(withInput.length).toBeGreaterThan(100);
    expect(calls).toBeGreaterThan(400);
  }, 120_000);

  it('names the unknown option in Spanish', async () => {
    const permission = permissionFor({ method: 'GET', path: '/api/users', name: 'GET /api/users' });
    const caller = callers.find(
      (one) => one.kind === 'session' && expectedOutcome(permission, one) === 'allowed',
    );
    if (caller?.kind !== 'session') throw new Error('no one may list the users');
    const answer = await t.app.inject({
      method: 'GET',
      url: `/api/users?order_by=${UNKNOWN_OPTION}&limit=1000`,
      headers: bearer(caller.token),
    });
    expect(answer.statusCode).toBe(400);
    const fields = (answer.json() as { errors: { field: string; message: string }[] }).errors;
    expect(fields.map((error) => error.field).sort()).toEqual(['limit', 'order_by']);
    for (const error of fields)
      expect(error.message).toMatch(/^(Opción inválida|Demasiado grande)/);
  });
});
