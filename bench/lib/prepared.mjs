import { createHash } from 'node:crypto';

/**
 * A list query named after its SQL text, as the API's `createListStatements`
 * (apps/api/src/lists/lists.ts) prepares one statement per shape: each connection parses a shape
 * once, so the bare reference does what the API does.
 */
export const prepared = (query) => ({
  ...query,
  name: `list_${createHash('sha1').update(query.text).digest('base64url')}`,
});
