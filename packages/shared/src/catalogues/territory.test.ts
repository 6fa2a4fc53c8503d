import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { municipalities, states } from './territory';

// The public reference data (venezuela-json, CC BY 4.0; reference/README.md), read by this test
// only: the product's catalogue is territory.ts.
const referenceFile = fileURLToPath(new URL('./reference/venezuela.json', import.meta.url));

type ReferenceState = { iso_31662: string; estado: string; municipios: { municipio: string }[] };

describe('territory catalogue', () => {
  it('has the 24 federal entities with unique ISO 3166-2 codes and 335 municipalities', () => {
    expect(states).toHaveLength(24);
    expect(new Set(states.map((state) => state.as)).size).toBe(24);
    expect(states.every((state) => /^VE-[A-Z]$/.test(state.as))).toBe(true);
    expect(municipalities).toHaveLength(335);
    expect(new Set(municipalities.map((m) => m.id)).size).toBe(335);
  });

  it('numbers each municipality under its state (INE entity number * 100 + position)', () => {
    for (const municipality of municipalities) {
      const state = states.find((candidate) => candidate.as === municipality.state);
      expect(state, municipality.name).toBeDefined();
      expect(Math.floor(municipality.id / 100)).toBe(state?.number);
    }
    expect(states.find((state) => state.as === 'VE-W')?.name).toBe('La Guaira');
  });

  it('matches the venezuela-json reference data, state by state and municipality by municipality', () => {
    const reference = JSON.parse(readFileSync(referenceFile, 'utf8')) as ReferenceState[];
    expect(reference).toHaveLength(states.length);
    for (const entry of reference) {
      const state = states.find((candidate) => candidate.as === entry.iso_31662);
      const expectedName = entry.estado === 'Vargas' ? 'La Guaira' : entry.estado;
      expect(state?.name).toBe(expectedName);
      const ours = municipalities.filter((m) => m.state === entry.iso_31662).map((m) => m.name);
      expect(ours).toEqual(entry.municipios.map((m) => m.municipio));
    }
  });
});
