import { todayInCaracas } from '@aptovial/shared';
import type { FastifyReply } from 'fastify';
import {
  attachmentHeader,
  type Sheet,
  XLSX_CONTENT_TYPE,
  xlsxStream,
} from '../adapters/spreadsheet/xlsx';

/** The header of an export's next cursor (decision 0054): the `after` of its following part. */
export const NEXT_CURSOR_HEADER = 'x-next-cursor';

export const NEXT_IN_BODY =
  'Los más recientes primero. Si hay más, `next` es el cursor de los siguientes: páselo como `after`.';
export const NEXT_IN_HEADER = `Los más recientes primero. Si hay más, la cabecera ${NEXT_CURSOR_HEADER} trae el cursor de los siguientes: páselo como \`after\`.`;

/**
 * Answers a list export as an Excel download named `<base>-<YYYY-MM-DD>.xlsx` (the day in Caracas),
 * never cached: it holds personal data. `next`: the cursor of the rows after it, when more follow.
 */
export function sendSpreadsheet<Row>(
  reply: FastifyReply,
  base: string,
  sheet: Sheet<Row>,
  next?: string,
) {
  if (next !== undefined) reply.header(NEXT_CURSOR_HEADER, next);
  return reply
    .header('content-type', XLSX_CONTENT_TYPE)
    .header('content-disposition', attachmentHeader(`${base}-${todayInCaracas()}.xlsx`))
    .header('cache-control', 'no-store')
    .send(xlsxStream(sheet));
}
