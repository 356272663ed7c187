import { DevicesFrame } from './DevicesFrame';
import { SPEAKER_SUB_PAGES } from './sub-pages';

/** /speaker: the speaker tools (issue 44 item 2), the same views over SPEAKER devices. */
export default function SpeakerPage() {
  return <DevicesFrame page="speaker" kind="SPEAKER" subPages={SPEAKER_SUB_PAGES} />;
}
