/** Heights of the report's table, in points. */
export const ROW_HEIGHT = 15;
export const HEADER_ROW_HEIGHT = ROW_HEIGHT + 2;
/** The President's signature line and name, with the space above it. */
export const PRESIDENT_BLOCK = 70;

export type ReportPage = {
  /** Where the table's header row goes; null on a page holding only the signature block. */
  tableTop: number | null;
  /** Rows [from, to) of the list on this page. */
  from: number;
  to: number;
  /** Where the "no rows" note goes (an empty report), below the header row. */
  emptyNoteY: number | null;
  /** The signature line's y, on the last page only. */
  presidentY: number | null;
};

type Frame = {
  rows: number;
  /** Where the table starts on the first page, under the title and filters. */
  firstTop: number;
  /** Where it starts on later pages. */
  top: number;
  /** The lowest y the content may reach (the footer lies below). */
  bottom: number;
  withPresident: boolean;
};

/**
 * Every page of the report decided before anything is drawn. Rows have one fixed height, so
 * this is arithmetic; knowing the page count up front lets each page be written with its
 * "Página N de M" footer and flushed at once, instead of keeping every page until the end.
 */
export function planReportPages(frame: Frame): ReportPage[] {
  const fitting = (tableTop: number) =>
    Math.max(1, Math.floor((frame.bottom - tableTop - HEADER_ROW_HEIGHT) / ROW_HEIGHT));
  const pages: ReportPage[] = [];
  let from = 0;
  let tableTop = frame.firstTop;
  do {
    const to = Math.min(frame.rows, from + fitting(tableTop));
    pages.push({ tableTop, from, to, emptyNoteY: null, presidentY: null });
    from = to;
    tableTop = frame.top;
  } while (from < frame.rows);

  const last = pages[pages.length - 1] as ReportPage;
  const lastTop = last.tableTop ?? frame.top;
  let end = lastTop + HEADER_ROW_HEIGHT + (last.to - last.from) * ROW_HEIGHT;
  if (frame.rows === 0) {
    last.emptyNoteY = end;
    end += ROW_HEIGHT;
  }
  if (frame.withPresident) {
    if (end + PRESIDENT_BLOCK <= frame.bottom) last.presidentY = end + PRESIDENT_BLOCK / 2;
    else {
      const to = frame.rows;
      pages.push({ tableTop: null, from: to, to, emptyNoteY: null, presidentY: frame.top + 36 });
    }
  }
  return pages;
}
