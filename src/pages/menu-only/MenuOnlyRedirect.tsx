import { Navigate } from 'react-router-dom';
import { useBasename } from 'react-admin';

/** A menu-only route's view: opens the screen that serves it (`path` inside the console). */
export function opensPath(path: string) {
  return function MenuOnlyRoute() {
    const basename = useBasename();
    return <Navigate to={`${basename}${path}`} replace />;
  };
}
