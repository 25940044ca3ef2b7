/** The header search: users, booths and tickets matching a text, each kind within what the caller may see. */
import { Type, type Static } from '@sinclair/typebox';
import { errorResponses, heavyResponses } from './common';
import { MAX_LENGTH, MIN_SEARCH_LENGTH, SEARCH_RESULTS_PER_KIND } from './limits';
import { defineRoute } from './route';

export const SearchQuerySchema = Type.Object({ q: Type.String({ minLength: MIN_SEARCH_LENGTH, maxLength: MAX_LENGTH.search }) });
export type SearchQuery = Static<typeof SearchQuerySchema>;

export const SearchUserSchema = Type.Object({
  id: Type.Integer(),
  first_name: Type.String(),
  last_name: Type.String(),
  username: Type.String(),
  email: Type.String(),
});
export type SearchUser = Static<typeof SearchUserSchema>;

export const SearchBoothSchema = Type.Object({ id: Type.Integer(), name: Type.String(), location: Type.String() });
export type SearchBooth = Static<typeof SearchBoothSchema>;

export const SearchTicketSchema = Type.Object({ id: Type.Integer(), code: Type.String() });
export type SearchTicket = Static<typeof SearchTicketSchema>;

export const SearchResultsSchema = Type.Object({
  users: Type.Array(SearchUserSchema, { maxItems: SEARCH_RESULTS_PER_KIND }),
  booths: Type.Array(SearchBoothSchema, { maxItems: SEARCH_RESULTS_PER_KIND }),
  tickets: Type.Array(SearchTicketSchema, { maxItems: SEARCH_RESULTS_PER_KIND }),
});
export type SearchResults = Static<typeof SearchResultsSchema>;

export const searchRoutes = {
  search: defineRoute({
    method: 'GET',
    url: '/v1/search',
    access: 'self',
    heavy: true,
    schema: {
      tags: ['search'],
      summary: 'Busca usuarios, taquillas y tickets (a lo sumo 5 de cada tipo)',
      description:
        'Usuarios (no eliminados) por nombre, apellido, usuario o correo, solo para los roles que ven usuarios; taquillas por nombre ' +
        'para los roles que ven taquillas (un cliente, solo las suyas); tickets por código dentro del alcance de la lista de tickets ' +
        '(un cliente, los de sus taquillas; un vendedor, sus ventas). Sin distinguir mayúsculas. `q` necesita al menos 2 caracteres ' +
        'que no sean espacios (si no, 400 nombrando `q`).',
      querystring: SearchQuerySchema,
      response: { 200: SearchResultsSchema, ...errorResponses, ...heavyResponses },
    },
  }),
};
