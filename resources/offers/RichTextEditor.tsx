import { useState } from 'react';
import { DefaultEditorOptions, RichTextInput } from 'ra-input-rich-text';
import { useFormContext } from 'react-hook-form';
import { htmlToMarkdown, markdownToHtml } from './markdown';
import { EDITOR_HTML } from './wire-shape';

const editorOptions = { ...DefaultEditorOptions, autofocus: 'end' as const };

/**
 * The editor of one offer text, with its converters (ra-input-rich-text 142 kB gzip, marked, turndown, DOMPurify):
 * fetched when the user opens the field (issue 18). It edits HTML in a form-only field of its own, starting from the
 * field's markdown; each change writes the markdown back, so the preview and the save see markdown only.
 */
export default function RichTextEditor({ source, label }: { source: string; label: string }) {
  const { getValues, setValue } = useFormContext();
  const [initialHtml] = useState(() => markdownToHtml(getValues(source) as string | undefined));
  return (
    <RichTextInput
      source={`${EDITOR_HTML}.${source}`}
      label={label}
      defaultValue={initialHtml}
      fullWidth
      editorOptions={editorOptions}
      onChange={(html: unknown) =>
        setValue(source, htmlToMarkdown(typeof html === 'string' ? html : ''), { shouldDirty: true })
      }
    />
  );
}
