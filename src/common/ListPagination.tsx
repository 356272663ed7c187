import { Pagination } from 'react-admin';
import { LIST_PAGE_OPTIONS } from '../../contract/schema';

/** Spec §9 paging for every list: 20 a page, or 50, 100, 200 (react-admin's default 5/10/25/50 has no 20). */
export const ListPagination = () => <Pagination rowsPerPageOptions={[...LIST_PAGE_OPTIONS]} />;
