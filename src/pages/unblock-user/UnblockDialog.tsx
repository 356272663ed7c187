import { useState } from 'react';
import { MenuItem, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import { RISK_REVIEW_REASON, UNBLOCK_REASONS } from '../../../contract/login-blocks/calls';
import { unblockLogin } from '../../../dataProviders/crm/login-blocks';
import { RemarksDialog } from '../../common/RemarksDialog';
import { useChangeMutation } from '../../common/useChangeMutation';
import { formatDateTime } from '../../format';
import { LOGIN_BLOCKS } from '../../../contract/bindings';

export interface LoginBlock {
  id: number;
  subjectKind: 'MERCHANT' | 'CONSUMER';
  subjectId: string;
  subjectName: string;
  loginMobile: string;
  cause: 'WRONG_PIN' | 'OTP_LOCK' | 'RISK_BLOCK';
  detail: string;
  blockedBy: string;
  blockedAt: number;
}

const T = 'pages.unblock_user';

/** Pure: the reasons a block may be lifted for (a risk block only after a risk review, as the server rules). */
export const reasonsFor = (block: Pick<LoginBlock, 'cause'>): readonly string[] =>
  block.cause === 'RISK_BLOCK' ? [RISK_REVIEW_REASON] : UNBLOCK_REASONS;

/**
 * Lift one block: what was blocked, by whom and when restated first, then a reason from the list and a required
 * remark; sent once with an Idempotency-Key, pessimistic, the list refreshed after.
 */
export function UnblockDialog({ block, onClose }: { block: LoginBlock | null; onClose(): void }) {
  const translate = useTranslate();
  const [reason, setReason] = useState('');
  const close = () => {
    setReason('');
    onClose();
  };
  const lift = useChangeMutation({
    call: ({ b, remark }: { b: LoginBlock; remark: string }, idempotencyKey) =>
      unblockLogin({
        id: b.id,
        body: { reason: reason as (typeof UNBLOCK_REASONS)[number], remark: remark.trim() },
        idempotencyKey,
      }),
    success: () => translate(`${T}.done`, { name: block?.subjectName ?? '' }),
    failure: null,
    refresh: [[LOGIN_BLOCKS.name]],
    done: close,
  });
  const who = block ? `${translate(`${T}.kind.${block.subjectKind}`)} ${block.subjectName} (${block.subjectId})` : '';
  return (
    <RemarksDialog
      open={block !== null}
      title={`${T}.confirm_title`}
      confirmLabel={`${T}.unblock`}
      busy={lift.isPending}
      complete={reason !== ''}
      summary={
        block
          ? {
              subject: who,
              facts: [
                [translate(`${T}.login`), block.loginMobile],
                [translate(`${T}.cause`), `${translate(`${T}.causes.${block.cause}`)}: ${block.detail}`],
                [translate(`${T}.blocked_by`), block.blockedBy],
                [translate(`${T}.blocked_at`), formatDateTime(block.blockedAt)],
              ],
              changes: [
                {
                  label: translate(`${T}.status`),
                  before: translate(`${T}.state.BLOCKED`),
                  after: translate(`${T}.state.UNBLOCKED`),
                },
              ],
              next: translate(`${T}.next`),
            }
          : undefined
      }
      onCancel={close}
      onConfirm={(remark) => block && lift.mutate({ b: block, remark })}
    >
      {block && (
        <TextField
          select
          required
          fullWidth
          label={translate(`${T}.reason`)}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          helperText={block.cause === 'RISK_BLOCK' ? translate(`${T}.risk_rule`) : ' '}
        >
          {reasonsFor(block).map((r) => (
            <MenuItem key={r} value={r}>
              {r}
            </MenuItem>
          ))}
        </TextField>
      )}
    </RemarksDialog>
  );
}
