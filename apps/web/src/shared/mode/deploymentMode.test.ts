import { afterEach, describe, expect, it } from 'vitest';
import { readDeploymentMode } from './deploymentMode';

function setModeMeta(content: string) {
  const meta = document.createElement('meta');
  meta.name = 'aptovial-mode';
  meta.content = content;
  document.head.append(meta);
}

describe('readDeploymentMode', () => {
  afterEach(() => {
    for (const meta of document.head.querySelectorAll('meta[name="aptovial-mode"]')) meta.remove();
  });

  it('defaults to medicVial without the meta tag', () => {
    expect(readDeploymentMode()).toBe('medicVial');
  });

  it.each(['colegio', 'INTT', 'medicVial'] as const)('reads %s from the meta tag', (mode) => {
    setModeMeta(mode);
    expect(readDeploymentMode()).toBe(mode);
  });

  it('falls back to medicVial for an unknown or unreplaced value', () => {
    setModeMeta('%APP_MODE%');
    expect(readDeploymentMode()).toBe('medicVial');
  });
});
