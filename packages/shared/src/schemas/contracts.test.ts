import { describe, expect, it } from 'vitest';
import { certificateProofFieldsSchema } from '../proof/fields';
import { sampleFields } from '../proof/testing';
import { publicCertificateSchema } from './certificates';

describe('one schema per payload', () => {
  it('the public verification answers the proof fields, spelled once, plus the live status, version and origin', () => {
    const proof = certificateProofFieldsSchema.shape;
    const shown = publicCertificateSchema.shape;
    expect(Object.keys(shown).sort()).toEqual(
      [...Object.keys(proof), 'status', 'version', 'imported'].sort(),
    );
    for (const [key, schema] of Object.entries(proof)) {
      expect(Reflect.get(shown, key), key).toBe(schema);
    }
    expect(
      publicCertificateSchema.parse({ ...sampleFields, status: 'expired', version: 2 }),
    ).toEqual({
      ...sampleFields,
      status: 'expired',
      version: 2,
    });
    // A version is 1 as issued and counts edits: never 0.
    expect(
      publicCertificateSchema.safeParse({ ...sampleFields, status: 'valid', version: 0 }).success,
    ).toBe(false);
  });
});
