/**
 * The fixed vocabulary of the demo data set: people's names, countries and cities, booth names,
 * the game modules with their game types, the draw schedule and the inbox texts.
 */
import type { Role } from '@banca/contracts/enums';
import { DEFAULT_DRAW_HORIZON_DAYS } from '../domain/draws/planner';
import type { BetFormat, ResultFormat } from '@banca/contracts/draw-rules';

export const FIRST_NAMES = [
  'José',
  'Luis',
  'Carlos',
  'Juan',
  'Jesús',
  'Miguel',
  'Pedro',
  'Rafael',
  'Alejandro',
  'Andrés',
  'Daniel',
  'Gabriel',
  'Ricardo',
  'Fernando',
  'Jorge',
  'Manuel',
  'Eduardo',
  'Francisco',
  'Héctor',
  'Óscar',
  'Víctor',
  'Ramón',
  'Alberto',
  'Gustavo',
  'Leonardo',
  'Wilmer',
  'Yorman',
  'Jhonny',
  'Richard',
  'Freddy',
  'Álvaro',
  'Simón',
  'Ángel',
  'Rubén',
  'Nelson',
  'Edgar',
  'Orlando',
  'Julio',
  'Diego',
  'Sebastián',
  'María',
  'Ana',
  'Carmen',
  'Rosa',
  'Luisa',
  'Gabriela',
  'Andreína',
  'Daniela',
  'Valentina',
  'Mariana',
  'Carolina',
  'Patricia',
  'Yolanda',
  'Milagros',
  'Yelitza',
  'Yusmary',
  'Marisol',
  'Beatriz',
  'Isabel',
  'Verónica',
  'Alejandra',
  'Fabiola',
  'Lorena',
  'Mónica',
  'Claudia',
  'Elena',
  'Josefina',
  'Teresa',
  'Karla',
  'Natalia',
  'Yuleisy',
  'Doris',
  'Gladys',
  'Nathaly',
  'Raquel',
  'Sofía',
  'Camila',
  'Lucía',
  'Paola',
  'Adriana',
] as const;

export const LAST_NAMES = [
  'González',
  'Rodríguez',
  'Pérez',
  'Hernández',
  'García',
  'Martínez',
  'López',
  'Sánchez',
  'Ramírez',
  'Díaz',
  'Torres',
  'Flores',
  'Rojas',
  'Morales',
  'Castillo',
  'Moreno',
  'Romero',
  'Suárez',
  'Gutiérrez',
  'Mendoza',
  'Álvarez',
  'Vargas',
  'Medina',
  'Rivas',
  'Herrera',
  'Jiménez',
  'Acosta',
  'Salazar',
  'Contreras',
  'Márquez',
  'Guerrero',
  'Blanco',
  'Marcano',
  'Ortega',
  'Parra',
  'Colmenares',
  'Briceño',
  'Peña',
  'Aguilar',
  'Rondón',
  'Figueroa',
  'Ochoa',
  'Urdaneta',
  'Quintero',
  'Sequera',
  'Velásquez',
  'Chacón',
  'Carrillo',
  'Zambrano',
  'Fernández',
  'Bolívar',
  'Méndez',
  'Silva',
  'Ruiz',
  'Cabrera',
  'Osorio',
  'Montilla',
  'Linares',
  'Arteaga',
  'Villegas',
] as const;

export const EMAIL_DOMAINS = ['gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.com', 'icloud.com'] as const;
/** Domain of the business's own staff and booths. */
export const COMPANY_DOMAIN = 'bancademo.com.ve';

export type CountryCode = 'VE' | 'CO' | 'CL' | 'MX' | 'US' | 'ES';

export interface CountryInfo {
  code: CountryCode;
  /** Relative share of the people living there. */
  weight: number;
  timezone: string;
  phonePrefix: string;
  cities: readonly string[];
}

