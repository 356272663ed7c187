import { MERCHANT_SUPPORT_UPLOADS } from '../../contract/bindings';
import type { ResourceBundle } from '../types';

/** The Merchant Support uploads as a view-less resource, so the page calls them through the data provider. */
const merchantSupportUploads: ResourceBundle = { ...MERCHANT_SUPPORT_UPLOADS, title: 'uploads.title' };
export default merchantSupportUploads;
