import { useCallback, useMemo, type ReactNode } from 'react';
import { Box, Grid, Typography } from '@mui/material';
import { SelectInput, SimpleForm, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { useLazyValidate } from '../../src/common/lazy-mount';
import { useSubmitWithServerErrors, type SaveErrorStash } from '../../src/schema/save-errors';
import type { SaveConfirm } from '../../src/schema/save-confirm';
import { useConfirmedSave } from '../../src/schema/useConfirmedSave';
import { offerStatusSummary } from './status-change';
import { OfferPreview } from './OfferPreview';
import { OfferToggle } from './OfferToggle';
import { LazyRichTextInput } from './RichTextInput';
import {
  CATEGORY_NAMES,
  OFFER_DEFAULT_STATUS,
  OFFER_STATUSES,
  OFFER_TYPES,
  RICH_TEXT_FIELDS,
} from '../../contract/entities/offer-values';
import { DateTextFormInput } from '../../src/common/DateTextInput';

const asChoices = (values: readonly string[]) => values.map((id) => ({ id, name: id }));
const categoryChoices = asChoices(CATEGORY_NAMES);
const statusChoices = asChoices(OFFER_STATUSES);
const typeChoices = asChoices(OFFER_TYPES);

/**
 * The form's rules are the server's zod schemas (form-rules.ts): fetched at the user's first pointer move or key, so
 * the form paints without the zod runtime (25 kB gzip; issue 18). A submit before then waits for them.
 */
const formRules = () => import('./form-rules');

interface OfferFormProps {
  /** The last save error, so a server 400's field messages land under their inputs (the engine's stash). */
  stash: SaveErrorStash;
  /** Shown above the inputs (the stale-record notice on edit). */
  notice?: ReactNode;
}

/** The offer's fields (§3.5, §5.4) beside a live preview; the rules are the server's own (form-rules.ts). */
export function OfferForm({ stash, notice }: OfferFormProps) {
  const record = useRecordContext();
  const save = useSubmitWithServerErrors(stash);
  const translate = useTranslate();
  // Activating or deactivating an existing offer (what customers see) is restated, Status old → new, before it saves.
  const confirm = useMemo<SaveConfirm>(
    () => ({
      title: 'resources.postpe-offers.status_change.title',
      confirmLabel: 'resources.postpe-offers.status_change.confirm',
      summaryOf: (values, before) => offerStatusSummary(before, values, translate),
    }),
    [translate],
  );
  const { onSubmit, dialog } = useConfirmedSave(confirm, record, save);
  const originalStart = typeof record?.startTime === 'string' ? record.startTime : undefined;
  const validate = useLazyValidate(
    formRules,
    useCallback(
      (rules: Awaited<ReturnType<typeof formRules>>, values: Record<string, unknown>) =>
        rules.validateOfferForm(values, { now: Date.now(), originalStart }),
      [originalStart],
    ),
  );
  return (
    <>
      <SimpleForm
        validate={validate}
        onSubmit={onSubmit}
        defaultValues={{ status: OFFER_DEFAULT_STATUS, type: OFFER_TYPES[0] }}
      >
        {notice}
        <Grid container spacing={3} sx={{ width: '100%' }}>
          <Grid size={{ xs: 12, md: 8 }}>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
              <TextInput source="brand" isRequired />
              <TextInput source="searchName" isRequired />
              <SelectInput source="categoryName" choices={categoryChoices} isRequired />
              <TextInput source="category" isRequired />
              <SelectInput source="type" choices={typeChoices} isRequired />
              <SelectInput source="status" choices={statusChoices} />
              <DateTextFormInput kind="datetime" source="startTime" isRequired />
              <DateTextFormInput kind="datetime" source="endTime" isRequired />
            </Box>
            <TextInput source="short" isRequired fullWidth />
            <TextInput source="img" fullWidth />
            <OfferToggle toggle="hasCouponCode" source="couponCode" />
            <OfferToggle toggle="hasRedirectionLink" source="redirectionLink" />
            {RICH_TEXT_FIELDS.map((field) => (
              <Box key={field} sx={{ mt: 2 }}>
                <Typography variant="subtitle2" component="h2">
                  {translate(`resources.postpe-offers.fields.${field}`)}
                </Typography>
                <LazyRichTextInput source={field} label={translate(`resources.postpe-offers.fields.${field}`)} />
              </Box>
            ))}
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <OfferPreview />
          </Grid>
        </Grid>
      </SimpleForm>
      {dialog}
    </>
  );
}
