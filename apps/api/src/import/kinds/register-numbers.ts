import { stateName } from '@aptovial/shared';
import { dayOf, folded, refuse, stateCodeOf } from './cells';

/** Solvency as the registers sheet writes it ("Sí"/"No"), or the day it lasts until. */
export type Solvency = { solvent: boolean } | { until: string };

export type NumberLine = {
  state: string;
  schoolNumber: string;
  solvency: Solvency;
  licenseNumber: string | null;
};

export const numberLabel = (number: { state: string; schoolNumber: string }) =>
  `${stateName(number.state)} N.º ${number.schoolNumber}`;

const LINE = /^(.+?)\s+(?:N\.?\s*[º°o]\.?|Nro\.?|N[uú]mero)\s*(\d+)\s*(?:\((.*)\))?$/i;

function solvencyOf(part: string, line: string): Solvency {
  const [name = '', value = ''] = part.split(':').map((text) => text.trim());
  if (folded(name) === 'solvente hasta') {
    return {
      until: dayOf(value, `solvencia de «${line}»`) ?? refuse(`falta la fecha en «${line}»`),
    };
  }
  if (folded(value) === 'si') return { solvent: true };
  if (folded(value) === 'no') return { solvent: false };
  return refuse(`solvencia «${value}» de «${line}»: escriba Sí, No o «solvente hasta: DD/MM/AAAA»`);
}

/**
 * One line of the "Números de colegio" cell: "Lara N.º 1234 (solvente: Sí)", as the sheet
 * writes it; the parentheses may also say "solvente hasta: 31/12/2026" and
 * "habilitado: MV-0001" (the licence of a road-medicine number), separated by ';'.
 */
function lineOf(line: string): NumberLine {
  const match = LINE.exec(line);
  if (!match) {
    return refuse(
      `número de colegio «${line}» ilegible: escríbalo como «Lara N.º 1234 (solvente: Sí)»`,
    );
  }
  const state = stateCodeOf(match[1] ?? '') ?? refuse(`estado desconocido «${match[1]}»`);
  let solvency: Solvency | undefined;
  let licenseNumber: string | null = null;
  for (const part of (match[3] ?? '').split(';').filter((text) => text.trim() !== '')) {
    if (folded(part).startsWith('habilitado')) licenseNumber = part.split(':')[1]?.trim() || null;
    else if (folded(part).startsWith('solvente')) solvency = solvencyOf(part, line);
    else refuse(`«${part.trim()}» no se entiende en «${line}»`);
  }
  if (!solvency) refuse(`falta la solvencia de «${line}»: «(solvente: Sí)» o «(solvente: No)»`);
  return { state, schoolNumber: match[2] ?? '', solvency, licenseNumber };
}

/**
 * The college numbers of a row. The sheet lists the licences in their own column, in the order
 * of the road-medicine numbers, without saying which is whose: with one number the licence is
 * that number's; with several, a licence must be written on its number's line, unless the stored
 * register already has it on one of them (`storedLicenceOf`).
 */
export function numbersOf(
  cell: string,
  licencesCell: string,
  storedLicenceOf: (licence: string) => string | undefined,
): NumberLine[] {
  const lines = cell
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  if (lines.length === 0) refuse('falta el número de colegio');
  const numbers = lines.map(lineOf);
  const keys = numbers.map((number) => `${number.state}|${number.schoolNumber}`);
  const repeated = keys.findIndex((key, index) => keys.indexOf(key) !== index);
  if (repeated >= 0)
    refuse(`el número ${numberLabel(numbers[repeated] as NumberLine)} aparece dos veces`);
  const inline = new Set(numbers.flatMap((number) => number.licenseNumber ?? []));
  for (const licence of licencesCell.split(/[,;\n]/).map((text) => text.trim())) {
    if (licence === '' || inline.has(licence)) continue;
    const stored = storedLicenceOf(licence);
    const target =
      numbers.length === 1
        ? numbers[0]
        : numbers.find((n) => `${n.state}|${n.schoolNumber}` === stored);
    if (!target) {
      refuse(
        `con varios números de colegio, escriba el habilitado «${licence}» en la línea de su número:` +
          ` «Lara N.º 1234 (solvente: Sí; habilitado: ${licence})»`,
      );
    }
    if (target.licenseNumber && target.licenseNumber !== licence) {
      refuse(`el número ${numberLabel(target)} tiene dos habilitados`);
    }
    target.licenseNumber = licence;
  }
  return numbers;
}
