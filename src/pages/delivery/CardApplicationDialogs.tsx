import { useState } from 'react';
import { MenuItem, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CARD_TYPES, DELIVERY_RULES, isPincode, type CardType } from '../../../contract/delivery/rules';
import {
  applyForCard,
  decideCardApplication,
  orderCard,
  type CardApplication,
} from '../../../dataProviders/delivery/delivery';
import { RemarksDialog } from '../../common/RemarksDialog';
import { useChangeMutation } from '../../common/useChangeMutation';
import { decisionSummary } from './summaries';
import { DELIVERIES_KEY } from './MoveDeliveryDialog';

const M = 'delivery.merchant_card';
export const APPLICATIONS_KEY = ['merchant-card-applications'] as const;
export const ORDERS_KEY = ['merchant-card-orders'] as const;

/** A new application: merchant, card type, a credit limit for a credit card only, remarks. */
export function ApplyDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const translate = useTranslate();
  const [merchantId, setMerchantId] = useState('');
  const [cardType, setCardType] = useState<CardType>('PREPAID');
  const [limit, setLimit] = useState('');
  const credit = cardType === 'CREDIT';
  const limitValue = Number(limit);
  const limitOk = !credit || (limit !== '' && limitValue > 0 && limitValue <= DELIVERY_RULES.creditLimitMax);
  const apply = useChangeMutation({
    call: (remarks: string, key) =>
      applyForCard({ merchantId: merchantId.trim(), cardType, creditLimit: credit ? limitValue : null, remarks }, key),
    success: (a) => translate(`${M}.applied`, { reference: a.reference }),
    failure: null,
    refresh: [APPLICATIONS_KEY],
    done: onClose,
  });
  return (
    <RemarksDialog
      open={open}
      title={`${M}.apply_title`}
      confirmLabel={`${M}.apply`}
      busy={apply.isPending}
      complete={/^\d{1,10}$/.test(merchantId.trim()) && limitOk}
      summary={{
        subject: translate(`${M}.type.${cardType}`),
        facts: [[translate(`${M}.field.merchant`), merchantId.trim() || '—']],
        next: translate(`${M}.apply_next`),
      }}
      onCancel={onClose}
      onConfirm={(remarks) => apply.mutate(remarks.trim())}
    >
      <Stack spacing={2}>
        <TextField
          required
          label={translate(`${M}.field.merchant`)}
          value={merchantId}
          onChange={(e) => setMerchantId(e.target.value)}
        />
        <TextField
          select
          required
          label={translate(`${M}.field.card_type`)}
          value={cardType}
          onChange={(e) => setCardType(e.target.value as CardType)}
        >
          {CARD_TYPES.map((c) => (
            <MenuItem key={c} value={c}>
              {translate(`${M}.type.${c}`)}
            </MenuItem>
          ))}
        </TextField>
        {credit && (
          <TextField
            required
            type="number"
            label={translate(`${M}.field.credit_limit`)}
            value={limit}
            onChange={(e) => setLimit(e.target.value)}
            slotProps={{ htmlInput: { min: 1, max: DELIVERY_RULES.creditLimitMax, step: 1 } }}
          />
        )}
      </Stack>
    </RemarksDialog>
  );
}

/** Approve or reject an application (a checker who did not raise it; the server refuses the raiser). */
export function DecideDialog({
  application,
  approve,
  onClose,
}: {
  application: CardApplication | null;
  approve: boolean;
  onClose(): void;
}) {
  const translate = useTranslate();
  const decide = useChangeMutation({
    call: ({ a, remarks }: { a: CardApplication; remarks: string }, key) =>
      decideCardApplication(a.id, { approve, remarks }, key),
    success: (a) => translate(`${M}.${a.status === 'APPROVED' ? 'approved' : 'rejected'}`, { reference: a.reference }),
    failure: null,
    refresh: [APPLICATIONS_KEY],
    done: onClose,
  });
  return (
    <RemarksDialog
      open={application !== null}
      title={`${M}.${approve ? 'approve' : 'reject'}_title`}
      titleArgs={{ reference: application?.reference ?? '' }}
      confirmLabel={approve ? 'ra.action.confirm' : 'ra.action.confirm'}
      busy={decide.isPending}
      summary={application ? decisionSummary(translate, application, approve) : undefined}
      onCancel={onClose}
      onConfirm={(remarks) => application && decide.mutate({ a: application, remarks: remarks.trim() })}
    />
  );
}

/** Order an approved application's card: where to deliver it; the server picks the fastest active courier. */
export function OrderDialog({ application, onClose }: { application: CardApplication | null; onClose(): void }) {
  const translate = useTranslate();
  const [pincode, setPincode] = useState('');
  const [address, setAddress] = useState('');
  const order = useChangeMutation({
    call: (a: CardApplication, key) =>
      orderCard({ applicationId: a.id, pincode: pincode.trim(), address: address.trim() }, key),
    success: (o) =>
      translate(`${M}.ordered`, { reference: o.reference, delivery: o.deliveryReference, courier: o.partnerCode }),
    failure: null,
    refresh: [APPLICATIONS_KEY, ORDERS_KEY, DELIVERIES_KEY],
    done: onClose,
  });
  return (
    <RemarksDialog
      open={application !== null}
      title={`${M}.order_title`}
      titleArgs={{ reference: application?.reference ?? '' }}
      confirmLabel={`${M}.orders`}
      remarks={false}
      busy={order.isPending}
      complete={isPincode(pincode.trim()) && address.trim().length > 0}
      summary={
        application
          ? {
              subject: application.reference,
              facts: [
                [translate(`${M}.field.merchant`), application.merchantId],
                [translate(`${M}.field.card_type`), translate(`${M}.type.${application.cardType}`)],
              ],
              next: translate(`${M}.order_next`),
            }
          : undefined
      }
      onCancel={onClose}
      onConfirm={() => application && order.mutate(application)}
    >
      <Stack spacing={2}>
        <TextField
          required
          label={translate(`${M}.field.pincode`)}
          value={pincode}
          onChange={(e) => setPincode(e.target.value)}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
        />
        <TextField
          required
          label={translate(`${M}.field.address`)}
          value={address}
          onChange={(e) => setAddress(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 300 } }}
        />
      </Stack>
    </RemarksDialog>
  );
}
