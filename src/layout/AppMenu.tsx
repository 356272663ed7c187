import { Collapse, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { useLocation } from 'react-router-dom';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Menu, useBasename, useSidebarState, useTranslate } from 'react-admin';
import type { MenuEntry } from './menu-entries';
import { useVisibleMenuEntries } from './useVisibleMenuEntries';
import { OpenGroupsContext, useOpenGroups, useOpenGroupsContext } from './useOpenGroups';

function EntryIcon({ entry }: { entry: MenuEntry }) {
  const Icon = entry.icon;
  return Icon ? <Icon /> : null;
}

/** Pure: does the entry (or one of its sub-items) lead to this path? */
function holds(entry: MenuEntry, basename: string, pathname: string): boolean {
  if (entry.children) return entry.children.some((child) => holds(child, basename, pathname));
  const to = `${basename}${entry.to}`;
  return pathname === to || pathname.startsWith(`${to}/`);
}

/**
 * An item with sub-items (an area of the menu, or a page with sub-pages): opens and closes in place, remembered per
 * user; one never touched is open when it holds the current page. Its sub-items are already filtered.
 */
function GroupItem({ entry }: { entry: MenuEntry }) {
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  const basename = useBasename();
  const { pathname } = useLocation();
  const { isOpen, toggle } = useOpenGroupsContext();
  const open = isOpen(entry.key, holds(entry, basename, pathname));
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
            <EntryItem key={child.key} entry={child} />
          ))}
        </List>
      </Collapse>
    </>
  );
}

function EntryItem({ entry }: { entry: MenuEntry }) {
  const translate = useTranslate();
  // With the basename, as react-admin's own menu items: the link's href opens the page in a new tab, and the item
  // of the current page is marked active (without it the href was /user, outside the console).
  const basename = useBasename();
  if (entry.children) return <GroupItem entry={entry} />;
  return (
    <Menu.Item
      to={`${basename}${entry.to}`}
      primaryText={translate(entry.label, { smart_count: 2 })}
      leftIcon={<EntryIcon entry={entry} />}
    />
  );
}

/** Spec §2.1: the left menu lists only what the user's permissions allow (authProvider.canAccess decides). */
export function AppMenu() {
  const { entries } = useVisibleMenuEntries();
  const openGroups = useOpenGroups();
  return (
    <OpenGroupsContext.Provider value={openGroups}>
      <Menu>
        {entries.map((entry) => (
          <EntryItem key={entry.key} entry={entry} />
        ))}
      </Menu>
    </OpenGroupsContext.Provider>
  );
}