/** Mostly Venezuela, with the diaspora and neighbours the business also serves. */
export const COUNTRIES: readonly CountryInfo[] = [
  {
    code: 'VE',
    weight: 76,
    timezone: 'America/Caracas',
    phonePrefix: '+58',
    cities: [
      'Caracas',
      'Maracaibo',
      'Valencia',
      'Barquisimeto',
      'Maracay',
      'Puerto La Cruz',
      'Mérida',
      'San Cristóbal',
      'Ciudad Guayana',
      'Barcelona',
      'Maturín',
      'Cumaná',
      'Punto Fijo',
      'Porlamar',
      'Los Teques',
      'Guarenas',
      'Cabimas',
      'Acarigua',
      'Barinas',
      'Valera',
    ],
  },
  {
    code: 'CO',
    weight: 10,
    timezone: 'America/Bogota',
    phonePrefix: '+57',
    cities: ['Bogotá', 'Medellín', 'Cúcuta', 'Barranquilla', 'Cali'],
  },
  { code: 'CL', weight: 4, timezone: 'America/Santiago', phonePrefix: '+56', cities: ['Santiago', 'Valparaíso', 'Concepción'] },
  { code: 'MX', weight: 4, timezone: 'America/Mexico_City', phonePrefix: '+52', cities: ['Ciudad de México', 'Guadalajara', 'Monterrey'] },
  { code: 'US', weight: 4, timezone: 'America/New_York', phonePrefix: '+1', cities: ['Miami', 'Doral', 'Orlando', 'Nueva York'] },
  { code: 'ES', weight: 2, timezone: 'Europe/Madrid', phonePrefix: '+34', cities: ['Madrid', 'Barcelona', 'Tenerife'] },
];

export const VENEZUELA = COUNTRIES[0];

export function countryByCode(code: CountryCode): CountryInfo {
  return COUNTRIES.find((country) => country.code === code)!;
}

/** The demo accounts, one per role; tests and the README rely on these usernames. */
export interface DemoAccount {
  key: 'admin' | 'operator' | 'client' | 'seller';
  role: Role;
  firstName: string;
  lastName: string;
  email: string;
  city: string;
}

export const DEMO_ACCOUNTS = {
  admin: {
    key: 'admin',
    role: 'admin',
    firstName: 'Administrador',
    lastName: 'Principal',
    email: `admin@${COMPANY_DOMAIN}`,
    city: 'Caracas',
  },
  operator: {
    key: 'operator',
    role: 'operator',
    firstName: 'Carolina',
    lastName: 'Méndez',
    email: `operador@${COMPANY_DOMAIN}`,
    city: 'Caracas',
  },
  client: { key: 'client', role: 'client', firstName: 'Gustavo', lastName: 'Salazar', email: 'gustavo.salazar@gmail.com', city: 'Caracas' },
  seller: {
    key: 'seller',
    role: 'ticket_seller',
    firstName: 'Yelitza',
    lastName: 'Pérez',
    email: 'yelitza.perez@gmail.com',
    city: 'Caracas',
  },
} as const satisfies Record<string, DemoAccount>;

export const OPERATOR_CREDENTIALS = { username: 'operador', password: 'operador123' };
export const CLIENT_CREDENTIALS = { username: 'cliente', password: 'cliente123' };
export const SELLER_CREDENTIALS = { username: 'vendedor', password: 'vendedor123' };
/** The demo booth terminal: a seller account of the demo seller at the demo client's first booth. */
export const TERMINAL_CREDENTIALS = { username: `taquilla@${COMPANY_DOMAIN}`, password: 'taquilla123' };

/** The two settings every user may have. */
export const USER_SETTINGS = [
  { key: 'sale_percentage', label: 'Porcentaje de venta', min: 5, max: 25 },
  { key: 'participation_percentage', label: 'Porcentaje de participación', min: 10, max: 60 },
] as const;

export interface BoothInfo {
  name: string;
  location: string;
}

