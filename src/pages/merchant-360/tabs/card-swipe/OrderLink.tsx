import { useState } from 'react';
import { Button, Tooltip } from '@mui/material';
import { useCanAccess, useGetIdentity, useTranslate } from 'react-admin';
import { RemarksDialog } from '../../../../common/RemarksDialog';
import { useChangeMutation } from '../../../../common/useChangeMutation';
import { formatDateTime } from '../../../../format';
import { orderLinkSummary } from '../../card-swipe';
import { ORDER_LINK_PART } from '../../index';
import { useMerchantProvider } from '../../provider';
import { useMerchant } from '../../useMerchant';

const T = 'bharatSwipe.link';

interface SentLink {
  linkId: string;
  merchantId: string;
  mobile: string;
  url: string;
  sentAt: number;
  expiresAt: number;
}

/**
 * Send order link (spec §7.4 POST bharat-swipe/crm/send/orderLink/notification): shown with CAN_SEND_SWIPE_ORDER_LINK,
 * unavailable without a mobile; the confirmation restates to whom (the masked mobile); sent once with an
 * Idempotency-Key; a second send within the cooldown is refused by the server with its message.
 */
export function OrderLink({ merchantId }: { merchantId: string }) {
  const translate = useTranslate();
  const provider = useMerchantProvider();
  const { identity } = useGetIdentity();
  const { canAccess } = useCanAccess({ resource: ORDER_LINK_PART, action: 'access' });
  const merchant = useMerchant(merchantId);
  const [open, setOpen] = useState(false);
  const send = useChangeMutation({
    call: (_: void, key) => provider.merchantAct<SentLink>('orderLink', { merchantId }, { merchantId }, key),
    success: (link) =>
      translate(`${T}.done`, {
        mobile: link.mobile,
        merchantId: link.merchantId,
        expiresAt: formatDateTime(link.expiresAt),
      }),
    failure: null,
    refresh: [],
    done: () => setOpen(false),
  });
  const m = merchant.data;
  if (!canAccess || !m) return null;
  const why = m.mobile ? null : `${T}.why_no_mobile`;
  return (
    <>
      <Tooltip title={why ? translate(why) : ''}>
        <span>
          <Button size="small" variant="outlined" disabled={why !== null} onClick={() => setOpen(true)}>
            {translate(`${T}.send`)}
          </Button>
        </span>
      </Tooltip>
      <RemarksDialog
        open={open}
        title={`${T}.title`}
        confirmLabel={`${T}.send`}
        remarks={false}
        busy={send.isPending}
        summary={orderLinkSummary(m, String(identity?.fullName ?? identity?.id ?? ''), translate)}
        onCancel={() => setOpen(false)}
        onConfirm={() => send.mutate()}
      />
    </>
  );
}
