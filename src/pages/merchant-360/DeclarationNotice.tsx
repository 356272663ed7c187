import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useGetIdentity, useNotify } from 'react-admin';
import { NOTIFIABLE, type DeclarationStatus } from '../../../contract/merchant/declaration';
import { notifyDeclaration } from '../../../dataProviders/crm/merchant-declaration';
import { newIdempotencyKey } from '../../common/idempotency-key';
import { ActionButton } from './ActionButton';
import { merchantEvent } from './events';
import { CHANGE_PART } from './index';
import { useMerchantProvider } from './provider';

/**
 * 'Ask to declare' (POST /crm/sherloc/notify-merchant): shown with CAN_UPDATE_MERCHANT_FIELDS, available only when
 * the declaration is DUE or OVER (the server checks it too), confirmed, pessimistic, 'Success' or the server's
 * message, then the merchant's reads refetched and the analytics event sent (never blocking).
 */
export function DeclarationNotice({ merchantId, status }: { merchantId: string; status: DeclarationStatus }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const provider = useMerchantProvider();
  const { identity } = useGetIdentity();
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    try {
      await notifyDeclaration(merchantId, newIdempotencyKey());
      notify('merchant360.toast_success', { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['m360', merchantId] });
      const event = { action: 'declaration_notice', merchantId, screen: 'merchant-declaration' };
      void provider.sendMerchantEvent(merchantEvent({ ...event, userId: String(identity?.id ?? '') }));
      return true;
    } catch (error) {
      notify(error instanceof Error && error.message ? error.message : 'merchant360.toast_failed', { type: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return (
    <ActionButton
      label="merchant360Kyc.declaration.notify"
      part={CHANGE_PART}
      unavailable={NOTIFIABLE.includes(status) ? null : 'merchant360Kyc.declaration.why_not_notifiable'}
      confirm="merchant360Kyc.declaration.notify_confirm"
      busy={busy}
      variant="outlined"
      onConfirm={send}
    />
  );
}
