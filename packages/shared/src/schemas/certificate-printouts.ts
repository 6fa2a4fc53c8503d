import { z } from 'zod';
import { certificateReportQuerySchema } from './certificate-queries';

/** Paper of the printouts: A4 or US letter (many Venezuelan offices print on letter). */
export const paperSchema = z.enum(['A4', 'LETTER']).default('A4');
/** GET /api/certifields/{id}/pdf. */
export const certificatePdfQuerySchema = z.strictObject({ paper: paperSchema });
/** GET /api/certifields/reports/pdf: the report's filters and the paper. */
export const certificateReportPdfQuerySchema = certificateReportQuerySchema.extend({
  paper: paperSchema,
});
