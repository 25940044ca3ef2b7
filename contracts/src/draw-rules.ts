/**
 * How a draw's result is written and how a bet is settled against it, as plain data and pure
 * functions (no TypeBox): the API validates a result and settles tickets with them, the result
 * form reads the format to draw its fields, and the demo seed writes its results with them.
 *
 * Each game module has a result format (`modules.result_format`): how many parts a result has and
 * what each part may be. Each game type has a bet format (`game_types.bet_format`): how a bet's
 * selection is written and when it wins. A line whose selection cannot be read never wins.
 */

export const RESULT_FORMATS = ['digits4', 'balls6of49', 'bingo_cards', 'matches8', 'races6', 'animal38'] as const;
export type ResultFormat = (typeof RESULT_FORMATS)[number];

/** Each result format's Spanish name, for the lottery form's select. */
export const RESULT_FORMAT_LABELS: Readonly<Record<ResultFormat, string>> = {
  digits4: 'Número de cuatro cifras',
  balls6of49: 'Seis bolas del 1 al 49',
  bingo_cards: 'Bingo (cartones ganadores)',
  matches8: 'Ocho partidos (1 X 2)',
  races6: 'Seis carreras de caballos',
  animal38: 'Animalitos (38 animales)',
};

/**
 * The 38 animalitos in their drawing order, each number with its Spanish name: the one list the
 * API, the back-office and the terminal show (`00 Ballena`). `0` and `00` are two different animals.
 */
export const ANIMALS: readonly { number: string; name: string }[] = [
  ['0', 'Delfín'],
  ['00', 'Ballena'],
  ['1', 'Carnero'],
  ['2', 'Toro'],
  ['3', 'Ciempiés'],
  ['4', 'Alacrán'],
  ['5', 'León'],
  ['6', 'Rana'],
  ['7', 'Perico'],
  ['8', 'Ratón'],
  ['9', 'Águila'],
  ['10', 'Tigre'],
  ['11', 'Gato'],
  ['12', 'Caballo'],
  ['13', 'Mono'],
  ['14', 'Paloma'],
  ['15', 'Zorro'],
  ['16', 'Oso'],
  ['17', 'Pavo'],
  ['18', 'Burro'],
  ['19', 'Chivo'],
  ['20', 'Cochino'],
  ['21', 'Gallo'],
  ['22', 'Camello'],
  ['23', 'Cebra'],
  ['24', 'Iguana'],
  ['25', 'Gallina'],
  ['26', 'Vaca'],
  ['27', 'Perro'],
  ['28', 'Zamuro'],
  ['29', 'Elefante'],
  ['30', 'Caimán'],
  ['31', 'Lapa'],
  ['32', 'Ardilla'],
  ['33', 'Pescado'],
  ['34', 'Venado'],
  ['35', 'Jirafa'],
  ['36', 'Culebra'],
].map(([number, name]) => ({ number, name }));

const ANIMAL_NAMES: ReadonlyMap<string, string> = new Map(ANIMALS.map((animal) => [animal.number, animal.name]));
/** Accents and case aside, so «aguila» finds Águila. */
const plain = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const ANIMAL_BY_NAME: ReadonlyMap<string, string> = new Map(ANIMALS.map((animal) => [plain(animal.name), animal.number]));

/**
 * An animal as typed — its number (`00`, `0`, `7`, `07`) or its name (`ballena`, `Águila`) — as
 * stored (`00`, `0`, `7`), or null when it is none of the 38. `00` alone is the Ballena: any other
 * leading zero is dropped (`07` is the Perico).
 */
export function normalizeAnimal(text: string): string | null {
  const typed = text.trim();
  if (typed === '00') return '00';
  if (/^[0-9]{1,2}$/.test(typed)) {
    const number = String(Number(typed));
    return ANIMAL_NAMES.has(number) ? number : null;
  }
  // «00 Ballena» (as lists show it) or the name alone.
  const named = /^(00|[0-9]{1,2})\s+(.+)$/.exec(typed);
  if (named) {
    const number = normalizeAnimal(named[1]);
    return number !== null && ANIMAL_BY_NAME.get(plain(named[2])) === number ? number : null;
  }
  return ANIMAL_BY_NAME.get(plain(typed)) ?? null;
}

/** How an animal is shown: number and name (`00 Ballena`); the text itself when it is not one. */
export function animalLabel(number: string): string {
  const name = ANIMAL_NAMES.get(number);
  return name === undefined ? number : `${number} ${name}`;
}

