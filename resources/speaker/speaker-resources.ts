import { SPEAKER_RENT_WAIVERS } from '../../contract/speaker/calls';
import type { ResourceBundle } from '../types';

/** Speaker rent waive-off requests, read by /speaker/waive-off through the data provider (CRM API, Spring pages). */
export const speakerRentWaiversResource: ResourceBundle = {
  ...SPEAKER_RENT_WAIVERS,
  title: 'speaker.waiver_title',
};
