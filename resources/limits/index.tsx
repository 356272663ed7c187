import TuneIcon from '@mui/icons-material/Tune';
import { schemaBundle } from '../../src/schema/bundle';
import { RequestChangeButton } from './RequestChangeButton';
import { limitSchema } from '../../contract/entities/limits';

/** Limit amounts change through maker/checker: each row offers a maker the change request. */
export default schemaBundle(limitSchema, { icon: TuneIcon, list: { rowActions: <RequestChangeButton /> } });
