/**
 * The list and detail kit every remote builds its pages from: URL-kept list params, debounced
 * search, paged table, title bar, query states, back links and role gates.
 */
export { useDebouncedValue } from './hooks/useDebouncedValue';
export { useListParams, parsePage, type ListParams } from './hooks/useListParams';
export { useIdParam } from './hooks/useIdParam';
export { useAccess } from './hooks/useAccess';
export { pageOf, type ListPage } from './listPage';
export { PageTitleBar } from './components/PageTitleBar';
export { ListSearch } from './components/ListSearch';
export { PagedTable, type PagedTableProps } from './components/PagedTable';
export { ComingSoonButton, COMING_SOON } from './components/ComingSoonButton';
export { QueryError } from './components/QueryError';
export { QueryContent, isNotFound } from './components/QueryContent';
export { NotFoundResult } from './components/NotFoundResult';
export { BackLink, useBackState, type BackState } from './components/BackLink';
export { ActiveBadge } from './components/ActiveBadge';
export { RequireAccess } from './components/RequireAccess';
export { useConfirm, type ConfirmOptions } from './hooks/useConfirm';
