export { depositGroup } from './pages';
