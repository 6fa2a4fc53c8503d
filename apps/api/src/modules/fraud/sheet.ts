import { formatTimestamp, fraudKindLabels, stateName } from '@aptovial/shared';
import type { Sheet } from '../../adapters/spreadsheet/xlsx';
import type { ExportedSignal } from './repo';

const figure = (signal: ExportedSignal, key: string) => {
  const value = signal.detail[key];
  return typeof value === 'number' || typeof value === 'string' ? value : '';
};

/** The fraud report as Excel shows it: one row per signal, in Spanish. */
export function fraudSignalsSheet(rows: readonly ExportedSignal[]): Sheet<ExportedSignal> {
  return {
    name: 'Señales de fraude',
    rows,
    columns: [
      { header: 'N.º', value: (r) => r.id, width: 8 },
      { header: 'Señal', value: (r) => fraudKindLabels[r.kind], width: 44 },
      { header: 'Estado', value: (r) => stateName(r.state), width: 18 },
      { header: 'Médico', value: (r) => r.doctorName, width: 30 },
      { header: 'Cédula del médico', value: (r) => r.doctorDni, width: 16 },
      { header: 'Periodo', value: (r) => r.windowKey, width: 22 },
      { header: 'Certificados', value: (r) => figure(r, 'count'), width: 12 },
      {
        header: 'Seriales de los certificados',
        value: (r) => r.certificateSerials.join(', '),
        width: 40,
      },
      { header: 'Detectada', value: (r) => formatTimestamp(r.detectedAt), width: 22 },
    ],
  };
}
