import { useState } from 'react';
import { Collapse, List, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { Menu, useBasename, useSidebarState, useTranslate } from 'react-admin';
import type { MenuEntry } from './menu-entries';
import { useVisibleMenuEntries } from './useVisibleMenuEntries';

function EntryIcon({ entry }: { entry: MenuEntry }) {
  const Icon = entry.icon;
  return Icon ? <Icon /> : null;
}

/** An item with sub-items: opens and closes in place; its sub-items are already filtered. */
function GroupItem({ entry }: { entry: MenuEntry }) {
  const translate = useTranslate();
  const [sidebarOpen] = useSidebarState();
  const [open, setOpen] = useState(false);
  return (
    <>
      <ListItemButton onClick={() => setOpen(!open)} aria-expanded={open}>
        <ListItemIcon>{open ? <ExpandLess /> : <ExpandMore />}</ListItemIcon>
        <ListItemText primary={translate(entry.label, { smart_count: 2 })} />
      </ListItemButton>
      <Collapse in={open} unmountOnExit>
        <List disablePadding sx={{ pl: sidebarOpen ? 2 : 0 }}>
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
  return (
    <Menu>
      {entries.map((entry) => (
        <EntryItem key={entry.key} entry={entry} />
      ))}
    </Menu>
  );
}
