import { useState } from 'react';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  Grid,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import { useCanAccess, useGetIdentity, useGetList, useTranslate } from 'react-admin';
import { ClosableDialogTitle } from '../../../../common/ClosableDialogTitle';
import { AmountField } from '../../../../common/RequiredField';
import { useChangeMutation } from '../../../../common/useChangeMutation';
import { formatDateTime, formatInr } from '../../../../format';
import { qrAmountOf, qrAmountProblem, qrSummary, QR_AMOUNT_LIMITS } from '../../card-swipe';
import { Field } from '../../Field';
import { SWIPE_QR_PART } from '../../index';
import { useMerchantProvider } from '../../provider';
import { useMerchant } from '../../useMerchant';
import { RemarksDialog } from '../../../../common/RemarksDialog';

const T = 'bharatSwipe.qr';
type Kind = 'STATIC' | 'DYNAMIC';

export interface GeneratedQr {
  qrId: string;
  merchantId: string;
  storeId: string;
  kind: Kind;
  amount: number | null;
  payload: string;
  image: string;
  createdAt: number;
  expiresAt: number | null;
  created: boolean;
}

/** The QR the backend answered: its image, its payload string, and until when it can be paid. */
function QrResult({ qr, onClose }: { qr: GeneratedQr; onClose(): void }) {
  const translate = useTranslate();
  return (
    <Dialog open onClose={onClose} aria-labelledby="swipe-qr-title" maxWidth="sm" fullWidth>
      <ClosableDialogTitle id="swipe-qr-title" onClose={onClose}>
        {translate(`${T}.result_title`, { qrId: qr.qrId })}
      </ClosableDialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>
          <img
            src={qr.image}
            width={200}
            height={200}
            alt={translate(`${T}.image_alt`, { qrId: qr.qrId, storeId: qr.storeId })}
          />
        </Box>
        <Grid container spacing={2}>
          <Field label={`${T}.store`} value={qr.storeId} />
          {qr.amount !== null && <Field label={`${T}.amount`} value={formatInr(qr.amount)} />}
          {qr.expiresAt !== null && <Field label={`${T}.expires`} value={formatDateTime(qr.expiresAt)} />}
        </Grid>
        <Typography variant="caption" component="p" sx={{ mt: 2 }}>
          {translate(`${T}.payload`)}
        </Typography>
        <Typography variant="body2" sx={{ wordBreak: 'break-all', fontFamily: 'monospace' }}>
          {qr.payload}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('bharatSwipe.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Generate static QR / Generate dynamic QR (spec §7.4 POST bharat-swipe/crm/qr/static, qr/dynamic): shown with
 * CAN_GENERATE_SWIPE_QR; the dialog asks for the store (and the amount, ₹1 to ₹1,00,000), restates what is made, sends
 * once with an Idempotency-Key, and shows the QR the backend answered.
 */
export function QrActions({ merchantId }: { merchantId: string }) {
  const translate = useTranslate();
  const provider = useMerchantProvider();
  const { identity } = useGetIdentity();
  const { canAccess } = useCanAccess({ resource: SWIPE_QR_PART, action: 'access' });
  const merchant = useMerchant(merchantId);
  const stores = useGetList('m360-stores', { filter: { merchantId }, pagination: { page: 1, perPage: 100 } });
  const [kind, setKind] = useState<Kind | null>(null);
  const [storeId, setStoreId] = useState('');
  const [amount, setAmount] = useState('');
  const [result, setResult] = useState<GeneratedQr | null>(null);
  const active = (stores.data ?? []).filter((s) => s.status === 'ACTIVE');
  const store = active.find((s) => String(s.storeId) === storeId);
  const value = qrAmountOf(amount);
  const generate = useChangeMutation({
    call: (_: void, key) =>
      provider.merchantAct<GeneratedQr>(
        kind === 'DYNAMIC' ? 'dynamicQr' : 'staticQr',
        { merchantId },
        kind === 'DYNAMIC' ? { merchantId, storeId, amount: value } : { merchantId, storeId },
        key,
      ),
    success: (qr) =>
      qr.kind === 'DYNAMIC'
        ? translate(`${T}.done_dynamic`, {
            qrId: qr.qrId,
            amount: formatInr(qr.amount),
            expiresAt: formatDateTime(qr.expiresAt),
          })
        : translate(qr.created ? `${T}.done_static` : `${T}.done_existing`, { qrId: qr.qrId, storeId: qr.storeId }),
    failure: null,
    refresh: [],
    done: () => setKind(null),
  });
  if (!canAccess) return null;
  const open = (k: Kind) => {
    setKind(k);
    setStoreId(active.length === 1 ? String(active[0]!.storeId) : '');
    setAmount('');
  };
  const dynamic = kind === 'DYNAMIC';
  const m = merchant.data;
  return (
    <>
      <Button size="small" variant="outlined" onClick={() => open('STATIC')}>
        {translate(`${T}.static`)}
      </Button>
      <Button size="small" variant="outlined" onClick={() => open('DYNAMIC')}>
        {translate(`${T}.dynamic`)}
      </Button>
      <RemarksDialog
        open={kind !== null}
        title={dynamic ? `${T}.title_dynamic` : `${T}.title_static`}
        confirmLabel={dynamic ? `${T}.dynamic` : `${T}.static`}
        remarks={false}
        busy={generate.isPending}
        complete={store !== undefined && (!dynamic || value !== null)}
        summary={qrSummary(
          {
            kind: kind ?? 'STATIC',
            merchantId,
            merchantName: m?.name ?? '',
            storeId: storeId || '—',
            storeName: store ? String(store.name) : '—',
            amount: value,
          },
          String(identity?.fullName ?? identity?.id ?? ''),
          translate,
        )}
        onCancel={() => setKind(null)}
        onConfirm={() => generate.mutate(undefined, { onSuccess: setResult })}
      >
        <TextField
          select
          fullWidth
          margin="dense"
          label={translate(`${T}.store_label`)}
          value={storeId}
          onChange={(e) => setStoreId(e.target.value)}
          error={stores.isError}
          helperText={
            stores.isError
              ? translate(`${T}.stores_failed`)
              : active.length === 0 && !stores.isPending
                ? translate(`${T}.no_store`)
                : undefined
          }
        >
          {active.map((s) => (
            <MenuItem key={String(s.storeId)} value={String(s.storeId)}>
              {`${String(s.name)} (${String(s.storeId)})`}
            </MenuItem>
          ))}
        </TextField>
        {dynamic && (
          <AmountField
            fullWidth
            margin="dense"
            label={`${T}.amount_label`}
            value={amount}
            limits={QR_AMOUNT_LIMITS}
            problem={qrAmountProblem(amount) ? translate(qrAmountProblem(amount)!) : null}
            onChange={(e) => setAmount(e.target.value)}
          />
        )}
      </RemarksDialog>
      {result && <QrResult qr={result} onClose={() => setResult(null)} />}
    </>
  );
}
