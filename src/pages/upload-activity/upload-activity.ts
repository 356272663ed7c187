import type { JobFilters } from '../../../dataProviders/crm/jobs';

/** What an upload ends as (the monitor's list reads an upload's status as one of these states). */
export const UPLOAD_OUTCOMES = ['QUEUED', 'SUCCEEDED', 'FAILED'] as const;

/** Pure: the monitor's filters for the upload activity: the page's own, the source fixed to the uploads. */
export const uploadActivityFilters = (filters: JobFilters): JobFilters => ({ ...filters, source: 'UPLOAD' });
