import SellIcon from '@mui/icons-material/Sell';
import VolumeUpIcon from '@mui/icons-material/VolumeUp';
import MoneyOffIcon from '@mui/icons-material/MoneyOff';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import {
  SPEAKER_AUDIO_TESTS,
  SPEAKER_INVOICES,
  SPEAKER_PRICES,
  SPEAKER_RENT_WAIVERS,
} from '../../../contract/speaker/calls';
import { speakerFrame } from '../devices';
import type { PageEntry } from '../types';

/**
 * /speaker's pricing, audio test, rental waive-off and invoice download (spec §2.3 /speaker sub-pages; issue 44 item 3,
 * part), each its own route, which opens the /speaker frame on its tab (src/pages/devices/sub-pages.ts), with the
 * frame's strings and those of the other tools its chunk reaches.
 */
const speakerTool = (entry: Pick<PageEntry, 'name' | 'path' | 'title' | 'access' | 'icon' | 'parts'>): PageEntry => ({
  ...entry,
  component: speakerFrame,
  frame: 'speaker',
  messages: ['devices', 'swipeCommercial'],
});

export const speakerPricingPage = speakerTool({
  name: 'speaker-pricing',
  path: '/speaker/pricing',
  title: 'speaker.pricing_title',
  access: SPEAKER_PRICES.access.list,
  // Adding a version: its managers only (the page's `speaker-pricing.add`).
  parts: { add: SPEAKER_PRICES.access.create },
  icon: SellIcon,
});

export const speakerAudioTestPage = speakerTool({
  name: 'speaker-audio-test',
  path: '/speaker/audio-test',
  title: 'speaker.audio_title',
  access: SPEAKER_AUDIO_TESTS.access.list,
  icon: VolumeUpIcon,
});

export const speakerWaiveOffPage = speakerTool({
  name: 'speaker-waive-off',
  path: '/speaker/waive-off',
  title: 'speaker.waiver_title',
  access: SPEAKER_RENT_WAIVERS.access.list,
  icon: MoneyOffIcon,
});

export const speakerInvoicesPage = speakerTool({
  name: 'speaker-invoices',
  path: '/speaker/invoices',
  title: 'speaker.invoices_title',
  access: SPEAKER_INVOICES.access.list,
  icon: ReceiptLongIcon,
});

export const SPEAKER_TOOL_PAGES: readonly PageEntry[] = [
  speakerPricingPage,
  speakerAudioTestPage,
  speakerWaiveOffPage,
  speakerInvoicesPage,
];