/** What one part of a result may be: digits of a fixed width, a number in a range, or one of some symbols. */
export type ResultValue =
  | { kind: 'digits'; digits: number }
  | { kind: 'number'; min: number; max: number; width: number }
  | { kind: 'symbol'; symbols: readonly string[] }
  | { kind: 'animal' };

export interface ResultFormatSpec {
  /** Spanish description shown beside the form. */
  description: string;
  /** The Spanish name of each part, in order (their number is the parts' count). */
  parts: readonly string[];
  value: ResultValue;
  /** Whether two parts may not repeat a value. */
  distinct: boolean;
  /**
   * Whether the parts' order means something (a match, a race, a prize); when not (lottery balls,
   * a set), the result is stored in ascending order, so the same balls are always the same result.
   */
  ordered: boolean;
}

const numbered = (name: string, count: number) => Array.from({ length: count }, (_, i) => `${name} ${i + 1}`);

export const RESULT_FORMAT_SPECS: Readonly<Record<ResultFormat, ResultFormatSpec>> = {
  digits4: {
    description: 'Un número de cuatro cifras (0000 a 9999).',
    parts: ['Número'],
    value: { kind: 'digits', digits: 4 },
    distinct: false,
    ordered: true,
  },
  balls6of49: {
    description: 'Seis números distintos del 1 al 49.',
    parts: numbered('Número', 6),
    value: { kind: 'number', min: 1, max: 49, width: 2 },
    distinct: true,
    ordered: false,
  },
  bingo_cards: {
    description: 'El cartón ganador de cada premio: línea, cuatro esquinas y cartón lleno (del 1 al 1500).',
    parts: ['Línea', 'Cuatro esquinas', 'Cartón lleno'],
    value: { kind: 'number', min: 1, max: 1500, width: 4 },
    distinct: false,
    ordered: true,
  },
  matches8: {
    description: 'El resultado de cada uno de los ocho partidos: 1 (local), X (empate) o 2 (visitante).',
    parts: numbered('Partido', 8),
    value: { kind: 'symbol', symbols: ['1', 'X', '2'] },
    distinct: false,
    ordered: true,
  },
  races6: {
    description: 'El caballo ganador de cada una de las seis carreras (del 1 al 12).',
    parts: numbered('Carrera', 6),
    value: { kind: 'number', min: 1, max: 12, width: 1 },
    distinct: false,
    ordered: true,
  },
  animal38: {
    description: 'Uno de los 38 animalitos: 0 (Delfín), 00 (Ballena) o del 1 al 36.',
    parts: ['Animal'],
    value: { kind: 'animal' },
    distinct: false,
    ordered: true,
  },
};

/**
 * One part as typed, written the format's way ('7' → '07' for a two-digit number, 'x' → 'X'), or
 * null when it is not a value of the format.
 */
export function normalizeResultPart(format: ResultFormat, text: string): string | null {
  const { value } = RESULT_FORMAT_SPECS[format];
  const typed = text.trim();
  switch (value.kind) {
    case 'digits':
      return new RegExp(`^[0-9]{${value.digits}}$`).test(typed) ? typed : null;
    case 'number': {
      if (!/^[0-9]{1,6}$/.test(typed)) return null;
      const number = Number(typed);
      return number >= value.min && number <= value.max ? String(number).padStart(value.width, '0') : null;
    }
    case 'symbol': {
      const upper = typed.toUpperCase();
      return value.symbols.includes(upper) ? upper : null;
    }
    case 'animal':
      return normalizeAnimal(typed);
  }
}

/** How one part of a result is written (Spanish, for the field that refuses it): «Escribe 4 cifras, de 0000 a 9999.» */
export function resultPartRule(format: ResultFormat): string {
  const { value } = RESULT_FORMAT_SPECS[format];
  switch (value.kind) {
    case 'digits':
      return `Escribe ${value.digits} cifras, de ${'0'.repeat(value.digits)} a ${'9'.repeat(value.digits)}.`;
    case 'number':
      return `Escribe un número del ${value.min} al ${value.max}.`;
    case 'symbol':
      return `Escribe ${value.symbols.slice(0, -1).join(', ')} o ${value.symbols.at(-1)}.`;
    case 'animal':
      return 'Escribe 0, 00 o un número del 1 al 36 (o el nombre del animal).';
  }
}

