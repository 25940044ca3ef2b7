/**
 * The kit every app bundles (never shared at run time, so a remote deployed alone carries its own
 * copy): the list and detail kit, role gates, formats, labels, the query-key scheme and the typed
 * API calls. No module here has side effects beyond what its exports need, and the package says so
 * (`sideEffects: false`): an app's bundle holds only what it imports.
 */

// The typed API calls: thin functions over shared-auth's `request`.
export { menuApi, ownAccountApi } from './api/auth';
export { searchApi } from './api/search';
export { usersApi } from './api/users';
export { sellersApi } from './api/sellers';
export { boothsApi } from './api/booths';
export { auditApi } from './api/audit';
export { sessionsApi } from './api/sessions';
export { drawsApi } from './api/draws';
export { gamesApi } from './api/games';
export { ticketsApi } from './api/tickets';
export { limitsApi } from './api/limits';
export { hierarchyApi } from './api/hierarchy';
export { reportsApi } from './api/reports';
export { dashboardApi } from './api/dashboard';
export { inboxApi } from './api/inbox';
export { terminalApi } from './api/terminal';
export { cashApi } from './api/cash';
export { settingsApi } from './api/settings';
export { drawerApi } from './api/drawer';
export type { VersionedAnswer } from './api/client';

// Editing versioned records (users, sellers, booths) without lost updates: ETag in, If-Match out, 412 handled.
export { dataOf, shownVersion, useVersionedWrite } from './versions/useVersionedWrite';
export { useVersionedForm, type VersionedForm, type VersionedFormOptions } from './versions/useVersionedForm';
export { useResourceForm, type ResourceForm, type ResourceFormOptions } from './forms/useResourceForm';
export { useResourceSave, type ResourceSaved, type ResourceSaveInput, type ResourceSaveOptions } from './forms/useResourceSave';
export { useStaleNotice, type StaleNotice } from './versions/useStaleNotice';
export { isStaleRecord, RELOADED_WITH_CHANGES, STALE_RECORD, StaleRecordAlert } from './versions/stale';

// Every form: a failed save said inside it, unsaved changes asked about before a dialog closes.
export { isConnectionFailure, SAVE_FAILED, SAVE_OFFLINE, sameValues, useFormSave, type FormSave } from './forms/useFormSave';
export {
  DISCARD_CHANGES,
  GuardedModal,
  useDirtyCheck,
  useDiscardGuard,
  type DiscardGuard,
  type GuardRegistry,
} from './forms/discardGuard';

// Formats, labels and query keys.
export {
  businessMomentOf,
  businessTime,
  businessToday,
  formatCount,
  formatCurrency,
  formatDate,
  formatDateTime,
  formatPayout,
  formatPercent,
  formatTime,
  formatTimeOrDateTime,
  isCalendarDay,
} from './format';
export { formatSpanishNumber, NUMBER_MESSAGES, parseSpanishNumber, UnreadableNumber, type NumberReading } from './numbers';
export {
  BOOTH_DAY_STATUS_LABELS,
  COUNTRY_LABELS,
  DOCUMENT_TYPE_LABELS,
  DRAW_STATUS_TAGS,
  GAME_KIND_LABELS,
  LANGUAGE_LABELS,
  MONEY_FIGURES,
  NEGATIVE_EXPECTED_CASH,
  PAYMENT_DIRECTION_HELP,
  PAYMENT_DIRECTION_LABELS,
  PRIZE_PAYMENT_TAGS,
  prizePaymentOf,
  ROLE_LABELS,
  PRIZE_PLAN,
  BOOTH_PRIZE_PLAN,
  SETTING_HINTS,
  TICKET_STATUS_TAGS,
  isOneOf,
  labelOf,
  optionsOf,
  type MoneyFigure,
  type PrizePayment,
  type TagStyle,
} from './labels';
export { FigureTitle, HelpHint, Hinted } from './components/HelpHint';
export {
  resourceKeys,
  usersKeys,
  sellersKeys,
  boothsKeys,
  drawsKeys,
  gamesKeys,
  ticketsKeys,
  hierarchyKeys,
  reportsKeys,
  auditKeys,
  limitsKeys,
  sessionsKeys,
  cashDaysKeys,
  statementsKeys,
  type ListKeyParams,
} from './queryKeys';

