import { Edit } from 'react-admin';
import { StaleRecordNotice, useStaleRecordError } from '../../src/common/StaleRecordNotice';
import { useSaveErrorStash } from '../../src/schema/save-errors';
import { OfferDialog } from './OfferDialog';
import { OfferForm } from './OfferForm';
import { useObjectToast } from '../../src/common/object-toast';
import { offerName } from './offer-name';

/** /postpe-offers/:id: the full-screen Update Offer modal; pessimistic, so a stale version (412) is shown, not lost. */
export default function OfferEdit() {
  const stale = useStaleRecordError();
  const stash = useSaveErrorStash();
  const saved = useObjectToast('postpe-offers', offerName);
  const onError = (error: unknown) => {
    stash.remember(error);
    stale.onError(error);
  };
  return (
    <OfferDialog title="resources.postpe-offers.edit_title">
      <Edit
        title="resources.postpe-offers.edit_title"
        mutationMode="pessimistic"
        redirect="list"
        component="div"
        mutationOptions={{ onSuccess: saved('updated'), onError }}
      >
        <OfferForm stash={stash} notice={<StaleRecordNotice error={stale.error} onReload={stale.reload} />} />
      </Edit>
    </OfferDialog>
  );
}
