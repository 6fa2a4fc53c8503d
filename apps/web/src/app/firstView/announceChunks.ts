import { nextTask } from './afterPaint';

/** The `<template>` in which the build lists a drawn page's app chunks (decision 0090). */
export const CHUNKS_TEMPLATE_ID = 'first-view-chunks';

/**
 * Starts the download of the app's chunks the build listed for a drawn page: their links move
 * into `<head>` one per task, since each request costs the main thread a few milliseconds on a
 * cheap phone (up to 10 ms under Lighthouse's tracing) and the page is already painted. The app's
 * dynamic imports then find them announced and announce nothing again.
 */
export async function announceChunks(doc: Document = document, perTask = 1): Promise<void> {
  const template = doc.getElementById(CHUNKS_TEMPLATE_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  const links = [...template.content.children];
  template.remove();
  for (let start = 0; start < links.length; start += perTask) {
    doc.head.append(...links.slice(start, start + perTask));
    await nextTask();
  }
}
