import { startBareServer, startMirrorServer } from './bare-server.mjs';
import { measure } from './load.mjs';
import { recordResponse } from './record.mjs';

/**
 * `compareAnswers: true` on a scenario: the bare reference must answer the JSON AptoVial answered
 * (parsed, so only the values count), or the comparison would not be of the same work.
 */
async function compareAnswers(recorded, request, bareLabel) {
  const bare = await recordResponse(request);
  const same =
    bare.status === recorded.status &&
    JSON.stringify(JSON.parse(bare.body.toString())) ===
      JSON.stringify(JSON.parse(recorded.body.toString()));
  const line = same
    ? `${bareLabel} answers the same JSON as AptoVial (${recorded.body.length} bytes)`
    : `WARNING: ${bareLabel} answers ${bare.status} ${bare.body.toString().slice(0, 300)} ` +
      `where AptoVial answers ${recorded.status} ${recorded.body.toString().slice(0, 300)}`;
  if (!same) console.warn(line);
  return line;
}

/**
 * One scenario end to end: set up, record AptoVial's answer, start the matching bare server,
 * then load AptoVial and the bare server in turn (never together: two cores, and the load
 * generator needs one of them).
 */
export async function compareScenario(scenario, { aptovial, options, mail }) {
  const context = { baseUrl: aptovial.baseUrl, dataDir: aptovial.dataDir, mail };
  const prepared = (await scenario.setup?.(context)) ?? {};
  const request = {
    method: scenario.method,
    path: prepared.path ?? scenario.path,
    headers: prepared.headers ?? scenario.headers,
    body: prepared.body ?? scenario.body,
  };
  const route = `${request.method} ${request.path}`;

  const recorded = await recordResponse({ baseUrl: aptovial.baseUrl, ...request });
  if (recorded.status < 200 || recorded.status >= 300) {
    console.warn(`warning: ${route} answered ${recorded.status}; its load is counted as non-2xx`);
  }

  const bare = scenario.bare
    ? await startBareServer(scenario.bare)
    : await startMirrorServer({ [route]: recorded });
  try {
    const bareLabel = scenario.bare?.label ?? bare.name;
    const load = (label, baseUrl) => {
      console.log(`loading ${route} on ${label}...`);
      return measure({
        url: new URL(request.path, baseUrl).href,
        method: request.method,
        headers: request.headers,
        body: request.body,
        paths: prepared.paths,
        bodies: prepared.bodies,
        amount: scenario.amount,
        warmupAmount: scenario.warmupAmount,
        connections: options.connections,
        durationSeconds: options.durationSeconds,
        warmupSeconds: options.warmupSeconds,
      });
    };
    const sameAnswer = scenario.compareAnswers
      ? [await compareAnswers(recorded, { ...request, baseUrl: bare.baseUrl }, bareLabel)]
      : [];
    const aptovialLoad = await load('AptoVial', aptovial.baseUrl);
    const checked = (await scenario.afterAptoVialLoad?.({ ...context, load: aptovialLoad })) ?? [];
    const bareLoad = await load(bareLabel, bare.baseUrl);
    return {
      name: scenario.name,
      method: request.method,
      path: request.path,
      response: {
        status: recorded.status,
        contentType: recorded.contentType ?? null,
        bytes: recorded.body.length,
      },
      bareLabel,
      aptovial: aptovialLoad,
      bare: bareLoad,
      ratio: aptovialLoad.requestsPerSecond / bareLoad.requestsPerSecond,
      notes: [...(prepared.notes ?? []), ...sameAnswer, ...checked],
    };
  } finally {
    await bare.stop();
  }
}
