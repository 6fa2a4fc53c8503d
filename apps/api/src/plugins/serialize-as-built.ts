/**
 * The serializer of a route whose answers are built field by field (never a database row spread
 * into them): plain `JSON.stringify`, instead of zod's parse of every answer before it. That parse
 * was a share of the API's busy time on the public verify and on the certificate lists, the
 * hottest routes (decision 0042). Zod's parse also strips what the schema does not list; without it
 * an extra field would go out, so each such route has a test that checks an answer with
 * `expectExactly` (test/exact-answer.ts). The response schema still documents the route.
 */
export const serializeAsBuilt = () => (data: unknown) => JSON.stringify(data);
