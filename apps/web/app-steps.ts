/**
 * What the entry (src/main.tsx) imports one after the other, each run in a task of its own
 * (decisions 0088, 0090): React DOM, the i18n instance, the router with the route table, then the
 * app. The build announces all of them in index.html (vite.config.ts) and the offline verify page
 * precaches them (offline-pwa.ts).
 */
const APP_STEPS = [
  '/react-dom/client.js',
  '/src/shared/i18n/i18n.ts',
  '/src/app/router.ts',
  '/src/app/start.tsx',
];

type StepChunk = { fileName: string; facadeModuleId: string | null };

/** The chunk of each step, in order; a step missing from the build is an error. */
export function appStepChunks<Chunk extends StepChunk>(chunks: Chunk[]): Chunk[] {
  return APP_STEPS.map((step) => {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(step));
    if (chunk === undefined) throw new Error(`the app step ${step} is missing from the build`);
    return chunk;
  });
}
