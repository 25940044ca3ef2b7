/**
 * Test data and a small in-memory users API (the answers of api/src/routes/users), so a test can
 * save something and see it come back as the real API would.
 */
import type { GameConfig, ModuleGames, Profile, SessionRow, UserModule, UserRow, UserSecurity, UserSetting } from '@banca/contracts';
import type { RecordedCall, Responder } from '@banca/kit/testing';

export const profile = (over: Partial<Profile> = {}): Profile => ({
  id: 7,
  auth_user_id: 7,
  username: 'carolina',
  role: 'operator',
  first_name: 'Carolina',
  last_name: 'Méndez',
  document_type: 'ID Card',
  document_number: 'V-31096003',
  email: 'carolina@banca.test',
  phone: '+58 426-4905643',
  language: 'es',
  country: 'CO',
  timezone: 'America/Bogota',
  avatar: null,
  registration_date: '2025-10-17T15:00:00Z',
  ...over,
});

export const security = (over: Partial<UserSecurity> = {}): UserSecurity => ({
  username: 'carolina',
  email: 'carolina@banca.test',
  loginattempts: 0,
  locked: false,
  isactive: true,
  isverified: true,
  lastlogin: '2026-03-02T13:30:00Z',
  createdat: '2025-10-17T15:00:00Z',
  deletedat: null,
  ...over,
});

export const row = (over: Partial<UserRow> = {}): UserRow => ({
  id: 7,
  auth_user_id: 7,
  username: 'ana',
  first_name: 'Ana',
  last_name: 'Pérez',
  document_type: 'DNI',
  document_number: 'V-12345678',
  email: 'ana@banca.test',
  avatar: null,
  role: 'admin',
  user_level: 'admin',
  account_balance: 1234.5,
  country: 'VE',
  isactive: true,
  locked: false,
  ...over,
});

export const settings = (): UserSetting[] => [
  { setting_key: 'sale_percentage', setting_label: 'Porcentaje de venta', setting_value: 12.5 },
  { setting_key: 'participation_percentage', setting_label: 'Porcentaje de participación', setting_value: 0 },
];

export const modules = (): UserModule[] => [
  { id: 1, code: 'loteria', name: 'Lotería Nacional', configurations: 1, game_types: 2, assigned: true },
  { id: 2, code: 'parley', name: 'Parley', configurations: 0, game_types: 2, assigned: false },
];

/** A game type without a plan of its own: the game type's payout and the user's «Porcentaje de venta» (12,5 %). */
const byDefault = { payout: null, commission_percentage: null, default_payout: 70, default_commission_percentage: 12.5 };

export const games = (): Record<number, GameConfig[]> => ({
  1: [
    {
      game_type_id: 11,
      name: 'Triple',
      kind: 'single',
      enabled: true,
      sales_limit: { VES: 20000, USD: 500 },
      payout: 75,
      commission_percentage: 14.5,
      default_payout: 70,
      default_commission_percentage: 12.5,
    },
    { game_type_id: 12, name: 'Terminal', kind: 'single', enabled: false, sales_limit: { VES: 0, USD: 0 }, ...byDefault },
  ],
  2: [
    { game_type_id: 21, name: 'Parley de 2', kind: 'parlay', enabled: false, sales_limit: { VES: 0, USD: 0 }, ...byDefault },
    { game_type_id: 22, name: 'Parley de 3', kind: 'parlay', enabled: false, sales_limit: { VES: 0, USD: 0 }, ...byDefault },
  ],
});

export interface FakeUser {
  /** The user's version: every read answers it as the ETag, every write checks If-Match against it and moves it. */
  version: number;
  profile: Profile;
  security: UserSecurity;
  settings: UserSetting[];
  modules: UserModule[];
  games: Record<number, GameConfig[]>;
  /** The user's live sessions (the Security tab lists and ends them; no version involved). */
  sessions: SessionRow[];
}

export const sessions = (): SessionRow[] => [
  {
    id: 31,
    created_at: '2026-11-20T13:00:00.000Z',
    last_seen_at: '2026-11-20T14:45:00.000Z',
    expires_at: '2026-11-21T01:00:00.000Z',
    address: '190.202.10.4',
    user_agent: 'Mozilla/5.0 (Linux; Android 14) Chrome/124.0.0.0 Mobile Safari/537.36',
    browser: 'Chrome 124 en Android',
    current: false,
  },
  {
    id: 30,
    created_at: '2026-11-20T11:00:00.000Z',
    last_seen_at: '2026-11-20T11:20:00.000Z',
    expires_at: '2026-11-20T23:00:00.000Z',
    address: '10.0.0.7',
    user_agent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:126.0) Gecko/20100101 Firefox/126.0',
    browser: 'Firefox 126 en Windows',
    current: false,
  },
];

export const fakeUser = (over: Partial<FakeUser> = {}): FakeUser => ({
  version: 1,
  profile: profile(),
  security: security(),
  settings: settings(),
  modules: modules(),
  games: games(),
  sessions: sessions(),
  ...over,
});

