import { useState } from 'react';
import {
  Alert,
  Autocomplete,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Stack,
  TextField,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import {
  useCanAccess,
  useDataProvider,
  useGetList,
  useGetOne,
  useNotify,
  useTranslate,
  useUpdate,
  type RaRecord,
} from 'react-admin';
import { ROLES, USERS } from '../../../contract/bindings';
import type { AdminActions } from '../../../dataProviders/admin';
import { formatDateTime } from '../../format';
import { ALL_BY_NAME, useUnsavedSelection } from './admin-lists';
import { SaveSelectionButton } from './SaveSelectionButton';

interface UserRecord extends RaRecord {
  name: string;
  email: string;
  otpLocked?: boolean;
  /** When the lock ends by itself (epoch ms); null when it lasts until lifted. */
  otpLockedUntil?: number | null;
  roleIds?: number[];
  version?: number;
}

/** Which roles a user has (PUT /users/{id} with its version) and lifting the user's sign-in lock. */
export function UserRolesPanel() {
  const translate = useTranslate();
  const notify = useNotify();
  const { data: users = [] } = useGetList<UserRecord>(USERS.name, ALL_BY_NAME);
  const { data: roles = [] } = useGetList<RaRecord & { name: string }>(ROLES.name, ALL_BY_NAME);
  const { canAccess: canEdit } = useCanAccess({ resource: USERS.name, action: 'edit' });
  const { canAccess: canUnlock } = useCanAccess({ resource: USERS.name, action: 'unlock_otp' });
  const [userId, setUserId] = useState<UserRecord['id'] | null>(null);
  const { data: user, refetch } = useGetOne<UserRecord>(USERS.name, { id: userId ?? '' }, { enabled: userId !== null });
  /** The unsaved selection, or the user's saved roles while nothing was changed. */
  const { held: roleIds, setHeld: setRoleIds, discard } = useUnsavedSelection(user?.roleIds);
  const [update, { isPending }] = useUpdate<UserRecord>();
  const dataProvider = useDataProvider<ReturnType<typeof useDataProvider> & AdminActions>();
  const unlock = useMutation({
    mutationFn: (id: UserRecord['id']) => dataProvider.unlockOtp(USERS.name, { id }),
    onSuccess: () => {
      notify('pages.role_permission.otp_unlocked', { type: 'success' });
      void refetch();
    },
    onError: (error) => notify(error.message, { type: 'error' }),
  });

  const save = () => {
    if (!user) return;
    void update(
      USERS.name,
      { id: user.id, data: { ...user, roleIds }, previousData: user },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          discard();
          notify('pages.role_permission.saved', { type: 'success' });
          void refetch();
        },
        onError: (error) =>
          notify(error instanceof Error ? error.message : 'pages.role_permission.save_failed', { type: 'error' }),
      },
    );
  };

  return (
    <Stack spacing={2}>
      <Autocomplete
        sx={{ maxWidth: 420 }}
        options={users}
        getOptionLabel={(u) => `${u.name} <${u.email}>`}
        value={users.find((u) => u.id === userId) ?? null}
        onChange={(_e, u) => {
          setUserId(u ? u.id : null);
          discard();
        }}
        renderInput={(params) => <TextField {...params} label={translate('pages.role_permission.user')} />}
      />
      {user && (
        <>
          {user.otpLocked && (
            <Alert
              severity="warning"
              action={
                canUnlock === true && (
                  <Button
                    color="inherit"
                    size="small"
                    onClick={() => unlock.mutate(user.id)}
                    disabled={unlock.isPending}
                  >
                    {translate('pages.role_permission.unlock_otp')}
                  </Button>
                )
              }
            >
              {user.otpLockedUntil
                ? translate('pages.role_permission.otp_locked_until', { until: formatDateTime(user.otpLockedUntil) })
                : translate('pages.role_permission.otp_locked')}
            </Alert>
          )}
          <FormControl component="fieldset">
            <FormLabel component="legend">{translate('pages.role_permission.roles_of', { name: user.name })}</FormLabel>
            <FormGroup>
              {roles.map((r) => (
                <FormControlLabel
                  key={r.id}
                  label={r.name}
                  control={
                    <Checkbox
                      checked={roleIds.includes(Number(r.id))}
                      disabled={canEdit !== true}
                      onChange={(e) =>
                        setRoleIds(
                          e.target.checked ? [...roleIds, Number(r.id)] : roleIds.filter((id) => id !== Number(r.id)),
                        )
                      }
                    />
                  }
                />
              ))}
            </FormGroup>
          </FormControl>
          <SaveSelectionButton canEdit={canEdit} isPending={isPending} onSave={save} />
        </>
      )}
    </Stack>
  );
}
