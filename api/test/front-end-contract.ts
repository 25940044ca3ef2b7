/**
 * Compile-time contract between the API and its front ends; nothing here runs.
 *
 * Why: `shared-auth/src/types.ts` mirrors the API's answers and request bodies by hand, and every
 * front end trusts it. Each pair below says "this front-end type and the static type of this TypeBox
 * schema accept exactly the same values", so a change on either side that the other does not follow
 * fails `pnpm typecheck` (api's `typecheck` script runs `tsc -p tsconfig.contract.json`; that small
 * config has `rootDir: ".."` so it may read shared-auth, which api's own tsconfig cannot).
 *
 * A failure reads `Type 'true' is not assignable to type '"UserRow: differs from the API in «locked»"'`:
 * the pair and the fields that disagree. Read the route's handler to see what the API really sends
 * (or accepts), then fix the side that is wrong — usually the front-end type, or the route's schema
 * when it does not say what the handler does — and keep both in step.
 */
import type { Static, TSchema } from '@sinclair/typebox';
import type * as FrontEnd from '../../shared-auth/src/types';
import type { LoginAnswerSchema, MenuItemSchema, MenuSectionSchema } from '../src/routes/auth';
import type { BoothDetailSchema, BoothForm, BoothListSchema, BoothRowSchema } from '../src/routes/booths';
import type { DashboardSchema } from '../src/routes/dashboard';
import type { DrawDetailSchema, DrawGroupSchema, DrawListQuery, DrawListSchema, DrawSchema } from '../src/routes/draws';
import type { GameDetailSchema, GameModuleSchema } from '../src/routes/games';
import type { HierarchyDetailSchema, HierarchyListSchema, HierarchyNodeSchema } from '../src/routes/hierarchy';
import type { InboxItemSchema, InboxReadAllSchema, InboxReadSchema, InboxSchema } from '../src/routes/inbox';
import type { ReportGroupSchema, ReportSchema } from '../src/routes/reports';
import type { SellerForm, SellerListSchema, SellerRowSchema } from '../src/routes/sellers';
import type { TicketDetailSchema, TicketListQuery, TicketListSchema, TicketRowSchema } from '../src/routes/tickets';
import type {
  CreateUserBody,
  GameConfigSchema,
  ModuleGamesSchema,
  ModuleSchema,
  ProfileForm,
  ProfileSchema,
  SecuritySchema,
  SettingSchema,
  UserListSchema,
  UserRowSchema,
} from '../src/routes/users/schemas';

/** Mutually assignable: every value of one is a value of the other. */
type Agree<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/** The top-level fields missing on one side or typed differently (optional vs required counts). */
type DifferingFields<A, B> =
  | Exclude<keyof A, keyof B>
  | Exclude<keyof B, keyof A>
  | { [Key in keyof A & keyof B]-?: Agree<A[Key], B[Key]> extends true ? never : Key }[keyof A & keyof B];

/** `true`, or a message naming the pair and the fields that disagree. */
type Verdict<Name extends string, A, B> =
  Agree<A, B> extends true
    ? true
    : [DifferingFields<A, B>] extends [never]
      ? `${Name}: differs from the API (compare the two types as a whole)`
      : `${Name}: differs from the API in «${DifferingFields<A, B> & string}»`;

/** The front end's query filters hold null for "no filter"; the http client leaves those out. */
type SentQuery<Filters> = { [Key in keyof Filters]: Exclude<Filters[Key], null> };

/** Each front-end type (by its name in types.ts) and the schema of what the API sends or accepts. */
interface Pairs {
  LoginAnswer: [FrontEnd.LoginAnswer, typeof LoginAnswerSchema];
  Profile: [FrontEnd.Profile, typeof ProfileSchema];
  MenuSection: [FrontEnd.MenuSection, typeof MenuSectionSchema];
  MenuItem: [FrontEnd.MenuItem, typeof MenuItemSchema];

