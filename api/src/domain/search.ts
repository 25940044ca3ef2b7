/**
 * The header search: a few users, booths and tickets matching a text, each kind within what the
 * caller may see (the same scope as its list). Each kind is one query served by a trigram index
 * (users' `search_text`, booths' name, tickets' code): the matches are collected through it, a
 * bounded number of them, and only those are sorted, so a rare text never walks a whole table.
 * Tickets whose code starts with the text come first, through the code's own index.
 */
import type { SearchBooth, SearchResults, SearchTicket, SearchUser } from '@banca/contracts';
import { can } from '@banca/contracts/access';
import { SEARCH_RESULTS_PER_KIND } from '@banca/contracts/limits';
import { and, asc, isNull, sql } from 'drizzle-orm';
import { type Database, queryRows } from '../db/client';
import { ticketBooths, tickets, users } from '../db/schema';
import type { AuthUser } from '../security/auth-types';
import { escapeLike, likePattern } from './paging';
import { boothScope, scopeOf, ticketScope } from './scope';
import { ticketCodeSearchText } from './tickets';

/**
 * At most this many matches of a kind are collected before sorting: enough for a stable order of
 * the few shown whenever the text is specific; a text matching more has no meaningful "first five".
 */
const COLLECTED = 200;

async function findUsers(db: Database, pattern: string): Promise<SearchUser[]> {
  // `search_text` (indexed) also holds the document number: the second condition keeps the fields searched.
  const found = db
    .select({ id: users.id, first_name: users.first_name, last_name: users.last_name, username: users.username, email: users.email })
    .from(users)
    .where(
      and(
        isNull(users.deletedat),
        sql`${users.search_text} LIKE ${pattern}`,
        sql`(lower(${users.first_name} || ' ' || ${users.last_name}) LIKE ${pattern} OR lower(${users.username}) LIKE ${pattern} OR lower(${users.email}) LIKE ${pattern})`,
      ),
    )
    .limit(COLLECTED)
    .as('found');
  return db.select().from(found).orderBy(asc(found.first_name), asc(found.last_name), asc(found.id)).limit(SEARCH_RESULTS_PER_KIND);
}

async function findBooths(db: Database, user: AuthUser, pattern: string): Promise<SearchBooth[]> {
  const found = db
    .select({ id: ticketBooths.id, name: ticketBooths.name, location: ticketBooths.location })
    .from(ticketBooths)
    .where(and(isNull(ticketBooths.deleted_at), boothScope(scopeOf(user)), sql`${ticketBooths.name} ILIKE ${pattern}`))
    .limit(COLLECTED)
    .as('found');
  return db.select().from(found).orderBy(asc(found.name), asc(found.id)).limit(SEARCH_RESULTS_PER_KIND);
}

/**
 * Tickets whose code starts with the text come first (what staff type is a code's beginning), found
 * in code order through the code's own index. Only when fewer than a page start with it does the
 * trigram index look for the text anywhere in a code: the second branch of the UNION ALL runs only
 * if the first did not fill the LIMIT. Codes are stored upper case.
 */
async function findTickets(db: Database, user: AuthUser, text: string): Promise<SearchTicket[]> {
  const visible = ticketScope(scopeOf(user)) ?? sql`true`;
  const code = ticketCodeSearchText(text);
  const start = `${escapeLike(code)}%`;
  const anywhere = likePattern(code);
  const rows = await queryRows<SearchTicket & { starts: boolean }>(
    db,
    sql`select id, code, starts from (
          (select ${tickets.id} as id, ${tickets.code} as code, true as starts from ${tickets}
            where ${visible} and ${tickets.code} like ${start} order by ${tickets.code} limit ${SEARCH_RESULTS_PER_KIND})
          union all
          (select id, code, false from (
             select ${tickets.id} as id, ${tickets.code} as code from ${tickets}
             where ${visible} and ${tickets.code} ilike ${anywhere} and ${tickets.code} not like ${start} limit ${COLLECTED}) within
           order by code limit ${SEARCH_RESULTS_PER_KIND})
        ) found limit ${SEARCH_RESULTS_PER_KIND}`,
  );
  rows.sort((a, b) => Number(b.starts) - Number(a.starts) || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0));
  return rows.map(({ id, code }) => ({ id, code }));
}

/** What `text` finds for `user`: a kind the role may not see at all comes back empty, unasked. */
export async function search(db: Database, user: AuthUser, text: string): Promise<SearchResults> {
  const pattern = likePattern(text);
  const [foundUsers, foundBooths, foundTickets] = await Promise.all([
    can(user.role, 'users:read') ? findUsers(db, pattern) : [],
    can(user.role, 'booths:read') ? findBooths(db, user, pattern) : [],
    can(user.role, 'tickets:read') ? findTickets(db, user, text) : [],
  ]);
  return { users: foundUsers, booths: foundBooths, tickets: foundTickets };
}
