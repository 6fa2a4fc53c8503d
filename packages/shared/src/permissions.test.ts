import { describe, expect, it } from 'vitest';
import type { Module, Role } from './catalogues/roles';
import { roleCodes } from './catalogues/roles';
import { rolesCreatableBy, statesAllowedFor } from './permissions';

// docs/product/roles.md, row by row.
const table: [string, Module, Role, Role[]][] = [
  ['Admin on INTT', 'INTT', 'Admin', ['ManagingDirector', 'SectionalDirector', 'Official']],
  ['Admin in medic module', 'medic', 'Admin', ['President', 'VialDirector', 'Directorate']],
  ['Admin otherwise (nurse)', 'nurse', 'Admin', ['President', 'Secretary', 'Directorate']],
  ['Admin otherwise (medicVial)', 'medicVial', 'Admin', ['President', 'Secretary', 'Directorate']],
  ['President of medic', 'medic', 'President', ['VialDirector', 'Directorate']],
  ['President of nurse', 'nurse', 'President', ['Secretary', 'Directorate']],
  ['ManagingDirector', 'INTT', 'ManagingDirector', ['SectionalDirector']],
  ['SectionalDirector', 'INTT', 'SectionalDirector', ['Official']],
];

describe('roles a user may create', () => {
  it.each(table)('%s', (_row, module, role, expected) => {
    expect([...rolesCreatableBy({ module, role })].sort()).toEqual([...expected].sort());
  });

  it('gives every other role nothing', () => {
    const named = new Set(table.map(([, module, role]) => `${module}/${role}`));
    const modules: Module[] = ['medic', 'nurse', 'INTT', 'medicVial'];
    for (const module of modules) {
      for (const role of roleCodes) {
        if (named.has(`${module}/${role}`) || role === 'Admin') continue;
        expect(rolesCreatableBy({ module, role }), `${module}/${role}`).toEqual([]);
      }
    }
  });
});

describe('states offered when creating', () => {
  const all = ['VE-A', 'VE-B', 'VE-C'];
  it('offers every state to Admin and only their own to others', () => {
    expect(statesAllowedFor({ role: 'Admin', state: null }, all)).toEqual(all);
    expect(statesAllowedFor({ role: 'President', state: 'VE-B' }, all)).toEqual(['VE-B']);
    expect(statesAllowedFor({ role: 'Official', state: null }, all)).toEqual([]);
  });
});