// The list and detail kit.
export { useDebouncedValue } from './hooks/useDebouncedValue';
export { useDebouncedField, type DebouncedFieldOptions } from './hooks/useDebouncedField';
export { useListParams, parsePage, type ListParams } from './hooks/useListParams';
export {
  useListController,
  type ListController,
  type ListControllerOptions,
  type ListTableProps,
  type ListUrl,
} from './hooks/useListController';
export { useIdParam, parseId } from './hooks/useIdParam';
export { useSessionEndNotice } from './hooks/useSessionEndNotice';
export { useDialogParam, type DialogParam, type DialogProtector, type DialogTarget } from './hooks/useDialogParam';
export { useBackState, useBackLink, type BackState } from './hooks/useBackLink';
export { useConfirm, type ConfirmOptions } from './hooks/useConfirm';
export { useOwnerOptions } from './hooks/useOwnerOptions';
export { useBoothOptions } from './hooks/useBoothOptions';
export { useSellerSearchOptions } from './hooks/useSellerSearchOptions';
export { pageOf, type ListPage } from './listPage';
export { downloadText } from './download';
export { newUuid } from './uuid';
export { DAY_FORMAT, isDay, thisMonth } from './dayRange';
export { DayRangePicker, outOfRange } from './components/DayRangePicker';
export { BOM, csvAmount, csvText, EOL, SEPARATOR } from './csv';
export { applyFieldErrors } from './formErrors';
export {
  moneyMaxProblem,
  numberRules,
  optionalNumberRules,
  optionalPayoutRules,
  optionalPercentageRules,
  PRIZE_PLAN_MESSAGES,
} from './formRules';
export { PASSWORD_MESSAGES, passwordRules } from './passwords';
export { PageTitleBar } from './components/PageTitleBar';
export { ListCard } from './components/ListCard';
export { ListSearch } from './components/ListSearch';
export { FilterSelect } from './components/FilterSelect';
export { BoothFilter } from './components/BoothFilter';
export { CurrencySelect, useShownCurrency } from './components/CurrencySelect';
export { CURRENCIES_KEY, useCurrencies } from './hooks/useCurrencies';
export { CLEAR_FILTERS, FilterBar } from './components/FilterBar';
export { INPUT_CLEAR, SELECT_CLEAR } from './components/clear';
export { DataTable, TotalsRow, type DataTableProps } from './components/DataTable';
export { DetailFrame, type DetailFrameProps, type DetailQuery } from './components/DetailFrame';
export { FormDialog, type ActionDialogProps, type FormDialogProps } from './components/FormDialog';
export { ReasonDialog, ReasonField, type ReasonDialogProps } from './components/ReasonDialog';
export {
  AmountReasonDialog,
  type AmountReasonDialogProps,
  type AmountReasonSubmit,
  type AmountReasonValues,
} from './components/AmountReasonDialog';
export { mayPassOnRetry, QueryError } from './components/QueryError';
export { QueryContent, isNotFound } from './components/QueryContent';
export { ActiveBadge } from './components/ActiveBadge';
export { StatusTag, TicketStatusTags } from './components/StatusTag';
export { DateTimeText } from './components/DateTimeText';
export { SpanishNumberInput, type SpanishNumberInputProps, type SpanishNumberValue } from './components/SpanishNumberInput';
export { PrizePlanFields, type PrizePlanTexts } from './components/PrizePlanFields';
export { useSpanishNumberText, type SpanishNumberText } from './hooks/useSpanishNumberText';
export { FigureCards, type Figure } from './components/FigureCards';
export { LOADING, LoadingSkeleton } from './components/LoadingSkeleton';
export { SearchSelect, type SearchOption, type SearchSelectProps, type UseSearchOptions } from './components/SearchSelect';

// Role gates: what the signed-in role may see, in capabilities.
export { useAccess, type AccessState } from './hooks/useAccess';
export { AccessGate } from './components/AccessGate';
export { SessionsCard, type SessionsCardProps } from './components/SessionsCard';
export { AuditHistoryLink } from './components/AuditHistoryLink';
export { PageLink, registerManifest, usePageLink, usePageResolver, type PageParamsArg, type PageResolver } from './pages/PageLink';
export { formatDrawerMoney } from './drawerMoney';
