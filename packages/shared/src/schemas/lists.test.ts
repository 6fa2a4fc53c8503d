import { describe, expect, it } from 'vitest';
import { certificateReportQuerySchema, listCertificatesQuerySchema } from './certificate-queries';
import { toQueryParams } from './lists';
import { listLotsQuerySchema, lotCertificatesQuerySchema } from './lots';
import { listRegistersQuerySchema } from './registers';
import { listUsersQuerySchema } from './users';

describe('toQueryParams', () => {
  it('writes what the list schema reads back to the same values', () => {
    const cases = [
      [listCertificatesQuerySchema, { page: '3', order_by: 'serial', order_direction: 'asc' }],
      [
        listCertificatesQuerySchema,
        {
          date_range: '2024-01-01,',
          status: 'false',
          allCertificates: 'false',
          paramCert: 'Mora',
          serial: '1500',
          schoolNumberId: '31',
        },
      ],
      [certificateReportQuerySchema, { date_range: ',2024-12-31', state: 'VE-L' }],
      [listUsersQuerySchema, { rol: 'Admin', status: 'inactive', limit: '25' }],
      [listRegistersQuerySchema, { medicVial: 'true', genders: 'F', type: 'nurse' }],
      [listLotsQuerySchema, { numberTP: 'TP-9', state: 'VE-M' }],
      [lotCertificatesQuerySchema, { id: '7', page: '2' }],
    ] as const;
    for (const [schema, query] of cases) {
      const values = schema.parse(query);
      expect(schema.parse(toQueryParams(values))).toEqual(values);
    }
  });

  it('leaves out what is not set, and a range of two blanks', () => {
    expect(
      toQueryParams({ page: 1, state: undefined, dni: '', date_range: ['', ''], glasses: null }),
    ).toEqual({ page: '1' });
    expect(toQueryParams({ date_range: ['', '2024-01-31'], medicVial: false })).toEqual({
      date_range: ',2024-01-31',
      medicVial: 'false',
    });
  });
});