const path = (call: RecordedCall) => new URL(call.url).pathname.replace(/^\/api\//, '');

export const STALE_MESSAGE = 'Otra persona modificó este registro mientras lo editabas. Recárgalo para ver los cambios.';

/** Someone else (another administrator) changes the user: its version moves, as with the real API. */
export function changedByOthers(user: FakeUser, change: (user: FakeUser) => void): void {
  change(user);
  user.version += 1;
}

/**
 * Answers every users/detail call of `user` from (and into) its state: what a test saves is what
 * the next read answers, as with the real API.
 */
export function userApi(user: FakeUser): Responder {
  const id = user.profile.id;
  const base = `v1/users/detail/${id}`;
  const gamesOf = (moduleId: number): ModuleGames => {
    const list = user.games[moduleId] ?? [];
    const module = user.modules.find((m) => m.id === moduleId)!;
    return {
      module: { id: module.id, name: module.name, assigned: module.assigned },
      games: list,
      enabled: list.filter((g) => g.enabled).length,
      total: list.length,
    };
  };
  const countConfigurations = () => {
    user.modules = user.modules.map((m) => ({ ...m, configurations: (user.games[m.id] ?? []).filter((g) => g.enabled).length }));
  };
  const etag = () => ({ etag: `"${user.version}"` });
  return (call) => {
    const at = path(call);
    const body = call.body as Record<string, unknown>;
    if (!at.startsWith(base)) return undefined;
    const ok = (answer: unknown) => ({ body: answer, headers: etag() });
    if (call.method === 'GET') {
      if (at === `${base}/profile`) return ok(user.profile);
      if (at === `${base}/security`) return ok(user.security);
      if (at === `${base}/settings`) return ok(user.settings);
      if (at === `${base}/modules`) return ok(user.modules);
      if (at === `${base}/sessions`) return { body: { sessions: user.sessions } };
      const games = at.match(new RegExp(`^${base}/modules/(\\d+)/games$`));
      if (games) return ok(gamesOf(Number(games[1])));
      return undefined;
    }
    // Ending sessions is no edit of the user: no If-Match, the version stays.
    if (call.method === 'DELETE' && at === `${base}/sessions`) {
      const ended = user.sessions.length;
      user.sessions = [];
      return { body: { ended } };
    }
    const session = at.match(new RegExp(`^${base}/sessions/(\\d+)$`));
    if (call.method === 'DELETE' && session) {
      user.sessions = user.sessions.filter((s) => s.id !== Number(session[1]));
      return { body: { ended: 1 } };
    }
    // A write: refused when If-Match names another version, else done and the version moves.
    const ifMatch = call.headers.get('if-match');
    if (ifMatch !== null && ifMatch !== etag().etag) return { status: 412, body: apiError(412, STALE_MESSAGE), headers: etag() };
    user.version += 1;
    if (call.method === 'PUT' && at === base) {
      user.profile = { ...user.profile, ...(body as Partial<Profile>) };
      user.security = { ...user.security, email: user.profile.email };
      return ok(user.profile);
    }
    if (call.method === 'POST' && at === `${base}/settings`) {
      const { setting_key, setting } = body as { setting_key: string; setting: { value: number } };
      user.settings = user.settings.map((s) => (s.setting_key === setting_key ? { ...s, setting_value: setting.value } : s));
      return ok(user.settings);
    }
    if (call.method === 'POST' && at === `${base}/modules`) {
      const { id: moduleId, assigned } = body as { id: number; assigned: boolean };
      const was = user.modules.find((m) => m.id === moduleId)?.assigned;
      user.modules = user.modules.map((m) => (m.id === moduleId ? { ...m, assigned } : m));
      // As the API: a module enabled with none of its game types enabled gets them all.
      const list = user.games[moduleId] ?? [];
      if (assigned && !was && !list.some((g) => g.enabled)) {
        user.games[moduleId] = list.map((g) => ({ ...g, enabled: true }));
        countConfigurations();
      }
      return ok(user.modules);
    }
    const game = at.match(new RegExp(`^${base}/modules/(\\d+)/games/(\\d+)$`));
    if (call.method === 'PUT' && game) {
      const [moduleId, gameTypeId] = [Number(game[1]), Number(game[2])];
      user.games[moduleId] = user.games[moduleId].map((g) =>
        g.game_type_id === gameTypeId ? { ...g, ...(body as Partial<GameConfig>) } : g,
      );
      countConfigurations();
      return ok(user.games[moduleId].find((g) => g.game_type_id === gameTypeId));
    }
    if (call.method === 'POST' && at === `${base}/unlock`) {
      user.security = { ...user.security, loginattempts: 0, locked: false };
      return ok(user.security);
    }
    // A deactivation, a deletion and a new password end the user's sessions, as the API does.
    if (call.method === 'PUT' && at === `${base}/status`) {
      user.security = { ...user.security, isactive: Boolean(body.isactive) };
      if (!body.isactive) user.sessions = [];
      return ok(user.security);
    }
    if (call.method === 'DELETE' && at === base) {
      user.security = { ...user.security, isactive: false, deletedat: '2026-03-05T12:00:00Z' };
      user.sessions = [];
      return ok(user.security);
    }
    if (call.method === 'PUT' && at === `${base}/role`) {
      user.profile = { ...user.profile, role: body.role as Profile['role'] };
      user.sessions = [];
      return ok(user.profile);
    }
    if (call.method === 'PUT' && at === `${base}/password`) {
      user.sessions = [];
      return ok({ ok: true });
    }
    return undefined;
  };
}

/** The error body of the API. */
export const apiError = (statusCode: number, message: string, fields?: Record<string, string>) => ({
  statusCode,
  error: 'Error',
  message,
  ...(fields ? { fields } : {}),
});