/** The ticket booths (taquillas / agencias); the first three belong to the demo client. */
export const BOOTHS: readonly BoothInfo[] = [
  { name: 'Agencia La Fortuna', location: 'Caracas - Chacao' },
  { name: 'Taquilla El Trébol', location: 'Caracas - Sabana Grande' },
  { name: 'Agencia El Ávila', location: 'Caracas - El Hatillo' },
  { name: 'Taquilla La Chinita', location: 'Maracaibo - Bella Vista' },
  { name: 'Agencia Los Samanes', location: 'Valencia - Naguanagua' },
  { name: 'Taquilla La Herradura', location: 'Barquisimeto' },
  { name: 'Agencia El Dorado', location: 'Maracay' },
  { name: 'Taquilla Sol de Oriente', location: 'Puerto La Cruz' },
  { name: 'Agencia Los Andes', location: 'Mérida' },
  { name: 'Taquilla La Ceiba', location: 'San Cristóbal' },
  { name: 'Agencia El Caroní', location: 'Ciudad Guayana - Puerto Ordaz' },
  { name: 'Taquilla La Estrella', location: 'Maturín' },
  { name: 'Agencia El Tesoro', location: 'Cumaná' },
  { name: 'Taquilla Mi Terminalito', location: 'Punto Fijo' },
  { name: 'Agencia Margarita', location: 'Porlamar' },
  { name: 'Taquilla El Llanero', location: 'Barinas' },
  { name: 'Agencia La Suerte', location: 'Maracaibo - 5 de Julio' },
  { name: 'Taquilla El Cafetal', location: 'Caracas - Los Palos Grandes' },
  { name: 'Agencia La Paisa', location: 'Medellín - El Poblado' },
  { name: 'Taquilla Chapinero', location: 'Bogotá - Chapinero' },
];

/**
 * How many booths each booth-owning client has, in BOOTHS order: the demo client owns the first
 * three, the next client the following three, and so on.
 */
export const BOOTHS_PER_OWNER = [3, 3, 3, 2, 3, 2, 2, 2] as const;

/** Index (into BOOTHS_PER_OWNER) of the client owning booth `boothIndex`. */
export function boothOwnerIndex(boothIndex: number): number {
  let end = 0;
  for (const [owner, count] of BOOTHS_PER_OWNER.entries()) {
    end += count;
    if (boothIndex < end) return owner;
  }
  throw new Error(`no owner for booth ${boothIndex}`);
}

/** The city (without the district) of the first booth of owner `ownerIndex`. */
export function boothOwnerHomeCity(ownerIndex: number): string {
  const firstBooth = BOOTHS_PER_OWNER.slice(0, ownerIndex).reduce<number>((sum, n) => sum + n, 0);
  return BOOTHS[firstBooth].location.split(' - ')[0];
}

export function countryOfCity(city: string): CountryInfo {
  return COUNTRIES.find((country) => country.cities.includes(city)) ?? VENEZUELA;
}

/**
 * How a game type's bet is written and when it wins: the bet formats and their rules are the
 * contracts' (`@banca/contracts/draw-rules`); bets.ts writes bets of each.
 * Lotería Nacional draws a four-digit number (its terminal and triple are the last 2 and 3 digits),
 * Primitiva six numbers of 1-49, Bingo the winning cards, Parley the results of eight matches and
 * Parley Hípico the winners of six races.
 */
export type { BetFormat };

export interface GameTypeInfo {
  code: string;
  name: string;
  kind: 'single' | 'parlay';
  description: string;
  payout: number;
  minBet: number;
  format: BetFormat;
  /** Relative share of the bets sold of this type within its module. */
  popularity: number;
}

export interface ModuleInfo {
  code: string;
  name: string;
  description: string;
  /** Relative share of all tickets sold. */
  popularity: number;
  /** Range of the draw's top prize, in USD. */
  prize: { min: number; max: number; step: number };
  /** How a result of its draws is written. */
  resultFormat: ResultFormat;
  gameTypes: readonly GameTypeInfo[];
  /** The hours it draws every day (DRAW_HOURS unless said). */
  hours?: readonly number[];
}

