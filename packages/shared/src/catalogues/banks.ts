/**
 * Bank catalogue of docs/product/entities.md (code: name). The names are spelt as a person reads
 * them, accents included ("Caroní", "Fondo Común"); the codes are the banks' own and never change.
 */
export const banks = [
  { code: 105, name: 'Mercantil' },
  { code: 102, name: 'Venezuela' },
  { code: 104, name: 'Venezolano de Crédito' },
  { code: 108, name: 'Provincial' },
  { code: 114, name: 'Del Caribe' },
  { code: 115, name: 'Exterior' },
  { code: 116, name: 'Occidental de Descuento' },
  { code: 128, name: 'Caroní' },
  { code: 134, name: 'Banesco' },
  { code: 137, name: 'Sofitasa' },
  { code: 138, name: 'Plaza' },
  { code: 151, name: 'Fondo Común' },
  { code: 156, name: '100% Banco' },
  { code: 157, name: 'Del Sur' },
  { code: 163, name: 'Del Tesoro' },
  { code: 166, name: 'Agrícola de Venezuela' },
  { code: 168, name: 'Bancrecer' },
  { code: 169, name: 'Mibanco' },
  { code: 171, name: 'Activo' },
  { code: 172, name: 'Bancamiga' },
  { code: 174, name: 'Banplus' },
  { code: 175, name: 'Bicentenario' },
  { code: 177, name: 'Fuerza Armada Nacional' },
  { code: 191, name: 'Nacional de Crédito' },
] as const;
