import HealthAndSafetyIcon from '@mui/icons-material/HealthAndSafety';
import FileDownloadIcon from '@mui/icons-material/FileDownload';
import EventBusyIcon from '@mui/icons-material/EventBusy';
import { INSURANCE_POLICIES } from '../../../contract/insurance/calls';
import { lazyView } from '../../common/lazy-view';
import type { PageEntry } from '../types';

/** /insurance-detail (spec §2.3 Insurance; issue 46 item 3): a consumer's policies, or one policy, with its claims. */
export const insuranceDetailPage: PageEntry = {
  name: 'insurance-detail',
  path: '/insurance-detail',
  title: 'insurance.detail_title',
  access: INSURANCE_POLICIES.access.list,
  icon: HealthAndSafetyIcon,
  component: lazyView(() => import('./InsuranceDetailPage')),
};

/** /insurance-export (spec §2.3 Insurance): the policies issued in a range of days as CSV for the insurer, audited. */
export const insuranceExportPage: PageEntry = {
  name: 'insurance-export',
  path: '/insurance-export',
  title: 'insurance.export_title',
  access: INSURANCE_POLICIES.access.export,
  icon: FileDownloadIcon,
  component: lazyView(() => import('./InsuranceExportPage')),
};

/** /insurance-bulk-cancellation (spec §2.3 Insurance): a CSV of policy ids, dry run, four eyes, cancelled by a job. */
export const insuranceCancelPage: PageEntry = {
  name: 'insurance-bulk-cancellation',
  path: '/insurance-bulk-cancellation',
  title: 'insurance.cancel_title',
  access: INSURANCE_POLICIES.access.raise,
  icon: EventBusyIcon,
  component: lazyView(() => import('./InsuranceCancelPage')),
};

export const INSURANCE_PAGES: readonly PageEntry[] = [insuranceDetailPage, insuranceExportPage, insuranceCancelPage];
