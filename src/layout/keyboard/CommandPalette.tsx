import { useEffect, useMemo, useRef, useState } from 'react';
import { Dialog, DialogContent, List, ListItemButton, ListItemText, TextField, Typography } from '@mui/material';
import { useBasename, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { ClosableDialogTitle } from '../../common/ClosableDialogTitle';
import { stepIndex } from '../../common/keyboard/keys';
import { hasEntryPath, useVisibleMenuEntries } from '../useVisibleMenuEntries';
import { CONSUMER_PATH, MERCHANT_PATH, paletteOptions, screenOptions, type PaletteOption } from './palette-options';

const LIST_ID = 'command-palette-options';
const optionId = (index: number) => `command-palette-option-${index}`;

/** The palette's body: mounted on open, so each opening starts from an empty query. */
interface TypedAhead {
  /** What was typed after Ctrl+K before the field could take it. */
  typedAhead?: () => string;
  /** Told when the body starts (and stops) taking typed keys itself. */
  onListening?: (on: boolean) => void;
}

/**
 * Keys typed while the focus is not yet in the field (the dialog still opening): added to the query, and the focus
 * moved there, so nothing typed right after Ctrl+K is lost.
 */
function useTypedAhead(
  field: React.RefObject<HTMLInputElement | null>,
  setQuery: (next: (q: string) => string) => void,
  props: TypedAhead,
) {
  const { typedAhead, onListening } = props;
  useEffect(() => {
    const early = typedAhead?.() ?? '';
    if (early) setQuery((q) => (early.length > q.length ? early : q));
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.target === field.current || event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey)
        return;
      event.preventDefault();
      setQuery((q) => q + event.key);
      field.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    onListening?.(true);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      onListening?.(false);
    };
  }, [field, setQuery, typedAhead, onListening]);
}

function PaletteBody({ onClose, ...typed }: { onClose(): void } & TypedAhead) {
  const translate = useTranslate();
  const navigate = useNavigate();
  const basename = useBasename();
  const { entries } = useVisibleMenuEntries();
  const [query, setQuery] = useState(() => typed.typedAhead?.() ?? '');
  const field = useRef<HTMLInputElement>(null);
  useTypedAhead(field, setQuery, typed);
  const [active, setActive] = useState(0);
  const screens = useMemo(
    () => screenOptions(entries, (key, options) => translate(key, { smart_count: 2, ...options })),
    [entries, translate],
  );
  const targets = { consumer: hasEntryPath(entries, CONSUMER_PATH), merchant: hasEntryPath(entries, MERCHANT_PATH) };
  const options = paletteOptions(screens, query, targets, translate);
  const current = Math.min(active, options.length - 1);
  const go = (option: PaletteOption | undefined) => {
    if (!option) return;
    onClose();
    navigate(`${basename}${option.to}`);
    // A new screen, as after a page load: the dialog would hand the focus back to the field it was opened from
    // (a lookup, say), which would swallow the next screen's keys.
    requestAnimationFrame(() => (document.activeElement as HTMLElement | null)?.blur());
  };
  const onKeyDown = (event: React.KeyboardEvent) => {
    const step = { ArrowDown: 1, ArrowUp: -1 }[event.key];
    if (step) {
      event.preventDefault();
      setActive(stepIndex(current, options.length, step));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      go(options[current]);
    }
  };
  return (
    <DialogContent>
      <TextField
        autoFocus
        fullWidth
        margin="dense"
        label={translate('keyboard.palette.label')}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        inputRef={field}
        slotProps={{
          htmlInput: {
            role: 'combobox',
            'aria-expanded': true,
            'aria-controls': LIST_ID,
            'aria-autocomplete': 'list',
            'aria-activedescendant': current >= 0 ? optionId(current) : undefined,
          },
        }}
      />
      {options.length === 0 ? (
        <Typography sx={{ mt: 2 }}>{translate('keyboard.palette.nothing')}</Typography>
      ) : (
        <List
          id={LIST_ID}
          role="listbox"
          aria-label={translate('keyboard.palette.options')}
          dense
          sx={{ maxHeight: 360, overflow: 'auto' }}
        >
          {options.map((option, index) => (
            <ListItemButton
              key={option.key}
              id={optionId(index)}
              role="option"
              tabIndex={-1}
              selected={index === current}
              aria-selected={index === current}
              onClick={() => go(option)}
            >
              <ListItemText primary={option.label} />
            </ListItemButton>
          ))}
        </List>
      )}
    </DialogContent>
  );
}

/** Ctrl+K / Cmd+K: jump to any screen the user may open, or to a consumer or merchant by id. */
export function CommandPalette(props: { open: boolean; onClose(): void } & TypedAhead) {
  const { open, onClose, ...typed } = props;
  const translate = useTranslate();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="command-palette-title">
      <ClosableDialogTitle id="command-palette-title" onClose={onClose}>
        {translate('keyboard.palette.title')}
      </ClosableDialogTitle>
      {open && <PaletteBody onClose={onClose} {...typed} />}
    </Dialog>
  );
}
