import CampaignIcon from '@mui/icons-material/Campaign';
import { POSTPE_CAMPAIGNS } from '../../../contract/postpe-campaign/calls';
import { lazyView } from '../../common/lazy-view';
import type { PageEntry } from '../types';

/** /postpe-campaign (spec §2.3 Pay-later; issue 46 item 2): campaigns drafted, launched under four eyes, paused, ended. */
export const postpeCampaignPage: PageEntry = {
  name: 'postpe-campaign',
  path: '/postpe-campaign',
  title: 'postpeCampaign.title',
  access: POSTPE_CAMPAIGNS.access.list,
  // Drafting and sending for launch: the campaign managers; pausing, resuming and ending: ops.
  parts: { manage: POSTPE_CAMPAIGNS.access.create, operate: POSTPE_CAMPAIGNS.access.edit },
  icon: CampaignIcon,
  component: lazyView(() => import('./CampaignPage')),
};
