import { Edit } from 'react-admin';
import { OfferDialog } from './OfferDialog';
import { OfferForm } from './OfferForm';

/** /postpe-offers/:id: the full-screen Update Offer modal; pessimistic, so a stale version (412) is shown, not lost. */
export default function OfferEdit() {
  return (
    <OfferDialog title="resources.postpe-offers.edit_title">
      <Edit title="resources.postpe-offers.edit_title" mutationMode="pessimistic" redirect="list" component="div">
        <OfferForm />
      </Edit>
    </OfferDialog>
  );
}
