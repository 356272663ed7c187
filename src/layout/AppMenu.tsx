import { memo, useMemo } from 'react';
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { useLocation, useNavigate } from 'react-router-dom';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Menu, useBasename, useEvent, useSidebarState, useTranslate } from 'react-admin';
import type { MenuEntry } from './menu-entries';
import { activeKeysOf, isActiveKey } from './menu-active';
import { MenuLink } from './MenuLink';
import { useVisibleMenuEntries } from './useVisibleMenuEntries';
import { OpenGroupsContext, useOpenGroups, useOpenGroupsContext } from './useOpenGroups';
import { useMenuShown } from './first-page';

/** The menu's entries while a cold list's first page is on its way (useMenuShown). */
const NO_ENTRIES: never[] = [];

function EntryIcon({ entry }: { entry: MenuEntry }) {
  const Icon = entry.icon;
  return Icon ? <Icon /> : null;
}

interface ItemProps {
  entry: MenuEntry;
  /** The active items' keys (activeKeysOf): a string, so a memoized item re-renders only when it changes. */
  active: string;
  go: (href: string) => void;
}

/**
 * An item with sub-items (an area of the menu, or a page with sub-pages): opens and closes in place, remembered per
 * user; one never touched is open when it holds the current page. Its sub-items are already filtered.
 */
function GroupItem({ entry, active, go }: ItemProps) {
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  const { isOpen, toggle } = useOpenGroupsContext();
  const holdsCurrent = active.split('|').some((key) => within(entry, key));
  const open = isOpen(entry.key, holdsCurrent);
  const listId = `menu-${entry.key.replace(/[^a-z0-9-]/gi, '-')}`;
  return (
    <>
      {/* Inside react-admin's role="menu": the group's header is a menu item that opens a group of items. */}
      <ListItemButton
        role="menuitem"
        onClick={() => toggle(entry.key, !open)}
        aria-expanded={open}
        aria-controls={listId}
      >
        <ListItemIcon>{entry.icon ? <EntryIcon entry={entry} /> : open ? <ExpandLess /> : <ExpandMore />}</ListItemIcon>
        <ListItemText primary={translate(entry.label, { smart_count: 2 })} />
        {entry.icon && (open ? <ExpandLess fontSize="small" /> : <ExpandMore fontSize="small" />)}
      </ListItemButton>
      <Collapse in={open} unmountOnExit>
        <List
          id={listId}
          role="group"
          aria-label={translate(entry.label, { smart_count: 2 })}
          disablePadding
          sx={{ pl: sidebarOpen ? 2 : 0 }}
        >
          {entry.children?.map((child) => (
            <EntryItem key={child.key} entry={child} active={active} go={go} />
          ))}
        </List>
      </Collapse>
    </>
  );
}

/** Pure: is the item `key` this entry or under it? */
const within = (entry: MenuEntry, key: string): boolean =>
  entry.key === key || (entry.children ?? []).some((child) => within(child, key));

const EntryItem = memo(function EntryItem({ entry, active, go }: ItemProps) {
  const translate = useTranslate();
  // With the basename, as react-admin's own menu items: the link's href opens the page in a new tab (without it the
  // href was /user, outside the console).
  const basename = useBasename();
  if (entry.children) return <GroupItem entry={entry} active={active} go={go} />;
  return (
    <MenuLink
      href={`${basename}${entry.to}`}
      label={translate(entry.label, { smart_count: 2 })}
      icon={<EntryIcon entry={entry} />}
      active={isActiveKey(active, entry.key)}
      go={go}
    />
  );
});

/** Spec §2.1: the left menu lists only what the user's permissions allow (authProvider.canAccess decides). */
export function AppMenu() {
  const shown = useMenuShown();
  const { entries: all } = useVisibleMenuEntries();
  const entries = shown ? all : NO_ENTRIES;
  const openGroups = useOpenGroups();
  const basename = useBasename();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const go = useEvent((href: string) => navigate(href));
  const active = useMemo(() => activeKeysOf(entries, basename, pathname), [entries, basename, pathname]);
  return (
    <OpenGroupsContext.Provider value={openGroups}>
      <Menu>
        {entries.map((entry) => (
          <EntryItem key={entry.key} entry={entry} active={active} go={go} />
        ))}
      </Menu>
    </OpenGroupsContext.Provider>
  );
}
