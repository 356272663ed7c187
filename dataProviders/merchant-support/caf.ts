import { CAF_CALLS } from '../../contract/caf/calls';
import { fetchEndpointFile } from '../endpoint-client';

/** /caf-form: a merchant's customer application form (PDF). */
export const downloadCaf = (merchantId: string) => fetchEndpointFile(CAF_CALLS.cafPdf, { values: { merchantId } });
