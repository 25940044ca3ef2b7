/**
 * The API's contract as the front ends see it (api/ is the source of truth; its OpenAPI document
 * is at /api/docs). Field names are the API's own snake_case names.
 */
export type Role = 'admin' | 'operator' | 'client' | 'ticket_seller';
export type UserLevel = 'admin' | 'advanced' | 'intermediate' | 'seller';
export type DocumentType = 'DNI' | 'Passport' | 'ID Card' | 'Other';
export type Language = 'es' | 'en';
export type Country = 'VE' | 'CO' | 'CL' | 'MX' | 'US' | 'ES' | 'GB' | 'DE' | 'JP' | 'AE';

/** A paginated answer: `{ users: [...], page, total, totalPages }` and so on. */
export type Paginated<K extends string, T> = { [key in K]: T[] } & { page: number; total: number; totalPages: number };

export interface LoginAnswer {
  token: string;
  expires_at: string;
}

export interface Profile {
  id: number;
  auth_user_id: number;
  username: string;
  role: Role;
  first_name: string;
  last_name: string;
  document_type: DocumentType;
  document_number: string;
  email: string;
  phone: string;
  language: Language;
  country: Country;
  timezone: string;
  avatar: string | null;
  registration_date: string;
}

export interface MenuItem {
  label: string;
  route: string;
  icon: string;
  children?: MenuItem[];
}
export interface MenuSection {
  heading: string;
  items: MenuItem[];
}

export interface UserRow {
  id: number;
  auth_user_id: number;
  username: string;
  first_name: string;
  last_name: string;
  document_type: DocumentType;
  document_number: string;
  email: string;
  avatar: string | null;
  role: Role;
  user_level: UserLevel;
  account_balance: number;
  country: Country;
  isactive: boolean;
  locked: boolean;
}

export interface ProfileForm {
  first_name: string;
  last_name: string;
  document_type: DocumentType;
  document_number: string;
  email: string;
  phone?: string;
  language: Language;
  country: Country;
  timezone: string;
}
export interface CreateUserForm extends ProfileForm {
  role: Role;
  username?: string;
  password?: string;
}

export interface UserSecurity {
  username: string;
  email: string;
  loginattempts: number;
  locked: boolean;
  isactive: boolean;
  isverified: boolean;
  lastlogin: string | null;
  createdat: string;
  deletedat: string | null;
}

export interface UserModule {
  id: number;
  code: string;
  name: string;
  configurations: number;
  game_types: number;
  assigned: boolean;
}
/** A game type's kind: a single bet or a parlay. */
export type GameKind = 'single' | 'parlay';
export interface GameConfig {
  game_type_id: number;
  name: string;
  kind: GameKind;
  enabled: boolean;
  profit_percentage: number;
  sales_limit: number;
}
export interface ModuleGames {
  module: { id: number; name: string; assigned: boolean };
  games: GameConfig[];
  enabled: number;
  total: number;
}
export interface UserSetting {
  setting_key: string;
  setting_label: string;
  setting_value: number;
}

export interface SellerRow {
  id: number;
  ticket_booth_id: number | null;
  ticket_booth_name: string | null;
  seller_user_id: number | null;
  label: string;
  username: string;
  is_active: boolean;
  failed_attempts: number;
  locked: boolean;
  logged_in_elsewhere: boolean;
  created_at: string;
  updated_at: string;
  assigned_at: string | null;
}
export interface SellerForm {
  /** Ignored by the API, which accepts what the original form sent (a number, a text or null). */
  id?: number | string | null;
  ticket_booth_id: number;
  seller_user_id?: number | null;
  label: string;
  username: string;
  /** Absent, empty or null: a random secret on create, the current password kept on update. */
  password?: string | null;
  is_active: boolean;
}

export interface BoothRow {
  id: number;
  name: string;
  email: string;
  location: string;
  amount: number;
  owner_id: number | null;
  owner_name: string | null;
  sellers_count: number;
}
export interface BoothDetail extends BoothRow {
  sellers: { id: number; label: string; username: string; is_active: boolean }[];
}
export interface BoothForm {
  name: string;
  email?: string;
  location?: string;
  owner_id?: number | null;
}

