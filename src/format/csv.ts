/** The CSV writer the console's exports use: the one the reference backend writes with too (contract/csv.ts). */
export { csvCell, csvLines, FORMULA_START, toCsv, UTF8_BOM, type CsvColumn } from '../../contract/csv';
