// What a stubbed call asked, for stubs to route on and tests to check (see apiStub.ts).

/** The path of a call's URL, without its query. */
export const pathOf = (call: { url: string } | undefined) =>
  new URL(call?.url ?? '', 'http://x').pathname;

/** A call's query parameters, as an object. */
export const queryOf = (call: { url: string } | undefined) =>
  Object.fromEntries(new URL(call?.url ?? '', 'http://x').searchParams);
