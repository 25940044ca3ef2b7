/**
 * The field limits of the API as plain data (no TypeBox): the schemas enforce them and the
 * forms can show the same bounds before anything is sent.
 */

/** Ids are PostgreSQL `integer` keys: 1 … 2^31−1. */
export const MAX_ID = 2147483647;

/** Live sessions one user may have at once; a newer sign-in ends the oldest beyond this. */
export const MAX_SESSIONS_PER_USER = 10;

/** Rows of a list page unless the route takes a `limit`. */
export const PAGE_SIZE = 10;
export const MAX_PAGE = 1_000_000;
/** The largest `limit` a list that takes one accepts (the booths list). */
export const MAX_PAGE_LIMIT = 100;

/** Longest text of each kind of field, in characters. */
export const MAX_LENGTH = {
  /** A text field without a more specific bound. */
  text: 120,
  search: 100,
  firstName: 80,
  lastName: 80,
  documentNumber: 30,
  /** RFC 5321's longest address. */
  email: 254,
  phone: 30,
  timezone: 64,
  username: 254,
  password: 128,
  /** What sign-in accepts (longer than any password that can be set, so old ones still fit). */
  loginPassword: 256,
  boothName: 120,
  boothLocation: 160,
  sellerLabel: 120,
  settingKey: 60,
  /** A day, `YYYY-MM-DD`. */
  day: 10,
  /** A hierarchy node id, `user-<id>` or `seller-<id>`. */
  hierarchyNodeId: 20,
  /** A report group's key: an id as text. */
  reportKey: 10,
} as const;

export const MIN_USERNAME_LENGTH = 3;
/** The shortest text the header search looks for (blanks around it do not count). */
export const MIN_SEARCH_LENGTH = 2;
/** The most results of each kind (users, booths, tickets) the header search answers. */
export const SEARCH_RESULTS_PER_KIND = 5;
/** Letters, digits and . _ @ + - (an e-mail address fits). */
export const USERNAME_PATTERN = '^[A-Za-z0-9._@+-]+$';
export const MIN_PASSWORD_LENGTH = 6;
/**
 * A phone number, or nothing: digits, spaces, +, -, parentheses, with 7 to 20 digits
 * ('+58 412-555 0101', '(0212) 555-0101'); words ('llámame') are refused.
 */
export const PHONE_PATTERN = '^$|^(?=(?:[^0-9]*[0-9]){7,20}[^0-9]*$)[0-9 +()\\-]+$';

/** A percentage (profit, sale, participation): 0–100 with at most two decimals. */
export const PERCENTAGE = { min: 0, max: 100, decimals: 2 } as const;
/** A game's sales limit: a whole amount, 0 … 1,000,000,000. */
export const SALES_LIMIT = { min: 0, max: 1_000_000_000 } as const;
/** The highest top prize the draws filter accepts. */
export const MAX_PRIZE_FILTER = 1e12;

/** The longest range a sales report covers, in days (both ends included). */
export const MAX_REPORT_DAYS = 366;
/** The banca's clock: a business day (a report's range, a draw's date, today's figures) is a calendar day in this zone. */
export const BUSINESS_TIMEZONE = 'America/Caracas';
/**
 * A booth's business day still open this many minutes after it ended (00:30 of the next day) is
 * closed by the system, its counted cash left empty.
 */
export const BOOTH_DAY_AUTO_CLOSE_MINUTES = 30;
/** The years a day parameter (report range, draw date) may fall in. */
export const DAY_YEARS = { min: 2000, max: 2100 } as const;

/** Two decimals at most, as the forms' step of 0.01 (JSON numbers are floats, so with a tolerance). */
export function hasAtMostTwoDecimals(value: number): boolean {
  return Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;
}

/**
 * An amount of money the API takes (a bet, a sales limit, an expected prize): 0 … 1,000,000,000
 * with at most two decimals; stored as SQL numeric(14,2).
 */
export const MONEY = { max: 1_000_000_000, decimals: 2 } as const;

/** Minutes before a draw's time its module stops selling (`modules.cutoff_minutes`). */
export const CUTOFF_MINUTES = { min: 0, max: 60, default: 5 } as const;
/** Minutes after a sale its terminal may still cancel it (`ticket_booths.cancel_window_minutes`). */
export const CANCEL_WINDOW_MINUTES = { min: 0, max: 60, default: 5 } as const;
/** Days after its draw a prize may still be paid (`modules.prize_expiry_days`). */
export const PRIZE_EXPIRY_DAYS = { min: 1, max: 365, default: 30 } as const;
/** The most lines one ticket may carry. */
export const MAX_TICKET_LINES = 50;
/** The longest bet selection (a parlay of four matches is the longest one: 'P1:1 P2:X P3:2 P4:1'). */
export const MAX_SELECTION_LENGTH = 40;
/** The longest reason of a cancellation. */
export const MAX_CANCEL_REASON_LENGTH = 200;
/** The longest reason of a payment between the banca and an owner (or of its reversal). */
export const MAX_PAYMENT_REASON_LENGTH = 200;
/** The longest reason of a booth day's reopening. */
export const MAX_REOPEN_REASON_LENGTH = 200;
/** The longest note of a booth's expense. */
export const MAX_EXPENSE_NOTE_LENGTH = 200;
/** The longest device id a terminal sends (a UUID it keeps; anything opaque up to this length). */
export const MAX_DEVICE_ID_LENGTH = 100;

/** The most audit entries one CSV export holds (the newest first). */
export const AUDIT_EXPORT_MAX_ROWS = 10_000;

/** The longest part of a draw's result the API reads (a four-digit number, a card, a horse…). */
export const MAX_RESULT_PART_LENGTH = 8;

/** A page of a draw's exposure: 50 numbers unless `limit` says otherwise, 500 at most (the CSV export reads pages of 500). */
export const EXPOSURE_PAGE = { size: 50, max: 500 } as const;
