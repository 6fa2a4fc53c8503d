import { registerTypeName, registerTypes } from '@aptovial/shared';
import { describe, expect, it } from 'vitest';
import esAccount from '../../shared/i18n/locales/account/es.json';

describe('register (ledger) type labels', () => {
  it("are 'Médico' and 'Enfermeras' in Spanish, as the shared catalogue names them", () => {
    const labels = registerTypes.map((type) => esAccount.registers.types[type]);
    expect(labels).toEqual(['Médico', 'Enfermeras']);
    expect(labels).toEqual(registerTypes.map(registerTypeName));
  });
});
