import { useMemo, useState } from 'react';
import {
  Alert,
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  InputLabel,
  MenuItem,
  Select,
  Stack,
} from '@mui/material';
import { useCanAccess, useGetList, useNotify, useTranslate, useUpdate, type RaRecord } from 'react-admin';
import { PERMISSIONS, ROLES } from '../../../contract/bindings';
import { groupByFamily, toggled, type PermissionRecord } from '../../../resources/roles/permission-groups';
import { superAdminRoleId } from '../../../dataProviders/runtime-config';
import { LoadError, QueryState } from '../../common/QueryState';
import { StaleRecordNotice, useStaleRecordError } from '../../common/StaleRecordNotice';
import { ALL_BY_NAME, useUnsavedSelection } from './admin-lists';
import { SaveSelectionButton } from './SaveSelectionButton';

interface RoleRecord extends RaRecord {
  name: string;
  permissions?: string[];
  /** The row version the edit is made against (a stale one gets 412, DESIGN.md §5). */
  version?: number;
}

/**
 * Which permissions a role holds: checkboxes grouped by family; saved with PUT /roles/{id} { permissions, version };
 * a role changed meanwhile shows the changed-since-you-opened-it notice, whose Reload drops the unsaved selection.
 */
export function RolePermissionsPanel() {
  const translate = useTranslate();
  const notify = useNotify();
  const rolesRead = useGetList<RoleRecord>(ROLES.name, ALL_BY_NAME);
  const permissionsRead = useGetList<PermissionRecord & RaRecord>(PERMISSIONS.name, ALL_BY_NAME);
  const roles = useMemo(() => rolesRead.data ?? [], [rolesRead.data]);
  const permissions = useMemo(() => permissionsRead.data ?? [], [permissionsRead.data]);
  const { canAccess: canEdit } = useCanAccess({ resource: ROLES.name, action: 'edit' });
  const groups = useMemo(() => groupByFamily(permissions), [permissions]);
  const [roleId, setRoleId] = useState<string>('');
  const role = roles.find((r) => String(r.id) === roleId);
  /** The unsaved selection, or the role's saved permissions while nothing was changed. */
  const { held, setHeld, discard } = useUnsavedSelection(role?.permissions);
  const [update, { isPending }] = useUpdate<RoleRecord>();
  const isSuperAdmin = role !== undefined && Number(role.id) === superAdminRoleId();
  const stale = useStaleRecordError();

  const save = () => {
    if (!role) return;
    void update(
      ROLES.name,
      { id: role.id, data: { permissions: held, version: role.version }, previousData: role },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          discard();
          notify('pages.role_permission.saved', { type: 'success' });
        },
        onError: stale.onError,
      },
    );
  };

  return (
    <Stack spacing={2}>
      {rolesRead.error && (
        <LoadError
          error={rolesRead.error}
          onRetry={rolesRead.refetch}
          retrying={rolesRead.isFetching}
          message="empty.read_failed"
        />
      )}
      <FormControl sx={{ maxWidth: 360 }}>
        <InputLabel id="role-select-label">{translate('pages.role_permission.role')}</InputLabel>
        <Select
          labelId="role-select-label"
          label={translate('pages.role_permission.role')}
          value={roleId}
          onChange={(e) => {
            setRoleId(e.target.value);
            discard();
          }}
        >
          {roles.map((r) => (
            <MenuItem key={r.id} value={String(r.id)}>
              {r.name}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      {isSuperAdmin && <Alert severity="info">{translate('pages.role_permission.super_admin_note')}</Alert>}
      <StaleRecordNotice
        error={stale.error}
        onReload={() => {
          discard();
          stale.reload();
        }}
      />
      {role && !isSuperAdmin && (
        <QueryState query={permissionsRead} failed="empty.read_failed">
          {() => (
            <>
              <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))', gap: 2 }}>
                {groups.map((group) => (
                  <FormControl key={group.family} component="fieldset">
                    <FormLabel component="legend">
                      {translate(`pages.role_permission.families.${group.family}`, { _: group.family })}
                    </FormLabel>
                    <FormGroup>
                      {group.names.map((name) => (
                        <FormControlLabel
                          key={name}
                          label={name}
                          control={
                            <Checkbox
                              size="small"
                              checked={held.includes(name)}
                              disabled={canEdit !== true}
                              onChange={(e) => setHeld(toggled(held, name, e.target.checked))}
                            />
                          }
                        />
                      ))}
                    </FormGroup>
                  </FormControl>
                ))}
              </Box>
              <SaveSelectionButton canEdit={canEdit} isPending={isPending} onSave={save} />
            </>
          )}
        </QueryState>
      )}
    </Stack>
  );
}
