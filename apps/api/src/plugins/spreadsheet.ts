import { todayInCaracas } from '@aptovial/shared';
import type { FastifyReply } from 'fastify';
import {
  attachmentHeader,
  type Sheet,
  XLSX_CONTENT_TYPE,
  xlsxStream,
} from '../adapters/spreadsheet/xlsx';

/**
 * Answers a list export as an Excel download named `<base>-<YYYY-MM-DD>.xlsx` (the day in Caracas),
 * never cached: it holds personal data.
 */
export function sendSpreadsheet<Row>(reply: FastifyReply, base: string, sheet: Sheet<Row>) {
  return reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-disposition', attachmentHeader(`${base}-${todayInCaracas()}.xlsx`))
    .header('cache-control', 'no-store')
    .send(xlsxStream(sheet));
}
