/**
 * The header's messages and notifications. Every demo account, and the other core administrators
 * and operators, get a few of each; notifications tell of real events of the data set (finished
 * draws, new booths, locked sellers, winning tickets; the money's own events — closings with a
 * difference, prizes to pay — are told by seed/cash.ts as the server tells them). The newest are unread.
 */
import type { Database } from '../db/client';
import { inboxItems } from '../db/schema';
import type { SeededBooth, SeededSeller } from './booths';
import { MESSAGES } from './catalog';
import type { SeededDraw } from './draws';
import { groupThousands } from './people';
import type { Random } from './random';
import { DAY, HOUR, MINUTE, ago, earliest } from './time';
import type { SeededTicket } from './tickets';
import type { SeededUser, SeededUsers } from './users';

type NewItem = typeof inboxItems.$inferInsert;
type Draft = Omit<NewItem, 'user_id' | 'read'>;

export interface InboxSources {
  users: SeededUsers;
  booths: SeededBooth[];
  sellers: SeededSeller[];
  draws: SeededDraw[];
  tickets: SeededTicket[];
}

/** "$25.000,00": amounts as the Spanish interface writes them. */
export function formatMoney(amount: number): string {
  const [units, cents] = amount.toFixed(2).split('.');
  return `$${groupThousands(Number(units))},${cents}`;
}

const fullName = (user: SeededUser) => `${user.firstName} ${user.lastName}`;

export async function seedInbox(db: Database, random: Random, now: Date, sources: InboxSources): Promise<void> {
  const { users, booths, sellers, draws, tickets } = sources;
  const finished = draws.filter((d) => d.status === 'settled').sort((a, b) => b.drawAt.getTime() - a.drawAt.getTime());
  const lockedSellers = sellers.filter((s) => s.failedAttempts >= 5);
  const recentBooths = booths.filter((b) => b.createdAt >= ago(now, 10 * DAY));
  const bigWins = tickets.filter((t) => t.isWinner).sort((a, b) => b.prizeAmount - a.prizeAmount);

  const drawFinished = (draw: SeededDraw): Draft => ({
    kind: 'notification',
    title: `Sorteo ${draw.name} finalizado`,
    body: `Números ganadores: ${draw.outcome?.text ?? ''}. Premio mayor: ${formatMoney(draw.prize)}.`,
    sender: 'Sistema',
    created_at: earliest(new Date(draw.drawAt.getTime() + 5 * MINUTE), now),
  });
  const boothRegistered = (booth: SeededBooth): Draft => ({
    kind: 'notification',
    title: 'Nueva taquilla registrada',
    body: `${booth.name} (${booth.location}) fue registrada a nombre de ${fullName(booth.owner)}.`,
    sender: 'Sistema',
    created_at: new Date(booth.createdAt.getTime() + MINUTE),
  });
  const sellerLocked = (seller: SeededSeller): Draft => ({
    kind: 'notification',
    title: 'Vendedor bloqueado',
    body: `La cuenta ${seller.username} (${seller.label}) se bloqueó tras ${seller.failedAttempts} intentos fallidos.`,
    sender: 'Sistema',
    created_at: ago(now, random.int(1 * HOUR, 5 * DAY)),
  });
  const winningTicket = (ticket: SeededTicket): Draft => ({
    kind: 'notification',
    title: `Ticket ganador ${ticket.code}`,
    body: `${ticket.booth.name} tiene un premio de ${formatMoney(ticket.prizeAmount)} en el sorteo ${ticket.draw.name}.`,
    sender: 'Sistema',
    created_at: earliest(new Date(ticket.draw.drawAt.getTime() + 10 * MINUTE), now),
  });
  const messages = (count: number, senders: SeededUser[], boothChoices: SeededBooth[], sellerChoices: SeededSeller[]): Draft[] =>
    random
      .shuffle(MESSAGES)
      .slice(0, count)
      .map((message) => ({
        kind: 'message',
        title: message.title,
        body: message.body.replace('{booth}', random.pick(boothChoices).name).replace('{seller}', random.pick(sellerChoices).label),
        sender: fullName(random.pick(senders)),
        created_at: ago(now, random.int(30 * MINUTE, 12 * DAY)),
      }));

  const staff = users.all.filter((u) => !u.fromScale && (u.role === 'admin' || u.role === 'operator'));
  const clientBooths = booths.filter((b) => b.owner.id === users.client.id);
  const clientBoothIds = new Set(clientBooths.map((b) => b.id));
  const clientSellers = sellers.filter((s) => s.boothId !== null && clientBoothIds.has(s.boothId));
  const ownSales = tickets.filter((t) => t.seller.userId === users.seller.id && t.isWinner);
  const recentFinished = (count: number) => finished.slice(0, count);

  const inboxes: [SeededUser, Draft[]][] = [
    [
      users.admin,
      [
        ...messages(6, [users.operator, ...users.boothOwners.slice(0, 4)], booths, sellers),
        ...recentFinished(3).map(drawFinished),
        ...recentBooths.map(boothRegistered),
        ...lockedSellers.slice(0, 2).map(sellerLocked),
        ...bigWins.slice(0, 1).map(winningTicket),
      ],
    ],
    [
      users.operator,
      [
        ...messages(5, [users.admin, ...users.boothOwners.slice(0, 3)], booths, sellers),
        ...recentFinished(2).map(drawFinished),
        ...recentBooths.map(boothRegistered),
        ...lockedSellers.slice(0, 2).map(sellerLocked),
      ],
    ],
    [
      users.client,
      [
        ...messages(4, [users.admin, users.operator], clientBooths, clientSellers),
        ...recentFinished(3).map(drawFinished),
        ...tickets
          .filter((t) => t.isWinner && clientBoothIds.has(t.booth.id))
          .slice(-2)
          .map(winningTicket),
      ],
    ],
    [
      users.seller,
      [
        ...messages(3, [users.client, users.operator], clientBooths, clientSellers),
        ...recentFinished(3).map(drawFinished),
        ...ownSales.slice(-2).map(winningTicket),
      ],
    ],
    ...staff
      .filter((u) => u.id !== users.admin.id && u.id !== users.operator.id)
      .map((u): [SeededUser, Draft[]] => [
        u,
        [...messages(2, [users.admin, users.operator], booths, sellers), ...recentFinished(2).map(drawFinished)],
      ]),
  ];

  const rows: NewItem[] = [];
  for (const [user, drafts] of inboxes) {
    // Newest first: the two newest of each kind unread, the oldest read, the rest either way.
    for (const kind of ['message', 'notification'] as const) {
      const ofKind = drafts.filter((d) => d.kind === kind).sort((a, b) => b.created_at!.getTime() - a.created_at!.getTime());
      ofKind.forEach((draft, index) => {
        const read = index < 2 ? false : index === ofKind.length - 1 ? true : random.chance(0.5);
        rows.push({ ...draft, user_id: user.id, read });
      });
    }
  }
  // Oldest first, so ids follow time.
  rows.sort((a, b) => a.created_at!.getTime() - b.created_at!.getTime());
  if (rows.length > 0) await db.insert(inboxItems).values(rows);
}
