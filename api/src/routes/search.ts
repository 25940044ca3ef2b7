/** The header search: one call for users, booths and tickets, each within the caller's scope. */
import { searchRoutes } from '@banca/contracts';
import { MIN_SEARCH_LENGTH } from '@banca/contracts/limits';
import { search } from '../domain/search';
import { invalidField } from '../errors';
import { boundedRead } from '../http/heavy-reads';
import { serve } from '../http/route';
import type { App } from '../http/types';

export default async function searchRoutesPlugin(app: App): Promise<void> {
  serve(app, searchRoutes.search, async (request) => {
    const text = request.query.q.trim();
    // The schema counts blanks; what is looked for is the text without them.
    if (text.length < MIN_SEARCH_LENGTH) throw invalidField('q', `Escribe al menos ${MIN_SEARCH_LENGTH} caracteres para buscar.`);
    return boundedRead(request, (db) => search(db, request.auth.user, text));
  });
}
