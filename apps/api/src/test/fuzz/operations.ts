import type { JsonSchema } from './schema-values';

/** One operation of the OpenAPI document, as the fuzzer needs it. */
export type Operation = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The document's path, `{id}` style. */
  path: string;
  /** `GET /api/x/{id}`: how failures and the report name it. */
  name: string;
  pathParams: Record<string, JsonSchema>;
  /** The query string's parameters as one object schema (empty `properties` when none). */
  query: JsonSchema;
  /** The JSON body's schema; undefined when the route takes no JSON (none, or a file). */
  body: JsonSchema | undefined;
  /** The document asks for a bearer session. */
  secured: boolean;
};

type Parameter = { in: string; name: string; required?: boolean; schema?: JsonSchema };
type DocumentOperation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  security?: unknown[];
};
export type OpenApiDocument = { paths: Record<string, Record<string, DocumentOperation>> };

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

function parametersIn(operation: DocumentOperation, where: 'path' | 'query'): Parameter[] {
  return (operation.parameters ?? []).filter((parameter) => parameter.in === where);
}

/** Every operation of the document, in its order (the order the routes were registered). */
export function operationsOf(document: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, byMethod] of Object.entries(document.paths)) {
    for (const [lowerMethod, operation] of Object.entries(byMethod)) {
      const method = lowerMethod.toUpperCase() as Operation['method'];
      if (!METHODS.includes(method)) continue;
      const query = parametersIn(operation, 'query');
      operations.push({
        method,
        path,
        name: `${method} ${path}`,
        pathParams: Object.fromEntries(
          parametersIn(operation, 'path').map((p) => [p.name, p.schema ?? {}]),
        ),
        query: {
          type: 'object',
          properties: Object.fromEntries(query.map((p) => [p.name, p.schema ?? {}])),
          required: query.filter((p) => p.required).map((p) => p.name),
        },
        body: operation.requestBody?.content?.['application/json']?.schema,
        secured: (operation.security ?? []).length > 0,
      });
    }
  }
  return operations;
}
