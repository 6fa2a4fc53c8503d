type RequestSchemas = typeof import('./requestSchemas');

let loading: Promise<RequestSchemas> | undefined;

/**
 * The validation and sending code, fetched once: on the form's first focus (while the person
 * types) or, at the latest, on the first send. A failed download is tried again next time.
 */
export function loadRequestSchemas(): Promise<RequestSchemas> {
  loading ??= import('./requestSchemas').catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
