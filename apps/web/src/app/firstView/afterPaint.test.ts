import { describe, expect, it, vi } from 'vitest';
import { afterPaint } from './afterPaint';

/** A window whose frames run only when `paint` is called, and whose timers are real. */
function windowWithFrames() {
  const frames: FrameRequestCallback[] = [];
  const win = {
    setTimeout: (callback: () => void, ms?: number) => setTimeout(callback, ms),
    clearTimeout: (id: number) => clearTimeout(id),
    requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
  } as unknown as Window;
  const paint = () => {
    for (const frame of frames.splice(0)) frame(0);
  };
  return { win, paint };
}

describe('waiting for the drawn page’s paint (decision 0090)', () => {
  it('waits for the next frame, then for the task after it', async () => {
    const { win, paint } = windowWithFrames();
    const painted = vi.fn();
    void afterPaint(win, 60_000).then(painted);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(painted).not.toHaveBeenCalled();
    paint();
    await vi.waitFor(() => expect(painted).toHaveBeenCalled());
  });

  it('goes on in a hidden tab, which paints no frame', async () => {
    const { win } = windowWithFrames();
    await expect(afterPaint(win, 5)).resolves.toBeUndefined();
  });
});
