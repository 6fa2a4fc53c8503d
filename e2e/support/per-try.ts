import { beforeEach } from 'vitest';

/**
 * A number new on every try of a journey, to make the people it files new too: vitest's retry
 * runs on the same server, where the first try's requests stay open (the retry then stopped at
 * "Ya tenía una solicitud abierta").
 */
export function numberPerTry(): () => number {
  let current = 0;
  beforeEach(() => {
    current = Date.now() % 1_000_000;
  });
  return () => current;
}
