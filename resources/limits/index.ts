import TuneIcon from '@mui/icons-material/Tune';
import { schemaBundle } from '../../src/schema/bundle';
import { limitSchema } from './schema';

/** Limit changes go through maker/checker (issue 6): it adds its row action via `list.rowActions`. */
export default schemaBundle(limitSchema, { icon: TuneIcon });
