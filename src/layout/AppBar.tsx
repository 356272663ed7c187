import { Avatar } from '@mui/material';
import { AppBar as RaAppBar, Logout, TitlePortal, UserMenu, useGetIdentity } from 'react-admin';

/** The profile button's face: the user's initials (spec §2.1). */
function InitialsAvatar() {
  const { identity } = useGetIdentity();
  const initials = typeof identity?.initials === 'string' ? identity.initials : '';
  return (
    <Avatar sx={{ width: 32, height: 32, fontSize: 14, bgcolor: 'secondary.dark' }} aria-hidden>
      {initials}
    </Avatar>
  );
}

/** Top bar: the page title, then the profile menu with Logout. */
export function AppBar() {
  return (
    <RaAppBar
      userMenu={
        <UserMenu icon={<InitialsAvatar />}>
          <Logout />
        </UserMenu>
      }
    >
      <TitlePortal />
    </RaAppBar>
  );
}
