import { BOLD, FONT, fitText, INK, MUTED, type Pdf, RULE, shrinkToFit, writeAt } from './document';

/** A labelled value; `span` counts columns of the six-column grid. */
export type Field = { label: string; value: string; span: number };

export type Area = { x: number; width: number };

const COLUMNS = 6;
const ROW_HEIGHT = 27;
const VALUE_SIZE = 10.5;
/** Legal data is shrunk to fit before anything is cut. */
const SMALLEST_VALUE_SIZE = 7;

export const field = (label: string, value: string, span = 2): Field => ({ label, value, span });

/** A section title with a rule under it; returns where its content starts. */
export function sectionTitle(doc: Pdf, title: string, area: Area, y: number): number {
  doc.font(BOLD).fontSize(9.5).fillColor(INK);
  writeAt(doc, title.toUpperCase(), area.x, y);
  doc
    .moveTo(area.x, y + 13)
    .lineTo(area.x + area.width, y + 13)
    .lineWidth(0.6)
    .strokeColor(RULE)
    .stroke();
  return y + 19;
}

function writeValue(doc: Pdf, value: string, x: number, y: number, width: number): void {
  const size = shrinkToFit(doc.font(BOLD), value, width, VALUE_SIZE, SMALLEST_VALUE_SIZE);
  writeAt(doc, fitText(doc, value, width), x, y + (VALUE_SIZE - size));
}

/** Lays the fields out left to right, wrapping to a new row when one does not fit. */
export function fieldGrid(doc: Pdf, fields: readonly Field[], area: Area, y: number): number {
  const column = area.width / COLUMNS;
  let used = 0;
  let top = y;
  for (const item of fields) {
    if (used + item.span > COLUMNS) {
      used = 0;
      top += ROW_HEIGHT;
    }
    const x = area.x + used * column;
    const width = item.span * column - 8;
    doc.font(FONT).fontSize(7.5).fillColor(MUTED);
    writeAt(doc, item.label, x, top, width);
    doc.fillColor(INK);
    writeValue(doc, item.value, x, top + 10, width);
    used += item.span;
  }
  return fields.length === 0 ? y : top + ROW_HEIGHT;
}

/** A small grey label over a list of lines, in two columns; returns the y after it. */
export function labelledList(
  doc: Pdf,
  label: string,
  lines: readonly string[],
  area: Area,
  y: number,
): number {
  doc.font(FONT).fontSize(7.5).fillColor(MUTED);
  writeAt(doc, label, area.x, y);
  doc.font(BOLD).fontSize(9.5).fillColor(INK);
  const half = area.width / 2;
  const perColumn = Math.ceil(lines.length / 2);
  lines.forEach((line, index) => {
    const x = area.x + (index < perColumn ? 0 : half);
    const row = index < perColumn ? index : index - perColumn;
    writeAt(doc, `• ${line}`, x, y + 11 + row * 13, half - 8);
  });
  return y + 11 + Math.max(perColumn, 1) * 13 + 6;
}
