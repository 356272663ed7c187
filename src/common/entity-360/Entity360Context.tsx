import { createContext, useContext } from 'react';

/** Which entity the view shows: what every tab reads to know whose data to fetch. */
export interface Entity360Value {
  entityId: string;
  /** The entity's path in the console (without /crm): tabs are `<basePath>/<segment>`. */
  basePath: string;
}

export const Entity360Context = createContext<Entity360Value | null>(null);

/** The entity of the view this tab is in; throws outside one (a tab is always rendered by Entity360Tabs). */
export function useEntity360(): Entity360Value {
  const value = useContext(Entity360Context);
  if (!value) throw new Error('useEntity360 is used outside an entity 360 view');
  return value;
}
