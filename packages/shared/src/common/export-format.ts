/** The file formats a list export can be downloaded in. */
export const EXPORT_FORMATS = ['xlsx', 'csv'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Response header with the number of rows the streamed export holds (the client shows progress against it). */
export const EXPORT_ROWS_HEADER = 'X-Export-Rows';