/** Why a result does not fit its format (Spanish), or null when it fits. */
export function resultProblem(format: ResultFormat, parts: readonly string[]): string | null {
  const spec = RESULT_FORMAT_SPECS[format];
  if (parts.length !== spec.parts.length) {
    return `El resultado debe tener ${spec.parts.length === 1 ? 'un valor' : `${spec.parts.length} valores`}: ${spec.description}`;
  }
  const normalized: string[] = [];
  for (const [index, part] of parts.entries()) {
    const value = normalizeResultPart(format, part);
    if (value === null) return `«${spec.parts[index]}» no es válido: ${spec.description}`;
    normalized.push(value);
  }
  if (spec.distinct && new Set(normalized).size !== normalized.length) return `Los valores no pueden repetirse: ${spec.description}`;
  return null;
}

/** The stored text of a result whose parts fit the format (normalized first; an unordered format's parts in ascending order). */
export function resultText(format: ResultFormat, parts: readonly string[]): string {
  const normalized = parts.map((part) => normalizeResultPart(format, part) ?? part);
  const values = RESULT_FORMAT_SPECS[format].ordered ? normalized : [...normalized].sort((a, b) => Number(a) - Number(b));
  // An animal is stored as its number alone; screens add its name (`resultLabel`).
  if (format === 'digits4') return values[0];
  if (format === 'bingo_cards') return `Línea ${values[0]} · Esquinas ${values[1]} · Lleno ${values[2]}`;
  return values.join('-');
}

/** A stored result as people read it: an animal with its name (`00 Ballena`), any other as stored. */
export function resultLabel(format: ResultFormat, text: string): string {
  return format === 'animal38' ? animalLabel(text) : text;
}

/** The parts of a stored result text, or null when the text is not one of the format. */
export function resultParts(format: ResultFormat, text: string): string[] | null {
  const parts =
    format === 'digits4' || format === 'animal38' ? [text] : format === 'bingo_cards' ? (text.match(/[0-9]+/g) ?? []) : text.split('-');
  return resultProblem(format, parts) === null ? parts.map((part) => normalizeResultPart(format, part)!) : null;
}

/**
 * How a game type's bet is written and when it wins (the result's parts as `resultParts` gives them):
 * - `terminal`, `triple`, `cuaterna`: the last 2, 3 or 4 digits (`'37'`); wins when the drawn
 *   number ends with them.
 * - `numbers3`, `numbers4`, `numbers6`: 3, 4 or 6 distinct numbers (`'03-17-44'`); wins when every
 *   one of them is among the six drawn.
 * - `bingo_line`, `bingo_corners`, `bingo_full`: one card (`'Cartón 0412'`); wins when it is the
 *   card that won that prize.
 * - `matches1` (a single bet on one match) and the parlays `matches2`–`matches4`: legs
 *   `'P<match>:<1|X|2>'` separated by spaces; wins when every leg's pick is its match's result.
 * - `race1`: `'C<race>:<horse>'`; wins when that horse won that race.
 * - `races4` (races 3 to 6) and `races6` (races 1 to 6), parlays: horses in race order
 *   (`'4-7-1-9'`); wins when every horse won its race.
 * - `animal`: one animal, its number as stored (`'00'`, `'0'`, `'7'`); wins when it is the animal drawn.
 * A winning line is paid its stake times the game type's payout as recorded on the line when it
 * was sold (`potential_payout`); a ticket wins when any of its lines wins and its prize is the sum
 * of its winning lines' payouts.
 */
export const BET_FORMATS = [
  'terminal',
  'triple',
  'cuaterna',
  'numbers3',
  'numbers4',
  'numbers6',
  'bingo_line',
  'bingo_corners',
  'bingo_full',
  'matches1',
  'matches2',
  'matches3',
  'matches4',
  'race1',
  'races4',
  'races6',
  'animal',
] as const;
export type BetFormat = (typeof BET_FORMATS)[number];

/** Each bet format's Spanish name, for the lottery form's select. */
export const BET_FORMAT_LABELS: Readonly<Record<BetFormat, string>> = {
  terminal: 'Terminal (dos cifras)',
  triple: 'Triple (tres cifras)',
  cuaterna: 'Cuaterna (cuatro cifras)',
  numbers3: 'Tres números',
  numbers4: 'Cuatro números',
  numbers6: 'Seis números',
  bingo_line: 'Bingo: línea',
  bingo_corners: 'Bingo: cuatro esquinas',
  bingo_full: 'Bingo: cartón lleno',
  matches1: 'Un partido',
  matches2: 'Dos partidos',
  matches3: 'Tres partidos',
  matches4: 'Cuatro partidos',
  race1: 'Una carrera',
  races4: 'Cuatro carreras (3 a 6)',
  races6: 'Seis carreras',
  animal: 'Animalito',
};

