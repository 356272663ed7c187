import { lazy, Suspense, useState } from 'react';
import { Box, Button, LinearProgress } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { SafeHtml } from './SafeHtml';

/**
 * ra-input-rich-text is 142 kB gzip (STACK.md): its own chunk, loaded when the user opens one of the fields to edit it
 * (issue 18), focused where the text ends.
 */
const Editor = lazy(() =>
  import('ra-input-rich-text').then((m) => ({
    default: ({ source }: { source: string }) => (
      <m.RichTextInput source={source} fullWidth editorOptions={{ ...m.DefaultEditorOptions, autofocus: 'end' }} />
    ),
  })),
);

/**
 * An offer's rich-text field: the stored text, shown read-only as the offer shows it, until the user clicks it or its
 * Edit button; then the editor. A field nobody opens keeps the value it was loaded with.
 */
export function LazyRichTextInput({ source, label }: { source: string; label: string }) {
  const translate = useTranslate();
  const record = useRecordContext();
  const [editing, setEditing] = useState(false);
  if (editing)
    return (
      <Suspense fallback={<LinearProgress />}>
        <Editor source={source} />
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
      <SafeHtml html={record?.[source]} />
      <Button size="small" onClick={open}>
        {translate('resources.postpe-offers.edit_rich_text', { field: label })}
      </Button>
    </Box>
  );
}
