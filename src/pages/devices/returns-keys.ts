/** The query keys of the QC tools and repairs sub-pages: every move and repair ticket reads them again. */
export const DEVICES_AT_QUERY = 'devices-at';
export const QC_BREAKUP_QUERY = 'qc-breakup';
export const REPAIRS_QUERY = 'device-repairs';
export const RETURNS_REFRESH = [[DEVICES_AT_QUERY], [QC_BREAKUP_QUERY], [REPAIRS_QUERY]] as const;
