/**
 * The list and detail kit every remote builds its pages from: URL-kept list params and dialogs,
 * debounced search, paged table, title bar, query states, back links, role gates, a server-search
 * select, server field errors on forms and the query keys remotes share.
 */
export { useDebouncedValue } from './hooks/useDebouncedValue';
export { useListParams, parsePage, type ListParams } from './hooks/useListParams';
export { useIdParam, parseId } from './hooks/useIdParam';
export { useDialogParam, type DialogParam, type DialogTarget } from './hooks/useDialogParam';
export { useAccess } from './hooks/useAccess';
export { pageOf, type ListPage } from './listPage';
export { PageTitleBar } from './components/PageTitleBar';
export { ListSearch } from './components/ListSearch';
export { PagedTable, type PagedTableProps } from './components/PagedTable';
export { QueryError } from './components/QueryError';
export { QueryContent, isNotFound } from './components/QueryContent';
export { NotFoundResult } from './components/NotFoundResult';
export { BackLink, useBackState, type BackState } from './components/BackLink';
export { ActiveBadge } from './components/ActiveBadge';
export { RequireAccess } from './components/RequireAccess';
export { useConfirm, type ConfirmOptions } from './hooks/useConfirm';
export { SearchSelect, type SearchOption, type SearchSelectProps, type UseSearchOptions } from './components/SearchSelect';
export { applyFieldErrors } from './formErrors';
export { sellersKeys, boothsKeys, type ListKeyParams } from './queryKeys';