export const MODULES: readonly ModuleInfo[] = [
  {
    code: 'loteria_nacional',
    name: 'Lotería Nacional',
    description: 'Sorteo de un número de cuatro cifras; se juega a terminal, triple o cuaterna.',
    popularity: 32,
    prize: { min: 10_000, max: 60_000, step: 500 },
    resultFormat: 'digits4',
    gameTypes: [
      {
        code: 'terminal',
        name: 'Terminal',
        kind: 'single',
        description: 'Acierta las dos últimas cifras.',
        payout: 70,
        minBet: 1,
        format: 'terminal',
        popularity: 45,
      },
      {
        code: 'triple',
        name: 'Triple',
        kind: 'single',
        description: 'Acierta las tres últimas cifras.',
        payout: 600,
        minBet: 1,
        format: 'triple',
        popularity: 40,
      },
      {
        code: 'cuaterna',
        name: 'Cuaterna',
        kind: 'single',
        description: 'Acierta las cuatro cifras en orden.',
        payout: 5000,
        minBet: 1,
        format: 'cuaterna',
        popularity: 15,
      },
    ],
  },
  {
    code: 'loteria_primitiva',
    name: 'Lotería Primitiva',
    description: 'Seis números del 1 al 49; premio mayor acumulado.',
    popularity: 14,
    prize: { min: 150_000, max: 1_500_000, step: 10_000 },
    resultFormat: 'balls6of49',
    gameTypes: [
      {
        code: 'terno',
        name: 'Terno',
        kind: 'single',
        description: 'Tres números que salgan entre los seis sorteados.',
        payout: 60,
        minBet: 1,
        format: 'numbers3',
        popularity: 50,
      },
      {
        code: 'cuaterno',
        name: 'Cuaterno',
        kind: 'single',
        description: 'Cuatro números que salgan entre los seis sorteados.',
        payout: 900,
        minBet: 1,
        format: 'numbers4',
        popularity: 35,
      },
      {
        code: 'pleno',
        name: 'Pleno',
        kind: 'single',
        description: 'Los seis números sorteados.',
        payout: 100_000,
        minBet: 2,
        format: 'numbers6',
        popularity: 15,
      },
    ],
  },
  {
    code: 'bingo',
    name: 'Bingo',
    description: 'Bingo de 75 bolas; se apuesta al cartón que canta línea, cuatro esquinas o cartón lleno.',
    popularity: 14,
    prize: { min: 2_000, max: 12_000, step: 250 },
    resultFormat: 'bingo_cards',
    gameTypes: [
      {
        code: 'linea',
        name: 'Línea',
        kind: 'single',
        description: 'El cartón canta la primera línea.',
        payout: 12,
        minBet: 1,
        format: 'bingo_line',
        popularity: 50,
      },
      {
        code: 'cuatro_esquinas',
        name: 'Cuatro esquinas',
        kind: 'single',
        description: 'El cartón completa primero las cuatro esquinas.',
        payout: 40,
        minBet: 1,
        format: 'bingo_corners',
        popularity: 25,
      },
      {
        code: 'carton_lleno',
        name: 'Cartón lleno',
        kind: 'single',
        description: 'El cartón se llena primero.',
        payout: 400,
        minBet: 2,
        format: 'bingo_full',
        popularity: 25,
      },
    ],
  },
  {
    code: 'parley',
    name: 'Parley',
    description: 'Apuestas deportivas sobre la cartelera de ocho partidos: 1 local, X empate, 2 visitante.',
    popularity: 26,
    prize: { min: 5_000, max: 30_000, step: 500 },
    resultFormat: 'matches8',
    gameTypes: [
      {
        code: 'directo',
        name: 'Directo',
        kind: 'single',
        description: 'Un partido.',
        payout: 1.85,
        minBet: 1,
        format: 'matches1',
        popularity: 30,
      },
      {
        code: 'parley_2',
        name: 'Parley de 2',
        kind: 'parlay',
        description: 'Combinada de dos partidos.',
        payout: 3.4,
        minBet: 1,
        format: 'matches2',
        popularity: 30,
      },
      {
        code: 'parley_3',
        name: 'Parley de 3',
        kind: 'parlay',
        description: 'Combinada de tres partidos.',
        payout: 6.3,
        minBet: 1,
        format: 'matches3',
        popularity: 25,
      },
      {
        code: 'parley_4',
        name: 'Parley de 4',
        kind: 'parlay',
        description: 'Combinada de cuatro partidos.',
        payout: 11.5,
        minBet: 1,
        format: 'matches4',
        popularity: 15,
      },
    ],
  },
  {
    code: 'parley_hipico',
    name: 'Parley Hípico',
    description: 'Carreras de La Rinconada: ganador de una carrera, Pool de 4 y el 5 y 6.',
    popularity: 14,
    prize: { min: 20_000, max: 150_000, step: 1_000 },
    resultFormat: 'races6',
    gameTypes: [
      {
        code: 'ganador',
        name: 'Ganador',
        kind: 'single',
        description: 'El caballo ganador de una carrera.',
        payout: 4.5,
        minBet: 1,
        format: 'race1',
        popularity: 55,
      },
      {
        code: 'pool_4',
        name: 'Pool de 4',
        kind: 'parlay',
        description: 'Los ganadores de las carreras 3 a 6.',
        payout: 120,
        minBet: 1,
        format: 'races4',
        popularity: 30,
      },
      {
        code: 'cinco_y_seis',
        name: '5 y 6',
        kind: 'parlay',
        description: 'Los ganadores de las seis carreras válidas.',
        payout: 1500,
        minBet: 2,
        format: 'races6',
        popularity: 15,
      },
    ],
  },
];