  UserRow: [FrontEnd.UserRow, typeof UserRowSchema];
  UserList: [FrontEnd.Paginated<'users', FrontEnd.UserRow>, typeof UserListSchema];
  ProfileForm: [FrontEnd.ProfileForm, typeof ProfileForm];
  CreateUserForm: [FrontEnd.CreateUserForm, typeof CreateUserBody];
  UserSecurity: [FrontEnd.UserSecurity, typeof SecuritySchema];
  UserModule: [FrontEnd.UserModule, typeof ModuleSchema];
  GameConfig: [FrontEnd.GameConfig, typeof GameConfigSchema];
  ModuleGames: [FrontEnd.ModuleGames, typeof ModuleGamesSchema];
  UserSetting: [FrontEnd.UserSetting, typeof SettingSchema];

  SellerRow: [FrontEnd.SellerRow, typeof SellerRowSchema];
  SellerList: [FrontEnd.Paginated<'sellers', FrontEnd.SellerRow>, typeof SellerListSchema];
  SellerForm: [FrontEnd.SellerForm, typeof SellerForm];
  BoothRow: [FrontEnd.BoothRow, typeof BoothRowSchema];
  BoothList: [FrontEnd.Paginated<'booths', FrontEnd.BoothRow>, typeof BoothListSchema];
  BoothDetail: [FrontEnd.BoothDetail, typeof BoothDetailSchema];
  BoothForm: [FrontEnd.BoothForm, typeof BoothForm];

  Draw: [FrontEnd.Draw, typeof DrawSchema];
  DrawGroup: [FrontEnd.DrawGroup, typeof DrawGroupSchema];
  DrawList: [FrontEnd.DrawList, typeof DrawListSchema];
  DrawDetail: [FrontEnd.DrawDetail, typeof DrawDetailSchema];
  DrawFilters: [SentQuery<FrontEnd.DrawFilters>, typeof DrawListQuery];
  GameModule: [FrontEnd.GameModule, typeof GameModuleSchema];
  GameDetail: [FrontEnd.GameDetail, typeof GameDetailSchema];
  TicketRow: [FrontEnd.TicketRow, typeof TicketRowSchema];
  TicketList: [FrontEnd.Paginated<'tickets', FrontEnd.TicketRow>, typeof TicketListSchema];
  TicketDetail: [FrontEnd.TicketDetail, typeof TicketDetailSchema];
  TicketFilters: [SentQuery<FrontEnd.TicketFilters>, typeof TicketListQuery];

  HierarchyNode: [FrontEnd.HierarchyNode, typeof HierarchyNodeSchema];
  HierarchyList: [FrontEnd.HierarchyList, typeof HierarchyListSchema];
  HierarchyDetail: [FrontEnd.HierarchyDetail, typeof HierarchyDetailSchema];
  SalesReport: [FrontEnd.SalesReport, typeof ReportSchema];
  SalesReportDetail: [FrontEnd.SalesReportDetail, typeof ReportGroupSchema];
  DashboardSummary: [FrontEnd.DashboardSummary, typeof DashboardSchema];
  InboxItem: [FrontEnd.InboxItem, typeof InboxItemSchema];
  Inbox: [FrontEnd.Inbox, typeof InboxSchema];
  InboxReadAnswer: [FrontEnd.InboxReadAnswer, typeof InboxReadSchema];
  InboxReadAllAnswer: [FrontEnd.InboxReadAllAnswer, typeof InboxReadAllSchema];
}

/** What the API sends or accepts, as TypeScript sees the schema. */
type ApiType<Schema> = Schema extends TSchema ? Static<Schema> : never;

type Verdicts = { [Name in keyof Pairs & string]: Verdict<Name, Pairs[Name][0], ApiType<Pairs[Name][1]>> };
/** The names of the pairs that disagree. */
type Drifting = { [Name in keyof Verdicts]: Verdicts[Name] extends true ? never : Name }[keyof Verdicts];

/** `true` when every pair agrees; otherwise the messages of those that do not, which the compiler prints. */
export const frontEndMatchesApi: [Drifting] extends [never] ? true : Verdicts[Drifting] = true;