export type DrawStatus = 'active' | 'finished' | 'pending';
export type DrawType = 'loteria_nacional' | 'loteria_primitiva' | 'bingo' | 'otro';
export interface Draw {
  id: number;
  name: string;
  created_at: string;
  draw_at: string;
  status: DrawStatus;
  prize: number;
}
export interface DrawGroup {
  game_type_name: string;
  module_id: number;
  module_code: string;
  draws: Draw[];
}
/** GET /v1/draws/list: the draws grouped by game module. */
export interface DrawList {
  game_types: DrawGroup[];
}
export interface DrawFilters {
  type?: DrawType | null;
  status?: DrawStatus | null;
  date?: string | null;
  min_prize?: number | null;
}
export interface DrawDetail extends Draw {
  module_id: number;
  module_code: string;
  game_type_name: string;
  winning_numbers: string | null;
  tickets_count: number;
  sales_total: number;
  winners_count: number;
  prizes_total: number;
}

export interface GameModule {
  id: number;
  code: string;
  name: string;
  description: string;
  enabledUsers: { id: number; name: string; email: string }[];
  enabled_users_total: number;
  draws: { id: number; name: string; date: string }[];
}
export interface GameDetail {
  id: number;
  code: string;
  name: string;
  description: string;
  types: { id: number; code: string; name: string; kind: GameKind; description: string; payout: number; min_bet: number }[];
}

export interface TicketRow {
  id: number;
  code: string;
  ticket_booth_id: number;
  booth_name: string;
  seller_id: number;
  seller_label: string;
  draw_id: number;
  draw_name: string;
  amount: number;
  is_winner: boolean;
  prize_amount: number;
  created_at: string;
}
export interface TicketDetail extends TicketRow {
  draw: { id: number; name: string; draw_at: string; status: DrawStatus; winning_numbers: string | null };
  lines: {
    id: number;
    game_type_name: string;
    kind: GameKind;
    selection: string;
    amount: number;
    potential_payout: number;
    is_winner: boolean;
  }[];
}
export interface TicketFilters {
  page?: number;
  search?: string | null;
  booth_id?: number | null;
  winner?: 'true' | 'false' | null;
}

export type HierarchyLevel = 'administrator' | 'sub_administrator' | 'seller';
export interface HierarchyNode {
  id: string;
  kind: 'user' | 'seller';
  level: HierarchyLevel;
  name: string;
  email: string;
  location: string;
  amount_usd: number;
  role: Role | 'seller';
  children: HierarchyNode[];
}
export interface HierarchyDetail {
  node: HierarchyNode;
  path: { id: string; name: string; level: HierarchyLevel }[];
  totals: { booths: number; sellers: number; tickets: number; sales: number };
}

export interface HierarchyList {
  nodes: HierarchyNode[];
}

export type ReportGroupBy = 'booth' | 'seller' | 'game';
export interface ReportFigures {
  tickets: number;
  sales: number;
  prizes: number;
  net: number;
}
export interface SalesReport {
  from: string;
  to: string;
  group_by: ReportGroupBy;
  rows: (ReportFigures & { key: string; label: string })[];
  totals: ReportFigures;
  series: { date: string; sales: number; prizes: number }[];
}
export interface SalesReportDetail {
  group: { key: string; label: string };
  days: (ReportFigures & { date: string })[];
  totals: ReportFigures;
  tickets: TicketRow[];
}

export interface DashboardSummary {
  stats: { draws_today: number; tickets_today: number; sales_today: number; winners_today: number };
  draws_today: { id: number; name: string; game_type_name: string; time: string; status: 'finished' | 'in_progress' | 'upcoming' }[];
  sales_events: { ticket_id: number; user: string; sale: string; amount: number; time: string }[];
}

export type InboxKind = 'messages' | 'notifications';
export interface InboxItem {
  id: number;
  title: string;
  body: string;
  sender: string;
  read: boolean;
  created_at: string;
}
export interface Inbox {
  items: InboxItem[];
  unread: number;
}
/** The answers of marking one item read and of marking them all read. */
export interface InboxReadAnswer {
  item: InboxItem;
  unread: number;
}
export interface InboxReadAllAnswer {
  updated: number;
  unread: 0;
}