/**
 * The animalitos lottery: one of 38 animals every hour from 08:00 to 19:00. Seeded apart from
 * MODULES (its own random stream, after them) and sold by no demo ticket, so the rest of the demo
 * data stays as it was before it existed.
 */
export const ANIMALITOS: ModuleInfo = {
  code: 'animalitos',
  name: 'Lotto Animalitos',
  description: 'Uno de 38 animalitos (0 Delfín, 00 Ballena, 1 al 36) cada hora, de 08:00 a 19:00.',
  popularity: 0,
  prize: { min: 1_000, max: 5_000, step: 100 },
  resultFormat: 'animal38',
  hours: [8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19],
  gameTypes: [
    {
      code: 'animalito',
      name: 'Animalito',
      kind: 'single',
      description: 'El animal que sale en el sorteo.',
      payout: 30,
      minBet: 1,
      format: 'animal',
      popularity: 100,
    },
  ],
};

/**
 * Every module draws daily at these hours, Venezuelan time (UTC-4 all year, no daylight saving):
 * its schedule, from which the draw planner keeps creating its draws.
 */
export const DRAW_HOURS = [12, 14, 16, 19] as const;
export const CARACAS_UTC_OFFSET_HOURS = -4;
/**
 * Draws from this many days before today to this many days after: as many as the planner keeps
 * ahead by default, so a first start finds its coming days planned already.
 */
export const DRAW_DAYS_BEFORE = 25;
export const DRAW_DAYS_AFTER = DEFAULT_DRAW_HORIZON_DAYS;
/** Sales of a day's draws open at this hour, Venezuelan time. */
export const SALES_OPEN_HOUR = 7;

/** Line amounts people bet, in USD, and how often. */
export const BET_AMOUNTS: readonly { amount: number; weight: number }[] = [
  { amount: 1, weight: 25 },
  { amount: 2, weight: 22 },
  { amount: 3, weight: 10 },
  { amount: 5, weight: 20 },
  { amount: 10, weight: 13 },
  { amount: 20, weight: 6 },
  { amount: 50, weight: 3 },
  { amount: 100, weight: 1 },
];

/** Staff messages (kind 'message'); {booth} and {seller} are filled in from the data set. */
export const MESSAGES: readonly { title: string; body: string }[] = [
  {
    title: 'Cierre de caja',
    body: 'Recuerda cerrar el día de {booth} en Cierres de caja con el efectivo contado; si queda abierto, el sistema lo cierra a las 00:30 sin conteo.',
  },
  {
    title: 'Nuevos porcentajes de venta',
    body: 'Desde el lunes se actualizan los porcentajes de venta de Parley. Revisa la configuración de tus usuarios.',
  },
  {
    title: 'Premio acumulado de la Primitiva',
    body: 'La Lotería Primitiva llega con el premio mayor acumulado este fin de semana. Promociónalo en todas las agencias.',
  },
  {
    title: 'Solicitud de desbloqueo',
    body: 'El vendedor {seller} de {booth} pide que se desbloquee su cuenta tras varios intentos fallidos.',
  },
  {
    title: 'Reporte semanal de ventas',
    body: 'Ya está disponible el reporte de ventas por taquilla de la semana pasada. Las ventas de {booth} subieron un 12 %.',
  },
  {
    title: 'Mantenimiento programado',
    body: 'El sistema estará en mantenimiento el domingo de 2:00 a 4:00 a. m. Los sorteos no se ven afectados.',
  },
  {
    title: 'Papel térmico para tickets',
    body: 'Llegó el pedido de rollos de papel térmico. Pasa por la oficina de Chacao a retirar el de {booth}.',
  },
  {
    title: 'Cambio de horario del sorteo',
    body: 'El sorteo de Bingo de las 19:00 se transmitirá con cinco minutos de retraso el viernes.',
  },
  { title: 'Bienvenida', body: 'Bienvenido al nuevo panel de administración. Cualquier duda, escríbenos por este medio.' },
];
