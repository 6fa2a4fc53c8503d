import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { launchBrowser } from './browser';

const WIDTH = 640;
const HEIGHT = 480;
/** Luma of ink and paper in studio range, as a camera's frame carries them. */
const INK = 16;
const PAPER = 235;

export type Bitmap = { image: Uint8ClampedArray; side: number };

/**
 * A one-frame Y4M film of a printed QR held in front of the camera, centred on a 640×480 frame
 * of paper. Chromium's fake camera plays it in a loop (`--use-file-for-fake-video-capture`).
 */
export function cameraFilmOf({ image, side }: Bitmap): string {
  const zoom = Math.max(1, Math.floor((HEIGHT - 40) / side));
  const left = Math.floor((WIDTH - side * zoom) / 2);
  const top = Math.floor((HEIGHT - side * zoom) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, PAPER);
  for (let y = 0; y < side * zoom; y++) {
    for (let x = 0; x < side * zoom; x++) {
      const pixel = (Math.floor(y / zoom) * side + Math.floor(x / zoom)) * 4;
      if ((image[pixel] ?? 255) < 128) luma[(top + y) * WIDTH + left + x] = INK;
    }
  }
  // 4:2:0 colour planes at a quarter of the pixels each, grey (no colour).
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const header = `YUV4MPEG2 W${WIDTH} H${HEIGHT} F30:1 Ip A1:1 C420jpeg\nFRAME\n`;
  const file = join(mkdtempSync(join(tmpdir(), 'aptovial-camera-')), 'printout.y4m');
  writeFileSync(file, Buffer.concat([Buffer.from(header, 'latin1'), luma, chroma]));
  return file;
}

/** Chromium whose camera films `film` and is allowed without asking. */
export function launchBrowserWithCamera(film: string): Promise<Browser> {
  return launchBrowser([
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-video-capture=${film}`,
  ]);
}
