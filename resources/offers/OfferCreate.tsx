import { Create } from 'react-admin';
import { OfferDialog } from './OfferDialog';
import { OfferForm } from './OfferForm';

/** /postpe-offers/create: the full-screen Add Offer modal with live preview. */
export default function OfferCreate() {
  return (
    <OfferDialog title="resources.postpe-offers.create_title">
      <Create title="resources.postpe-offers.create_title" redirect="list" component="div">
        <OfferForm />
      </Create>
    </OfferDialog>
  );
}
