/**
 * The server's side of the role table (`@banca/contracts/access`: capabilities, grants, `can`):
 * how much of the business data a role sees.
 */
import type { Role } from '@banca/contracts/enums';

/**
 * How much of the business data a caller sees: everything, the booths a client owns, the sales
 * of the seller accounts linked to a ticket_seller user, or — a booth terminal — its own seller
 * account's sales at its booth.
 */
export type DataScope =
  | { kind: 'all' }
  | { kind: 'owner'; userId: number }
  | { kind: 'seller'; userId: number }
  | { kind: 'terminal'; sellerId: number; boothId: number };

export function dataScope(user: { id: number; role: Role }): DataScope {
  switch (user.role) {
    case 'admin':
    case 'operator':
      return { kind: 'all' };
    case 'client':
      return { kind: 'owner', userId: user.id };
    case 'ticket_seller':
      return { kind: 'seller', userId: user.id };
  }
}
