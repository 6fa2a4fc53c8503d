import type { ApiKey, CreatedApiKey, WebhookFailure } from '@aptovial/shared';
import { apiPaths } from '@aptovial/shared';
import type { ApiCall, ApiReply } from '../../test/apiStub';
import { meridaAndMiranda, referenceOf } from '../../test/referenceFixtures';

export function apiKeyOf(overrides: Partial<ApiKey> = {}): ApiKey {
  return {
    id: 4,
    prefix: 'avk_0a1b2c3d4e',
    name: 'Sistema de licencias',
    scope: 'certificates:read',
    state: null,
    webhookUrl: null,
    createdAt: '2026-06-15T14:30:00.000Z',
    revokedAt: null,
    ...overrides,
  };
}

export const KEY_SECRET = `avk_9f8e7d6c5b_${'A'.repeat(43)}`;

export function createdKeyOf(overrides: Partial<CreatedApiKey> = {}): CreatedApiKey {
  return {
    ...apiKeyOf({ id: 9, prefix: 'avk_9f8e7d6c5b' }),
    key: KEY_SECRET,
    signingSecret: null,
    ...overrides,
  };
}

export function failureOf(overrides: Partial<WebhookFailure> = {}): WebhookFailure {
  return {
    id: 31,
    apiKeyId: 5,
    apiKeyName: 'Receptor de Miranda',
    eventId: '1812',
    attempts: 14,
    lastError: 'el receptor respondió 500',
    createdAt: '2026-06-14T10:00:00.000Z',
    ...overrides,
  };
}

const reference = referenceOf({ states: meridaAndMiranda });

type Handlers = {
  keys?: ApiKey[];
  failures?: WebhookFailure[];
  /** Answers POST /api/apiKeys and the revoke and replay calls. */
  write?: (call: ApiCall) => ApiReply;
};

/** The page's API: the reference data, the keys, the failures, and `write` for the rest. */
export function apiKeysApi({ keys = [apiKeyOf()], failures = [], write }: Handlers) {
  return (call: ApiCall): ApiReply => {
    const path = new URL(call.url, 'http://x').pathname;
    if (path.startsWith(apiPaths.referenceData)) return { body: { data: reference } };
    if (call.method === 'GET' && path === apiPaths.apiKeys) return { body: { data: keys } };
    if (call.method === 'GET' && path === apiPaths.webhookFailures) {
      return { body: { data: failures } };
    }
    return write?.(call) ?? { status: 404 };
  };
}
