import { useState } from 'react';
import { MenuItem, Stack, TextField } from '@mui/material';
import { DataTable, useTranslate } from 'react-admin';
import { SMS_SERVICES, type SmsService } from '../../../../contract/merchant/sms';
import { EntityListTab, useEntity360 } from '../../../common/entity-360';
import { ActionButton } from '../ActionButton';
import { Section } from '../Field';
import { status, text, time } from '../cells';
import { CHANGE_PART } from '../index';
import { useMerchantRead } from '../useMerchant';
import { useMerchantAction } from '../useMerchantAction';
import { useTooLong } from '../../../common/RequiredField';
import { menuOptions } from '../../../common/menu-options';
import { SupportLanguage } from './SupportLanguage';

/** The notification message's limit (the server's): longer is refused with its message, never cut. */
const MESSAGE_MAX = 150;

function SendSms({ merchantId }: { merchantId: string }) {
  const translate = useTranslate();
  const { run, busy } = useMerchantAction(merchantId, 'support');
  const [service, setService] = useState<SmsService>('merchant-onboarding');
  const [templateId, setTemplateId] = useState('');
  const templates = useMerchantRead<{ templateId: string; name: string; body: string }[]>(merchantId, 'smsTemplates', {
    serviceName: service,
  });
  return (
    <ActionButton
      label="merchant360.send_sms"
      part={CHANGE_PART}
      confirm="merchant360.send_sms_confirm"
      canSubmit={Boolean(templateId)}
      busy={busy}
      form={
        <Stack spacing={2}>
          <TextField
            select
            size="small"
            label={translate('merchant360.f.service')}
            value={service}
            onChange={(e) => {
              setService(e.target.value as SmsService);
              setTemplateId('');
            }}
          >
            {menuOptions(SMS_SERVICES)}
          </TextField>
          <TextField
            select
            size="small"
            label={translate('merchant360.f.template')}
            value={templateId}
            onChange={(e) => setTemplateId(e.target.value)}
            helperText={templates.data?.find((t) => t.templateId === templateId)?.body ?? ' '}
          >
            {(templates.data ?? []).map((t) => (
              <MenuItem key={t.templateId} value={t.templateId}>
                {t.name}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      }
      onConfirm={async () => (await run('sendTemplate', { merchantId, templateId }, { service })).ok}
    />
  );
}

function NotifyMerchant({ merchantId }: { merchantId: string }) {
  const translate = useTranslate();
  const { run, busy } = useMerchantAction(merchantId, 'support');
  const [message, setMessage] = useState('');
  const tooLong = useTooLong(message, MESSAGE_MAX);
  return (
    <ActionButton
      label="merchant360.notify"
      part={CHANGE_PART}
      confirm="merchant360.notify_confirm"
      canSubmit={message.trim().length >= 3 && !tooLong.error}
      busy={busy}
      form={
        <TextField
          fullWidth
          multiline
          minRows={2}
          label={translate('merchant360.f.message')}
          value={message}
          onChange={(e) => setMessage(e.target.value)}
          {...tooLong}
        />
      }
      onConfirm={async () => (await run('notify', { merchantId, message })).ok}
    />
  );
}

function ClickToCall({ merchantId }: { merchantId: string }) {
  const { run, busy } = useMerchantAction(merchantId, 'support');
  return (
    <ActionButton
      label="merchant360.click_to_call"
      part={CHANGE_PART}
      confirm="merchant360.click_to_call_confirm"
      busy={busy}
      onConfirm={async () => (await run('clickToCall', { merchantId })).ok}
    />
  );
}

/** Tickets and calls (freshbots), messages sent, SMS by template, notify, click-to-call (spec §7.3). */
export default function SupportTab() {
  const { entityId } = useEntity360();
  const filter = { merchantId: entityId };
  return (
    <>
      <Section
        title="merchant360.tickets_section"
        actions={
          <>
            <NotifyMerchant merchantId={entityId} />
            <SupportLanguage merchantId={entityId} />
          </>
        }
      >
        <EntityListTab
          resource="m360-tickets"
          filter={filter}
          pagination={false}
          empty="merchant360.empty_tickets"
          label="merchant360.tickets_section"
        >
          <DataTable.Col source="ticketId" label="merchant360.f.ticket_id" />
          <DataTable.Col source="subject" label="merchant360.f.subject" />
          <DataTable.Col label="merchant360.f.status" render={status()} />
          <DataTable.Col source="priority" label="merchant360.f.priority" />
          <DataTable.Col label="merchant360.f.created_at" render={time('createdAt')} />
        </EntityListTab>
      </Section>
      <Section title="merchant360.calls_section" actions={<ClickToCall merchantId={entityId} />}>
        <EntityListTab
          resource="m360-calls"
          filter={filter}
          pagination={false}
          empty="merchant360.empty_calls"
          label="merchant360.calls_section"
        >
          <DataTable.Col source="direction" label="merchant360.f.direction" />
          <DataTable.Col label="merchant360.f.status" render={status()} />
          <DataTable.Col label="merchant360.f.agent" render={text('agentEmail')} />
          <DataTable.Col source="durationSeconds" label="merchant360.f.duration" />
          <DataTable.Col label="merchant360.f.created_at" render={time('createdAt')} />
        </EntityListTab>
      </Section>
      <Section title="merchant360.messages_section" actions={<SendSms merchantId={entityId} />}>
        <EntityListTab
          resource="m360-messages"
          filter={filter}
          empty="merchant360.empty_messages"
          label="merchant360.messages_section"
        >
          <DataTable.Col source="channel" label="merchant360.f.channel" />
          <DataTable.Col source="template" label="merchant360.f.template" />
          <DataTable.Col source="body" label="merchant360.f.message" />
          <DataTable.Col label="merchant360.f.sent_by" render={text('sentBy')} />
          <DataTable.Col label="merchant360.f.created_at" render={time('createdAt')} />
        </EntityListTab>
      </Section>
    </>
  );
}
