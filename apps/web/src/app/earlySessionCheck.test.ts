import { describe, expect, it } from 'vitest';
import { startSessionCheck, takeSessionCheck } from './earlySessionCheck';

describe("the entry's early session check", () => {
  it('is taken once, and only for the token it was started with', async () => {
    expect(takeSessionCheck('token-a')).toBeNull();
    startSessionCheck('token-a');
    // Another token's guard does not take it, and it is dropped.
    expect(takeSessionCheck('token-b')).toBeNull();
    expect(takeSessionCheck('token-a')).toBeNull();
    startSessionCheck('token-a');
    const early = takeSessionCheck('token-a');
    expect(early).toBeInstanceOf(Promise);
    // Taken: a later navigation asks the server again.
    expect(takeSessionCheck('token-a')).toBeNull();
    // No API answers here: the guard gets the failure to report, as from its own check.
    await expect(early).rejects.toBeDefined();
  });
});
