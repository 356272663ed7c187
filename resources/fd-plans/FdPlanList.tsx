import { Box, Typography } from '@mui/material';
import { Button, useDataProvider, useNotify, useTranslate } from 'react-admin';
import { FD_ADMIN_ACTION } from '../../contract/bindings';
import { useMutation } from '@tanstack/react-query';
import { PermissionGate } from '../../src/common/PermissionGate';
import { SchemaList } from '../../src/schema/SchemaList';
import { FD_CACHE_ENVIRONMENTS, fdPlanSchema, type FdCacheEnvironment } from '../../contract/entities/fd-plans';

/** One admin action button per FD cache environment (spec §3.10): POST /fd/crm/admin-action { environment }. */
function FdCacheActions() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider();
  const { mutate, isPending } = useMutation({
    mutationFn: (environment: FdCacheEnvironment) =>
      dataProvider.create(FD_ADMIN_ACTION.name, { data: { environment } }),
    onSuccess: (_r, environment) =>
      notify(translate('resources.fd_plans.admin_action_done', { environment }), { type: 'success' }),
    onError: (e) => notify(e instanceof Error ? e.message : String(e), { type: 'error' }),
  });
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mt: 2 }}>
      <Typography variant="body2">{translate('resources.fd_plans.admin_action')}</Typography>
      {FD_CACHE_ENVIRONMENTS.map((env) => (
        <Button key={env} label={env} variant="outlined" disabled={isPending} onClick={() => mutate(env)} />
      ))}
    </Box>
  );
}

/** The FD plans list, with the cache actions above it for whoever may call them (the action's `create` access). */
export default function FdPlanList() {
  return (
    <>
      <PermissionGate resource={FD_ADMIN_ACTION.name} action="create">
        <FdCacheActions />
      </PermissionGate>
      <SchemaList schema={fdPlanSchema} />
    </>
  );
}
