import SyncIcon from '@mui/icons-material/Sync';
import FolderSharedIcon from '@mui/icons-material/FolderShared';
import HistoryIcon from '@mui/icons-material/History';
import { BULK_PROCESSES, SFTP_FILES, SWIPE_BACKTESTS } from '../../../contract/jobs/calls';
import { lazyView } from '../../common/lazy-view';
import type { PageEntry } from '../types';

/**
 * /bulk-process and /recon/bulk-process 'Bulk Process' (spec §2.3 Disputes and alerts; issue 45 item 2): one monitor
 * of every background job, the queue's and the uploads'.
 */
export const bulkProcessPage: PageEntry = {
  name: 'bulk-process',
  path: '/bulk-process',
  aliases: ['/recon/bulk-process'],
  title: 'jobs.bulk_title',
  access: BULK_PROCESSES.access.list,
  parts: { manage: BULK_PROCESSES.access.edit },
  icon: SyncIcon,
  component: lazyView(() => import('./BulkProcessPage')),
};

/** /sftp-panel and /recon/sftp-panel 'SFTP' (spec §2.3 Disputes and alerts; issue 45 item 2): the daily drop files. */
export const sftpPanelPage: PageEntry = {
  name: 'sftp-panel',
  path: '/sftp-panel',
  aliases: ['/recon/sftp-panel'],
  title: 'jobs.sftp_title',
  access: SFTP_FILES.access.list,
  parts: { reprocess: SFTP_FILES.access.edit },
  icon: FolderSharedIcon,
  component: lazyView(() => import('./SftpPanelPage')),
};

/** /recon/swipe-backtest (spec §2.3 Reconciliation and settlement; issue 45 item 1): the card-swipe backtest. */
export const swipeBacktestPage: PageEntry = {
  name: 'swipe-backtest',
  path: '/recon/swipe-backtest',
  title: 'jobs.backtest_title',
  access: SWIPE_BACKTESTS.access.list,
  icon: HistoryIcon,
  component: lazyView(() => import('./SwipeBacktestPage')),
};

export const JOB_PAGES: readonly PageEntry[] = [bulkProcessPage, sftpPanelPage, swipeBacktestPage];
