import { formatDate, nationalityName, stateName } from '@aptovial/shared';
import { gradeName, typeName } from './labels';

type Describe = (value: string) => string;

/** Each filter of docs/product/entities.md as a reader of the printed report would name it. */
const filterLabels: Record<string, { label: string; value?: Describe }> = {
  state: { label: 'Estado', value: stateName },
  grade: { label: 'Grado', value: gradeName },
  typeCertifields: { label: 'Tipo de certificado', value: typeName },
  numberTP: { label: 'Lote TP' },
  status: {
    label: 'Estatus',
    value: (value) => (value === 'true' ? 'Habilitado' : 'Deshabilitado'),
  },
  dni: { label: 'Cédula' },
  nationality: { label: 'Nacionalidad', value: (value) => nationalityName(value) },
  occupation: { label: 'Ocupación' },
  place: { label: 'Lugar de expedición' },
  schoolNumberId: { label: 'Colegiatura del médico (id)' },
};

/** date_range is "from,to" with either side empty (docs/architecture.md). */
function dateRangeText(value: string): string | null {
  const [from = '', to = ''] = value.split(',').map((part) => part.trim());
  const parts = [
    from ? `desde ${formatDate(from)}` : '',
    to ? `hasta ${formatDate(to)}` : '',
  ].filter(Boolean);
  return parts.length ? `Fecha de expedición ${parts.join(' ')}` : null;
}

/** The applied filters in Spanish, one per entry; empty values are filters not applied. */
export function describeFilters(filters: Record<string, string>): string[] {
  const lines: string[] = [];
  for (const [key, raw] of Object.entries(filters)) {
    const value = raw.trim();
    if (!value) continue;
    if (key === 'date_range') {
      const range = dateRangeText(value);
      if (range) lines.push(range);
      continue;
    }
    const known = filterLabels[key];
    // A filter added to the API before this list is printed under its own name, never hidden.
    lines.push(`${known?.label ?? key}: ${known?.value ? known.value(value) : value}`);
  }
  return lines;
}
