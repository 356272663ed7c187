import { memo, type MouseEvent, type ReactNode } from 'react';
import { ListItemIcon, MenuItem, Tooltip, Typography, useMediaQuery, type Theme } from '@mui/material';
import { styled } from '@mui/material/styles';
import { MenuItemLinkClasses, useSidebarState } from 'react-admin';

/** react-admin's menu item look (its classes, so the theme's RaMenuItemLink overrides still apply). */
const StyledMenuItem = styled(MenuItem, { name: 'RaMenuItemLink', overridesResolver: (_props, styles) => styles.root })(
  ({ theme }) => ({
    color: (theme.vars || theme).palette.text.secondary,
    [`& .${MenuItemLinkClasses.icon}`]: {
      color: (theme.vars || theme).palette.text.secondary,
      minWidth: theme.spacing(5),
    },
    [`&.${MenuItemLinkClasses.active}`]: { color: (theme.vars || theme).palette.text.primary },
  }),
) as typeof MenuItem;

interface MenuLinkProps {
  /** The whole path, basename included. */
  href: string;
  label: string;
  icon: ReactNode;
  active: boolean;
  /** Stable (AppMenu's): moves the console to `href`. */
  go: (href: string) => void;
}

const plainClick = (e: MouseEvent) => e.button === 0 && !e.metaKey && !e.altKey && !e.ctrlKey && !e.shiftKey;

/**
 * One page of the left menu, as react-admin's `Menu.Item` looks and behaves (a real link: a new tab with Ctrl or the
 * middle button; the sidebar closes on a small screen), but it reads no location: `active` comes from AppMenu, and
 * the item is memoized, so a move inside a page (a 360's tab) re-renders no menu item (issue 12's tab budget).
 */
export const MenuLink = memo(function MenuLink({ href, label, icon, active, go }: MenuLinkProps) {
  const [sidebarOpen, setSidebarOpen] = useSidebarState();
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const onClick = (e: MouseEvent<HTMLAnchorElement>) => {
    if (isSmall) setSidebarOpen(false);
    if (e.defaultPrevented || !plainClick(e)) return;
    e.preventDefault();
    go(href);
  };
  const item = (
    <StyledMenuItem
      component="a"
      href={href}
      onClick={onClick}
      tabIndex={0}
      aria-current={active ? 'page' : undefined}
      className={`${MenuItemLinkClasses.root}${active ? ` ${MenuItemLinkClasses.active}` : ''}`}
    >
      {icon && <ListItemIcon className={MenuItemLinkClasses.icon}>{icon}</ListItemIcon>}
      {/* Long labels wrap rather than end in '…': 'Deposit Guardrails' and 'Deposit Guardrails Audit' read apart. */}
      <Typography variant="inherit" sx={{ flexGrow: 1, whiteSpace: 'normal', overflowWrap: 'anywhere' }}>
        {label}
      </Typography>
    </StyledMenuItem>
  );
  return sidebarOpen ? (
    item
  ) : (
    <Tooltip title={label} placement="right">
      {item}
    </Tooltip>
  );
});
