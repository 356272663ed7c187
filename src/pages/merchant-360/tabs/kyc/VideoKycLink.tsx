import { useState } from 'react';
import { Button, Tooltip } from '@mui/material';
import { useCanAccess, useGetIdentity, useTranslate } from 'react-admin';
import { sendVideoKycLink } from '../../../../../dataProviders/merchant-support/consumer-calls';
import { RemarksDialog } from '../../../../common/RemarksDialog';
import { useChangeMutation } from '../../../../common/useChangeMutation';
import { formatDateTime } from '../../../../format';
import { VIDEO_KYC_PART } from '../../index';
import type { MerchantProfile } from '../../types';
import { videoKycSummary, videoKycUnavailable } from '../../video-kyc';

/**
 * Send video KYC link (spec §7.4 POST /digitap/video/create-link; issue 43 item 7): shown with CAN_SEND_VIDEO_KYC_LINK,
 * unavailable (with why) once KYC is verified or without a mobile; the confirmation restates to whom (the masked
 * mobile) and what; sent once with an Idempotency-Key; a second send within the cooldown is refused by the server
 * with its message.
 */
export function VideoKycLink({ merchant }: { merchant: MerchantProfile }) {
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  const { canAccess } = useCanAccess({ resource: VIDEO_KYC_PART, action: 'access' });
  const [open, setOpen] = useState(false);
  const send = useChangeMutation({
    call: (_: void, idempotencyKey) => sendVideoKycLink(merchant.merchantId, idempotencyKey),
    success: ({ link }) =>
      translate('consumerCalls.video_kyc.done', {
        mobile: link.mobile,
        merchantId: link.merchantId,
        expiresAt: formatDateTime(link.expiresAt),
      }),
    failure: null,
    refresh: [['m360', merchant.merchantId]],
    done: () => setOpen(false),
  });
  if (!canAccess) return null;
  const why = videoKycUnavailable(merchant);
  return (
    <>
      <Tooltip title={why ? translate(why) : ''}>
        <span>
          <Button size="small" variant="outlined" disabled={why !== null} onClick={() => setOpen(true)}>
            {translate('consumerCalls.video_kyc.send')}
          </Button>
        </span>
      </Tooltip>
      <RemarksDialog
        open={open}
        title="consumerCalls.video_kyc.title"
        confirmLabel="consumerCalls.video_kyc.send"
        remarks={false}
        busy={send.isPending}
        summary={videoKycSummary(merchant, String(identity?.fullName ?? identity?.id ?? ''), translate)}
        onCancel={() => setOpen(false)}
        onConfirm={() => send.mutate()}
      />
    </>
  );
}
