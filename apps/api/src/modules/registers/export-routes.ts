import { registerReportQuerySchema } from '@aptovial/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { XLSX_CONTENT_TYPE } from '../../adapters/spreadsheet/xlsx';
import { guarded } from '../../plugins/auth';
import { sendSpreadsheet } from '../../plugins/spreadsheet';
import type { SessionService } from '../auth/sessions';
import type { RegistersDirectory } from './directory';
import { errors, keeper, registersReaders } from './routes';
import { registersSheet } from './sheet';

type Deps = { sessions: SessionService; directory: RegistersDirectory };

/** Excel exports of the register lists, with the filters of their reports (every page). */
export const registersExportRoutes: FastifyPluginAsyncZod<Deps> = async (app, deps) => {
  const { sessions, directory } = deps;
  const schema = (summary: string) => ({
    tags: ['registros'],
    security: [{ bearer: [] }],
    summary,
    querystring: registerReportQuerySchema,
    produces: [XLSX_CONTENT_TYPE],
    response: errors,
  });

  app.get(
    '/register/reports/xlsx',
    {
      ...registersReaders(sessions),
      schema: schema('Reporte de registros en Excel'),
    },
    async (request, reply) => {
      const { data } = await directory.report(keeper(request), request.query);
      return sendSpreadsheet(reply, 'registros', registersSheet(data));
    },
  );

  app.get(
    '/register/listMedicsINTT/xlsx',
    {
      ...guarded(sessions, { scope: 'INTT' }),
      schema: schema('Médicos en Excel (INTT)'),
    },
    async (request, reply) => {
      const { data } = await directory.report(keeper(request), request.query);
      return sendSpreadsheet(reply, 'medicos-intt', registersSheet(data, 'Médicos'));
    },
  );
};
