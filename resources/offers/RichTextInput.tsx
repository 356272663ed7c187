import { lazy, Suspense, useState } from 'react';
import { Box, Button, FormHelperText, LinearProgress } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';
import { OfferRichText } from './OfferRichText';

/** The editor and its converters: their own chunk, fetched when the user opens one of the fields (issue 18). */
const Editor = lazy(() => import('./RichTextEditor'));

/**
 * An offer's rich-text field: its markdown, shown read-only as the offer shows it, until the user clicks it or its
 * Edit button; then the editor, focused where the text ends. A field nobody opens is sent back exactly as it came.
 * A server message about the field shows under it either way.
 */
export function LazyRichTextInput({ source, label }: { source: string; label: string }) {
  const translate = useTranslate();
  const markdown: unknown = useWatch({ name: source });
  const { errors } = useFormState({ name: source });
  const message = (errors[source] as { message?: unknown } | undefined)?.message;
  const [editing, setEditing] = useState(false);
  const error = typeof message === 'string' && message && (
    <FormHelperText error>{translate(message, { _: message })}</FormHelperText>
  );
  if (editing)
    return (
      <Suspense fallback={<LinearProgress />}>
        <Editor source={source} label={label} />
        {error}
      </Suspense>
    );
  const open = () => setEditing(true);
  return (
    // A click anywhere on the text opens the editor (and follows no link in it); the button is the keyboard's way in.
    <Box
      onClick={(event) => {
        event.preventDefault();
        open();
      }}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1, minHeight: 96, cursor: 'text' }}
    >
      <OfferRichText markdown={markdown} />
      <Button size="small" onClick={open}>
        {translate('resources.postpe-offers.edit_rich_text', { field: label })}
      </Button>
      {error}
    </Box>
  );
}
