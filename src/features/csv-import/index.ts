export { CsvImport, type CsvImportProps, type CsvImportState } from './csv-import.tsx';
export { default as csvImportCss } from './csv-import.css?inline';
