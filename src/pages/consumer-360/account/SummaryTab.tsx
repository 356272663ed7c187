import { Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatDate, formatInr } from '../../../format';
import { FieldGrid, ReadPending, yesNo } from '../FieldGrid';
import { Reveal } from '../Reveal';
import { useCurrentConsumer } from '../useConsumer';
import { AccountActions } from '../actions/AccountActions';
import { CallsASections } from '../calls-a/CallsASections';

/** summary (spec §3.12): the consumer record, postPaidAccount, feature flags, user status, and the account forms. */
export default function SummaryTab() {
  const translate = useTranslate();
  const { consumerId, summary } = useCurrentConsumer();
  const c = summary.data;
  if (!c) return <ReadPending query={summary} />;
  const a = c.postPaidAccount;
  const f = 'consumer360.field.';
  const yn = (v: boolean) => translate(yesNo(v));
  return (
    <Stack spacing={1}>
      <AccountActions summary={c} />
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
        <FieldGrid
          title="consumer360.sections.record"
          rows={[
            { label: `${f}consumerId`, value: c.consumerId },
            {
              label: `${f}mobileNumber`,
              value: (
                <Reveal consumerId={consumerId} field="mobile" masked={c.mobileNumber} label={`${f}mobileNumber`} />
              ),
            },
            { label: `${f}verifiedName`, value: c.verifiedName },
            { label: `${f}email`, value: c.email },
            { label: `${f}createdAt`, value: formatDate(c.createdAt, 'seconds') },
            { label: `${f}activatedAt`, value: formatDate(c.activatedAt, 'seconds') },
            { label: `${f}kycLevel`, value: c.kycLevel },
            { label: `${f}accountType`, value: c.accountType },
            { label: `${f}cardActivated`, value: yn(c.cardActivated) },
            { label: `${f}accountStatus`, value: c.accountStatus },
            { label: `${f}nbfcName`, value: c.nbfcName },
            { label: `${f}cashbackTier`, value: c.cashbackTier },
            { label: `${f}referredBy`, value: c.referredBy },
            { label: `${f}platform`, value: c.platform },
            { label: `${f}appVersion`, value: c.appVersion },
            { label: `${f}kycFailureReason`, value: c.kycFailureReason },
            { label: `${f}closedDate`, value: formatDate(c.closedDate, 'seconds') },
            { label: `${f}dpdDays`, value: c.dpdDays },
            { label: `${f}highestDpdDays`, value: c.highestDpdDays },
            { label: `${f}impsCharge`, value: formatInr(c.impsCharge) },
            { label: `${f}isWriteOff`, value: yn(c.isWriteOff) },
            { label: `${f}writeOffAmount`, value: c.writeOffAmount === null ? null : formatInr(c.writeOffAmount) },
            { label: `${f}writeOffDate`, value: formatDate(c.writeOffDate, 'seconds') },
            { label: `${f}blockedReason`, value: c.permanentBlockedUser.reason },
            { label: `${f}blockedRemark`, value: c.permanentBlockedUser.remark },
            { label: `${f}dsaEligible`, value: yn(c.dsaCreditCard.eligible) },
            { label: `${f}dsaLead`, value: yn(c.dsaCreditCard.leadGenerated) },
            { label: `${f}dsaPartner`, value: c.dsaCreditCard.partner },
            { label: `${f}ccbpSpecialOffer`, value: yn(c.ccbpSpecialOffer) },
            { label: `${f}dueDate`, value: formatDate(c.dueDate, 'seconds') },
          ]}
        />
        <Stack spacing={1} sx={{ flex: '1 1 260px' }}>
          <FieldGrid
            title="consumer360.sections.account"
            rows={[
              { label: `${f}agreement`, value: yn(a.agreement) },
              { label: `${f}accountLimit`, value: formatInr(a.accountLimit) },
              { label: `${f}usedLimit`, value: formatInr(a.usedLimit) },
              { label: `${f}availableLimit`, value: formatInr(a.availableLimit) },
              { label: `${f}repaymentAmount`, value: formatInr(a.repaymentAmount) },
              { label: `${f}receivedAmount`, value: formatInr(a.receivedAmount) },
              { label: `${f}penalty`, value: formatInr(a.penalty) },
              { label: `${f}duePenalty`, value: formatInr(a.duePenalty) },
              { label: `${f}dueNowAmount`, value: formatInr(a.dueNowAmount) },
              { label: `${f}totalDueAmount`, value: formatInr(a.totalDueAmount) },
              { label: `${f}spent`, value: formatInr(a.usedBreakup.spent) },
            ]}
          />
          <FieldGrid
            title="consumer360.sections.flags"
            rows={Object.entries(c.featureFlags).map(([key, on]) => ({ label: key, value: yn(on) }))}
          />
          <FieldGrid
            title="consumer360.sections.user_status"
            rows={[
              { label: `${f}userStatus`, value: c.userStatus.status },
              { label: `${f}deletedAt`, value: c.userStatus.deleted_at },
              { label: `${f}deletionError`, value: c.userStatus.deletion_error_reason },
            ]}
          />
        </Stack>
      </Stack>
      <CallsASections summary={c} />
    </Stack>
  );
}
