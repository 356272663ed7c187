import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import { lazyView } from '../../common/lazy-view';
import { TXN_RECON_ACCESS } from '../../../contract/recon/calls';
import type { PageEntry } from '../types';

/** /recon/upload-file (spec §2.3 Reconciliation and settlement; issue 45 item 1): settlement files and their runs. */
export const reconUploadFilePage: PageEntry = {
  name: 'recon-upload-file',
  path: '/recon/upload-file',
  title: 'txnRecon.upload_title',
  access: TXN_RECON_ACCESS.list,
  parts: { upload: TXN_RECON_ACCESS.create, review: TXN_RECON_ACCESS.edit },
  icon: CompareArrowsIcon,
  component: lazyView(() => import('./UploadFilePage')),
};

/** /recon/on-spot (spec §2.3 Reconciliation and settlement; issue 45 item 1): one RRN/UTR across every source. */
export const reconOnSpotPage: PageEntry = {
  name: 'recon-on-spot',
  path: '/recon/on-spot',
  title: 'txnRecon.on_spot_title',
  access: TXN_RECON_ACCESS.list,
  icon: CompareArrowsIcon,
  component: lazyView(() => import('./OnSpotPage')),
};

export const TXN_RECON_PAGES: readonly PageEntry[] = [reconUploadFilePage, reconOnSpotPage];
