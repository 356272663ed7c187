import { Create, useNotify } from 'react-admin';
import { useSaveErrorStash } from '../../src/schema/save-errors';
import { OfferDialog } from './OfferDialog';
import { OfferForm } from './OfferForm';
import { useObjectToast } from '../../src/common/object-toast';
import { offerName } from './offer-name';

/** /postpe-offers/create: the full-screen Add Offer modal with live preview; a server 400 shows under the inputs. */
export default function OfferCreate() {
  const notify = useNotify();
  const stash = useSaveErrorStash();
  const saved = useObjectToast('postpe-offers', offerName);
  const onError = (error: unknown) => {
    stash.remember(error);
    notify(error instanceof Error ? error.message : String(error), { type: 'error' });
  };
  return (
    <OfferDialog title="resources.postpe-offers.create_title">
      <Create
        title="resources.postpe-offers.create_title"
        redirect="list"
        component="div"
        mutationOptions={{ onSuccess: saved('created'), onError }}
      >
        <OfferForm stash={stash} />
      </Create>
    </OfferDialog>
  );
}
