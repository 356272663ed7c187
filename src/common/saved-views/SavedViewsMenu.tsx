import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Divider,
  IconButton,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Popover,
  Tooltip,
} from '@mui/material';
import BookmarksIcon from '@mui/icons-material/BookmarksOutlined';
import EditIcon from '@mui/icons-material/Edit';
import DeleteIcon from '@mui/icons-material/Delete';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import type { SavedView } from '../../../contract/saved-views/schemas';
import type { SavedViewsApi } from '../../../dataProviders/crm/saved-views';
import { useIdempotencyKey } from '../idempotency-key';
import { SaveViewDialog, type ViewDetails } from './SaveViewDialog';
import { savedViewsApiOf, useListViewState, useSavedViewChange, useSavedViewList } from './useSavedViews';

type Editing = { mode: 'create' } | { mode: 'edit'; view: SavedView } | null;
const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** One view in the menu: click to apply; the owner also renames/shares and deletes it. */
function ViewRow({
  view,
  onApply,
  onEdit,
  onDelete,
}: {
  view: SavedView;
  onApply(): void;
  onEdit(): void;
  onDelete(): void;
}) {
  const translate = useTranslate();
  const who = view.mine ? translate('savedViews.mine') : translate('savedViews.shared_by', { name: view.ownerName });
  const shared = view.sharedRoleName ? ` · ${translate('savedViews.shared_with', { role: view.sharedRoleName })}` : '';
  const actions = view.mine ? (
    <>
      <Tooltip title={translate('savedViews.edit', { name: view.name })}>
        <IconButton size="small" aria-label={translate('savedViews.edit', { name: view.name })} onClick={onEdit}>
          <EditIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <Tooltip title={translate('savedViews.delete', { name: view.name })}>
        <IconButton size="small" aria-label={translate('savedViews.delete', { name: view.name })} onClick={onDelete}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Tooltip>
    </>
  ) : null;
  return (
    <ListItem disablePadding secondaryAction={actions} sx={{ pr: view.mine ? 10 : 0 }}>
      <ListItemButton onClick={onApply} aria-label={translate('savedViews.apply', { name: view.name })}>
        <ListItemText primary={view.name} secondary={`${who}${shared}`} />
      </ListItemButton>
    </ListItem>
  );
}

/**
 * The list toolbar's "Views" control (issue 18): the list's filters, sort and hidden columns saved on the server
 * under a name, optionally shared with one of the user's roles; applying one sets the list's params. The list is
 * the one of the surrounding ListContext; `listKey` defaults to its resource. Loaded by SavedViewsButton on the first
 * click, which it then opens (`openOnMount`).
 */
export function SavedViewsMenu(props: { listKey?: string; api?: SavedViewsApi; openOnMount?: boolean }) {
  const { listKey: listKeyProp, api: apiProp, openOnMount = false } = props;
  const translate = useTranslate();
  const notify = useNotify();
  const api = savedViewsApiOf(apiProp);
  const state = useListViewState();
  const listKey = listKeyProp ?? state.listKey;
  const popoverId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (openOnMount) setAnchor(button.current);
  }, [openOnMount]);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<SavedView | null>(null);
  const idem = useIdempotencyKey();
  const list = useSavedViewList(api, listKey, anchor !== null || editing !== null);
  const roles = list.data?.roles ?? [];

  const save = useSavedViewChange(api, listKey, async (a, d: ViewDetails) => {
    if (editing?.mode !== 'edit')
      return a.create({ listKey, ...state.current(), name: d.name, sharedRoleId: d.roleId }, idem.key());
    let view = editing.view;
    if (d.name !== view.name)
      view = await a.update(view.id, { name: d.name, version: view.version }, `${idem.key()}-name`);
    if (d.roleId !== view.sharedRoleId)
      view = await a.share(view.id, { roleId: d.roleId, version: view.version }, `${idem.key()}-share`);
    return view;
  });
  const remove = useSavedViewChange(api, listKey, (a, view: SavedView) => a.remove(view.id, view.version, idem.key()));

  const open = (event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget);
  const startEdit = (next: Editing) => {
    idem.reset();
    save.reset();
    setAnchor(null);
    setEditing(next);
  };
  const submit = (details: ViewDetails) =>
    save.mutate(details, {
      onSuccess: () => {
        idem.reset();
        notify(editing?.mode === 'edit' ? 'savedViews.updated' : 'savedViews.saved', { type: 'success' });
        setEditing(null);
      },
    });
  const confirmDelete = () =>
    deleting &&
    remove.mutate(deleting, {
      onSuccess: () => notify('savedViews.deleted', { type: 'success' }),
      onError: (error) => notify(messageOf(error), { type: 'error' }),
      onSettled: () => {
        idem.reset();
        setDeleting(null);
      },
    });
  const apply = (view: SavedView) => {
    state.apply(view);
    setAnchor(null);
    notify('savedViews.applied', { type: 'info', messageArgs: { name: view.name } });
  };

  return (
    <>
      <Tooltip title={translate('savedViews.button_hint')} describeChild>
        <Button
          ref={button}
          size="small"
          startIcon={<BookmarksIcon />}
          onClick={open}
          aria-haspopup="dialog"
          aria-controls={anchor ? popoverId : undefined}
        >
          {translate('savedViews.button')}
        </Button>
      </Tooltip>
      <Popover
        id={popoverId}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ width: 360, maxHeight: 420 }} role="dialog" aria-label={translate('savedViews.menu_label')}>
          <List dense disablePadding>
            <ListItem disablePadding>
              <ListItemButton onClick={() => startEdit({ mode: 'create' })}>
                <ListItemText primary={translate('savedViews.save_current')} />
              </ListItemButton>
            </ListItem>
          </List>
          <Divider />
          {list.isPending ? (
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', p: 2 }} role="status">
              <CircularProgress size={18} aria-label={translate('savedViews.loading')} />
              {translate('savedViews.loading')}
            </Box>
          ) : list.isError ? (
            <Alert
              severity="error"
              sx={{ m: 1 }}
              action={
                <Button color="inherit" size="small" onClick={() => void list.refetch()}>
                  {translate('savedViews.retry')}
                </Button>
              }
            >
              {translate('savedViews.load_failed')} {messageOf(list.error)}
            </Alert>
          ) : list.data.views.length === 0 ? (
            <Box sx={{ p: 2, color: 'text.secondary' }} role="status">
              {translate('savedViews.empty')}
            </Box>
          ) : (
            <List dense aria-label={translate('savedViews.menu_label')}>
              {list.data.views.map((view) => (
                <ViewRow
                  key={view.id}
                  view={view}
                  onApply={() => apply(view)}
                  onEdit={() => startEdit({ mode: 'edit', view })}
                  onDelete={() => {
                    setAnchor(null);
                    idem.reset();
                    setDeleting(view);
                  }}
                />
              ))}
            </List>
          )}
        </Box>
      </Popover>
      {editing && (
        <SaveViewDialog
          open
          mode={editing.mode}
          initial={
            editing?.mode === 'edit'
              ? { name: editing.view.name, roleId: editing.view.sharedRoleId }
              : { name: '', roleId: null }
          }
          roles={roles}
          pending={save.isPending}
          error={save.isError ? messageOf(save.error) : null}
          onClose={() => setEditing(null)}
          onSubmit={submit}
        />
      )}
      <Confirm
        isOpen={deleting !== null}
        loading={remove.isPending}
        title="savedViews.delete_title"
        content="savedViews.delete_confirm"
        translateOptions={{ name: deleting?.name ?? '' }}
        confirm="savedViews.confirm_delete"
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
