/**
 * The drawer of a booth's day (issue 38 item 4): its opening float per currency, the expenses paid
 * from it (approved or rejected by the booth's owner or an administrator) and what the day received
 * or paid without cash. The day's figures themselves (`opening_float`, `expenses`, `non_cash`,
 * `expected_cash`) are in cash.ts.
 */
import { Type, type Static } from '@sinclair/typebox';
import { BoothDayExpenseSchema } from './cash';
import { ConflictBody, Day, errorResponses, Id, IdParams, Moment, Money, StringEnum, Text } from './common';
import { DRAWER_CURRENCIES, EXPENSE_CATEGORIES, EXPENSE_STATUSES } from './enums';
import { MAX_EXPENSE_NOTE_LENGTH } from './limits';
import { defineRoute } from './route';

const BoothDayParams = Type.Object({ id: Id, date: Day });

export const SetFloatBodySchema = Type.Object({
  currency: StringEnum(DRAWER_CURRENCIES),
  /** The cash in the drawer before the day's first sale (0 or more, two decimals at most). */
  amount: Money,
});
export type SetFloatBody = Static<typeof SetFloatBodySchema>;

export const BoothDayFloatSchema = Type.Object({
  currency: StringEnum(DRAWER_CURRENCIES),
  amount: Type.Number(),
  set_at: Moment,
});
export type BoothDayFloat = Static<typeof BoothDayFloatSchema>;

export const ExpenseBodySchema = Type.Object({
  currency: StringEnum(DRAWER_CURRENCIES),
  /** More than 0, two decimals at most. */
  amount: Money,
  category: StringEnum(EXPENSE_CATEGORIES),
  note: Text(MAX_EXPENSE_NOTE_LENGTH),
});
export type ExpenseBody = Static<typeof ExpenseBodySchema>;

export const ExpenseListQuerySchema = Type.Object({
  status: Type.Optional(StringEnum(EXPENSE_STATUSES)),
  booth_id: Type.Optional(Id),
});
export type ExpenseListQuery = Static<typeof ExpenseListQuerySchema>;
export const ExpenseListSchema = Type.Object({ expenses: Type.Array(BoothDayExpenseSchema) });
export type ExpenseList = Static<typeof ExpenseListSchema>;

export const DrawerConflictSchema = ConflictBody(['DAY_CLOSED', 'DAY_ALREADY_APPROVED', 'EXPENSE_ALREADY_DECIDED'] as const);

const DAY_HELP = '`date`: el día de negocio AAAA-MM-DD (hora de Caracas).';
const tags = ['cash'];

export const drawerRoutes = {
  setBoothDayFloat: defineRoute({
    method: 'PUT',
    url: '/v1/ticket_booths/detail/:id/days/:date/float',
    access: 'cash:approve',
    terminal: true,
    schema: {
      tags,
      summary: 'Fija el fondo de caja del día de una taquilla en una moneda (su terminal, su propietario o un administrador)',
      description: `${DAY_HELP} Mientras el día está abierto; cerrado, 409 DAY_CLOSED.`,
      params: BoothDayParams,
      body: SetFloatBodySchema,
      response: { 200: BoothDayFloatSchema, ...errorResponses, 409: DrawerConflictSchema },
    },
  }),
  createBoothDayExpense: defineRoute({
    method: 'POST',
    url: '/v1/ticket_booths/detail/:id/days/:date/expenses',
    access: 'cash:approve',
    terminal: true,
    schema: {
      tags,
      summary: 'Registra un gasto pagado con el efectivo de la taquilla ese día: queda pendiente hasta que el propietario lo apruebe',
      description: `${DAY_HELP} Su terminal, su propietario o un administrador; mientras el día está abierto (409 DAY_CLOSED).`,
      params: BoothDayParams,
      body: ExpenseBodySchema,
      response: { 201: BoothDayExpenseSchema, ...errorResponses, 409: DrawerConflictSchema },
    },
  }),
  listExpenses: defineRoute({
    method: 'GET',
    url: '/v1/cash/expenses/list',
    access: 'cash:read',
    schema: {
      tags,
      summary: 'Los gastos de las taquillas, por estado (p. ej. los pendientes de aprobar), los más recientes primero (como máximo 200)',
      querystring: ExpenseListQuerySchema,
      response: { 200: ExpenseListSchema, ...errorResponses },
    },
  }),
  approveExpense: defineRoute({
    method: 'POST',
    url: '/v1/cash/expenses/detail/:id/approve',
    access: 'cash:approve',
    schema: {
      tags,
      summary: 'Aprueba un gasto (el propietario de la taquilla o un administrador): sale del efectivo esperado del día',
      description: '409 EXPENSE_ALREADY_DECIDED si ya se aprobó o rechazó; DAY_ALREADY_APPROVED si su día ya está aprobado.',
      params: IdParams,
      response: { 200: BoothDayExpenseSchema, ...errorResponses, 409: DrawerConflictSchema },
    },
  }),
  rejectExpense: defineRoute({
    method: 'POST',
    url: '/v1/cash/expenses/detail/:id/reject',
    access: 'cash:approve',
    schema: {
      tags,
      summary: 'Rechaza un gasto (el propietario de la taquilla o un administrador): no cuenta en el efectivo esperado',
      description: '409 EXPENSE_ALREADY_DECIDED si ya se aprobó o rechazó; DAY_ALREADY_APPROVED si su día ya está aprobado.',
      params: IdParams,
      response: { 200: BoothDayExpenseSchema, ...errorResponses, 409: DrawerConflictSchema },
    },
  }),
};
