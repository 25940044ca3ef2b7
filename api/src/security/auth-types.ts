import type { Role } from '@banca/contracts/enums';

/** A staff session's user. */
export interface AuthUser {
  id: number;
  role: Role;
  username: string;
}

/** A booth terminal's session: the seller account and the booth it sells at. */
export interface TerminalAuth {
  sessionId: number;
  sellerId: number;
  boothId: number;
  username: string;
  label: string;
}