/** A new game type's payout when the lottery form picks its bet format, where the trade has a usual one. */
export const BET_FORMAT_DEFAULT_PAYOUT: Readonly<Partial<Record<BetFormat, number>>> = { animal: 30 };

/** The result format each bet format is settled against. */
export const RESULT_FORMAT_OF_BET: Readonly<Record<BetFormat, ResultFormat>> = {
  terminal: 'digits4',
  triple: 'digits4',
  cuaterna: 'digits4',
  numbers3: 'balls6of49',
  numbers4: 'balls6of49',
  numbers6: 'balls6of49',
  bingo_line: 'bingo_cards',
  bingo_corners: 'bingo_cards',
  bingo_full: 'bingo_cards',
  matches1: 'matches8',
  matches2: 'matches8',
  matches3: 'matches8',
  matches4: 'matches8',
  race1: 'races6',
  races4: 'races6',
  races6: 'races6',
  animal: 'animal38',
};

const DIGITS = { terminal: 2, triple: 3, cuaterna: 4 } as const;
const BALLS = { numbers3: 3, numbers4: 4, numbers6: 6 } as const;
/** Which of the bingo result's cards each bet is on. */
const BINGO_PRIZE = { bingo_line: 0, bingo_corners: 1, bingo_full: 2 } as const;
const MATCHES = { matches1: 1, matches2: 2, matches3: 3, matches4: 4 } as const;
const RACE_COUNT = { races4: 4, races6: 6 } as const;
const RACES = 6;

/** Whether a bet of `format` with `selection` wins against a result's parts (see BET_FORMATS). */
export function lineWins(format: BetFormat, selection: string, parts: readonly string[]): boolean {
  switch (format) {
    case 'terminal':
    case 'triple':
    case 'cuaterna':
      return new RegExp(`^[0-9]{${DIGITS[format]}}$`).test(selection) && parts[0].endsWith(selection);
    case 'numbers3':
    case 'numbers4':
    case 'numbers6': {
      const balls = selection.split('-');
      return balls.length === BALLS[format] && new Set(balls).size === balls.length && balls.every((ball) => parts.includes(ball));
    }
    case 'bingo_line':
    case 'bingo_corners':
    case 'bingo_full': {
      const card = /^Cartón ([0-9]{4})$/.exec(selection)?.[1];
      return card !== undefined && parts[BINGO_PRIZE[format]] === card;
    }
    case 'matches1':
    case 'matches2':
    case 'matches3':
    case 'matches4': {
      const legs = selection.split(' ').map((leg) => /^P([1-8]):(1|X|2)$/.exec(leg));
      return legs.length === MATCHES[format] && legs.every((leg) => leg !== null && parts[Number(leg[1]) - 1] === leg[2]);
    }
    case 'race1': {
      const bet = /^C([1-6]):([0-9]{1,2})$/.exec(selection);
      return bet !== null && parts[Number(bet[1]) - 1] === bet[2];
    }
    case 'races4':
    case 'races6': {
      const horses = selection.split('-');
      const first = RACES - RACE_COUNT[format];
      return horses.length === RACE_COUNT[format] && horses.every((horse, i) => parts[first + i] === horse);
    }
    case 'animal':
      return ANIMAL_NAMES.has(selection) && parts[0] === selection;
  }
}

/** How a bet of each format is written, in Spanish, with an example (the sale's 400 and the forms show it). */
export const BET_FORMAT_DESCRIPTIONS: Readonly<Record<BetFormat, string>> = {
  terminal: 'Dos cifras, de 00 a 99 (por ejemplo 37).',
  triple: 'Tres cifras, de 000 a 999 (por ejemplo 537).',
  cuaterna: 'Cuatro cifras, de 0000 a 9999 (por ejemplo 4537).',
  numbers3: 'Tres números distintos del 1 al 49 (por ejemplo 03-17-44).',
  numbers4: 'Cuatro números distintos del 1 al 49 (por ejemplo 03-17-28-44).',
  numbers6: 'Seis números distintos del 1 al 49 (por ejemplo 03-09-17-28-35-44).',
  bingo_line: 'Un cartón del 1 al 1500 (por ejemplo Cartón 0412).',
  bingo_corners: 'Un cartón del 1 al 1500 (por ejemplo Cartón 0412).',
  bingo_full: 'Un cartón del 1 al 1500 (por ejemplo Cartón 0412).',
  matches1: 'Un partido (1 a 8) y su resultado 1, X o 2 (por ejemplo P3:X).',
  matches2: 'Dos partidos distintos con su resultado (por ejemplo P1:1 P4:X).',
  matches3: 'Tres partidos distintos con su resultado (por ejemplo P1:1 P4:X P7:2).',
  matches4: 'Cuatro partidos distintos con su resultado (por ejemplo P1:1 P2:2 P4:X P7:2).',
  race1: 'Una carrera (1 a 6) y su caballo (1 a 12) (por ejemplo C2:7).',
  races4: 'El ganador de las carreras 3 a 6, cuatro caballos del 1 al 12 (por ejemplo 4-7-1-9).',
  races6: 'El ganador de las seis carreras, seis caballos del 1 al 12 (por ejemplo 4-7-1-9-3-12).',
  animal: 'Un animalito: 0 (Delfín), 00 (Ballena) o del 1 al 36 (por ejemplo 00).',
};

