import { Alert, Link } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useBasename, useTranslate } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { DISPUTE_MESSAGES, DISPUTE_PRODUCTS, type DisputeProduct } from '../../../contract/disputes/rules';
import { DisputesPage } from './DisputesPage';
import { useDisputesProvider } from './provider';
import { RaiseDisputeForm, type RaiseTarget } from './RaiseDisputeForm';
import { raiseDisputePage } from './index';
import { useDisputeAccess } from './useProducts';

function RaiseDispute() {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const provider = useDisputesProvider();
  const basename = useBasename();
  const { products, isPending } = useDisputeAccess(raiseDisputePage);
  const id = Number(params.get('txn'));
  const asked = params.get('product');
  const product: DisputeProduct = (DISPUTE_PRODUCTS as readonly string[]).includes(asked ?? '')
    ? (asked as DisputeProduct)
    : 'SWIPE';
  const allowed = products.includes(product);
  const txn = useQuery({
    queryKey: ['chargeback-transaction', id, product],
    enabled: allowed && Number.isInteger(id) && id > 0,
    retry: false,
    queryFn: () => provider.getChargebackTransaction({ id, sourceProduct: product }),
  });
  const categories = useQuery({
    queryKey: ['dispute-categories'],
    enabled: allowed,
    retry: false,
    queryFn: () => provider.getDisputeCategories(),
  });
  if (isPending) return null;
  if (!allowed)
    return (
      <Alert severity="error">
        {product === 'SWIPE' ? DISPUTE_MESSAGES.notAuthorizedSwipe : DISPUTE_MESSAGES.notAuthorized}
      </Alert>
    );
  if (!(id > 0))
    return (
      <Alert severity="info">
        {translate('disputes.pick_transaction')}{' '}
        <Link component={RouterLink} to={`${basename}/view/dispute`}>
          {translate('disputes.view_title')}
        </Link>
      </Alert>
    );
  if (categories.isError) return <Alert severity="error">{DISPUTE_MESSAGES.categoriesFailed}</Alert>;
  if (txn.isError) return <Alert severity="error">{txn.error.message}</Alert>;
  if (!txn.data || !categories.data) return null;
  const list = (categories.data[product] ?? '').split(',').filter(Boolean);
  return (
    <RaiseDisputeForm txn={{ ...(txn.data as unknown as RaiseTarget), sourceProduct: product }} categories={list} />
  );
}

/** /raise/dispute (Raise Dispute, spec §2.12): reached from a transaction's Raise a Dispute. */
export default function RaiseDisputePage() {
  return (
    <DisputesPage title="disputes.raise_title">
      <RaiseDispute />
    </DisputesPage>
  );
}
