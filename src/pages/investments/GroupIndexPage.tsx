import { Box, List, ListItemButton, ListItemText, Typography } from '@mui/material';
import { useCanAccessResources, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { PageEntry } from '../types';

/** A menu group's own page: links to the sub-pages the user may open (the same access check as the menu). */
export function GroupIndex({ group }: { group: Pick<PageEntry, 'title' | 'children'> }) {
  const translate = useTranslate();
  const children = group.children ?? [];
  const { canAccess } = useCanAccessResources({ action: 'access', resources: children.map((c) => c.name) });
  return (
    <Box sx={{ p: 2 }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {translate(group.title)}
      </Typography>
      <Typography>{translate('investments.group_intro')}</Typography>
      <List>
        {children
          .filter((c) => canAccess?.[c.name])
          .map((c) => (
            <ListItemButton key={c.name} component={Link} to={c.path}>
              <ListItemText primary={translate(c.title)} />
            </ListItemButton>
          ))}
      </List>
    </Box>
  );
}