const SEPARATED = /[\s,;-]+/;
const HORSES = 12;

/**
 * A bet's selection as typed, written the one way the format stores it, or null when it is not a
 * bet of the format. The same bet always reads the same (a sales limit counts per selection):
 * digits are padded ('7' → '07' for a terminal), balls sorted and padded ('17 3 44' → '03-17-44'),
 * a card padded ('412' → 'Cartón 0412'), parlay legs ordered by match ('p4:x P1:1' → 'P1:1 P4:X').
 */
export function normalizeSelection(format: BetFormat, text: string): string | null {
  const typed = text.trim();
  switch (format) {
    case 'terminal':
    case 'triple':
    case 'cuaterna': {
      const digits = DIGITS[format];
      return new RegExp(`^[0-9]{1,${digits}}$`).test(typed) ? typed.padStart(digits, '0') : null;
    }
    case 'numbers3':
    case 'numbers4':
    case 'numbers6': {
      const balls = typed.split(SEPARATED).filter(Boolean);
      if (balls.length !== BALLS[format] || !balls.every((ball) => /^[0-9]{1,2}$/.test(ball))) return null;
      const numbers = balls.map(Number).sort((a, b) => a - b);
      if (numbers.some((n) => n < 1 || n > 49) || new Set(numbers).size !== numbers.length) return null;
      return numbers.map((n) => String(n).padStart(2, '0')).join('-');
    }
    case 'bingo_line':
    case 'bingo_corners':
    case 'bingo_full': {
      const card = /^(?:cart[oó]n\s*)?([0-9]{1,4})$/i.exec(typed)?.[1];
      if (card === undefined || Number(card) < 1 || Number(card) > 1500) return null;
      return `Cartón ${card.padStart(4, '0')}`;
    }
    case 'matches1':
    case 'matches2':
    case 'matches3':
    case 'matches4': {
      const legs = typed.split(/[\s,;]+/).filter(Boolean);
      const read = legs.map((leg) => /^P([1-8]):(1|X|2)$/i.exec(leg));
      if (legs.length !== MATCHES[format] || read.some((leg) => leg === null)) return null;
      const picks = read.map((leg) => ({ match: Number(leg![1]), pick: leg![2].toUpperCase() })).sort((a, b) => a.match - b.match);
      if (new Set(picks.map((p) => p.match)).size !== picks.length) return null;
      return picks.map((p) => `P${p.match}:${p.pick}`).join(' ');
    }
    case 'race1': {
      const bet = /^C([1-6]):([0-9]{1,2})$/i.exec(typed);
      if (!bet || Number(bet[2]) < 1 || Number(bet[2]) > HORSES) return null;
      return `C${bet[1]}:${Number(bet[2])}`;
    }
    case 'races4':
    case 'races6': {
      const horses = typed.split(SEPARATED).filter(Boolean);
      if (horses.length !== RACE_COUNT[format] || !horses.every((h) => /^[0-9]{1,2}$/.test(h))) return null;
      if (horses.some((h) => Number(h) < 1 || Number(h) > HORSES)) return null;
      return horses.map((h) => String(Number(h))).join('-');
    }
    case 'animal':
      return normalizeAnimal(typed);
  }
}

/** How a line's selection is shown: an animal with its name (`00 Ballena`), any other bet as stored. */
export function selectionLabel(format: BetFormat, selection: string): string {
  return format === 'animal' ? animalLabel(selection) : selection;
}

/** A schedule time: `HH:MM` on the banca's clock (America/Caracas). */
export const SCHEDULE_TIME_PATTERN = '^([01][0-9]|2[0-3]):[0-5][0-9]$';
