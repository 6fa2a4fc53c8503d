import { counted } from './file-limits';
import type { WriteCounts } from './kind';
import type { ImportOutcome } from './run-import';

const countsText = ({ inserted, unchanged }: WriteCounts) =>
  `${counted(inserted)} ${inserted === 1 ? 'nuevo' : 'nuevos'}, ${counted(unchanged)} sin cambios`;

/** True when the file was not (or would not be) written whole: the command exits with 1. */
export const importFailed = (outcome: ImportOutcome): boolean =>
  outcome.refused.length > 0 || outcome.failure !== undefined;

/**
 * The Spanish report of one file: one line per refused row ("Fila 12: estado desconocido
 * «Narnia»"), then what was written or, on a dry run, what would be.
 */
export function importReport(outcome: ImportOutcome): string[] {
  const { dryRun, refused, counts, failure } = outcome;
  const lines = [
    `Importación de ${outcome.label} desde ${outcome.file}: ${counted(outcome.rows)} ` +
      (outcome.rows === 1 ? 'fila' : 'filas') +
      (dryRun ? ' (prueba: no se escribe nada).' : '.'),
  ];
  for (const { row, reason } of refused) lines.push(`Fila ${row}: ${reason}`);
  if (refused.length > 0) {
    lines.push(
      `Filas rechazadas: ${counted(refused.length)} de ${counted(outcome.rows)}. ` +
        (dryRun ? 'No se escribiría nada' : 'No se escribió nada') +
        ' (todo o nada por archivo): corrija el archivo y vuelva a ejecutarlo.',
    );
  }
  if (failure)
    lines.push(`${dryRun ? 'No se podría escribir' : 'No se escribió nada'}: ${failure}.`);
  if (counts && dryRun) {
    lines.push(
      refused.length > 0
        ? `Las filas correctas escribirían: ${countsText(counts)}.`
        : `Se escribirían: ${countsText(counts)}.`,
    );
  } else if (counts) {
    lines.push(`Escritos: ${countsText(counts)}.`);
    const differences = outcome.counterDifferences;
    lines.push(
      differences.length === 0
        ? 'Contadores: coinciden con el recuento.'
        : `Contadores distintos del recuento: ${differences
            .map((check) => `${check.table} (${counted(check.differences)} filas)`)
            .join(', ')}; ejecute npm run counts:repair.`,
    );
  }
  return lines;
}
