import ExcelJS from 'exceljs';

/** The first sheet of an .xlsx file as rows of cell texts, the header row first. */
export async function readSheet(file: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the workbook has no sheet');
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    rows.push(values.map((value) => (value === null || value === undefined ? '' : String(value))));
  });
  return rows;
}
