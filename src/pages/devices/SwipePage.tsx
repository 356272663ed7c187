import { DevicesFrame } from './DevicesFrame';
import { SWIPE_SUB_PAGES } from './sub-pages';

/** /swipe: the card-swipe tools (issue 44 item 2). */
export default function SwipePage() {
  return <DevicesFrame page="swipe" kind="SWIPE" subPages={SWIPE_SUB_PAGES} />;
}
