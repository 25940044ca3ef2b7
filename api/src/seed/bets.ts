/**
 * The rules of the demo games: what a draw's result looks like and how a bet of each format is
 * written, so that a winning line's selection really matches the draw's winning numbers and a
 * losing one really does not.
 */
import { ANIMALS } from '@banca/contracts/draw-rules';
import type { BetFormat } from './catalog';
import type { Random } from './random';

/** A finished draw's result: the text stored in draws.winning_numbers and its parts. */
export interface DrawOutcome {
  text: string;
  /** Lotería Nacional: [the 4 digits]; Primitiva: 6 numbers; Bingo: line, corners, full card;
   *  Parley: results of matches 1-8; Parley Hípico: winners of races 1-6. */
  parts: string[];
}

const PRIMITIVA_BALLS = 49;
const BINGO_CARDS = 1500;
const PARLEY_MATCHES = 8;
const RACES = 6;
const HORSES_PER_RACE = 12;

const pad = (value: number, width: number) => String(value).padStart(width, '0');

export function drawOutcome(moduleCode: string, random: Random): DrawOutcome {
  switch (moduleCode) {
    case 'loteria_nacional': {
      const number = random.digits(4);
      return { text: number, parts: [number] };
    }
    case 'loteria_primitiva': {
      const balls = random.distinctInts(6, 1, PRIMITIVA_BALLS).map((n) => pad(n, 2));
      return { text: balls.join('-'), parts: balls };
    }
    case 'bingo': {
      const [line, corners, full] = random.shuffle(random.distinctInts(3, 1, BINGO_CARDS)).map((n) => pad(n, 4));
      return { text: `Línea ${line} · Esquinas ${corners} · Lleno ${full}`, parts: [line, corners, full] };
    }
    case 'parley': {
      const results = Array.from({ length: PARLEY_MATCHES }, () => matchResult(random));
      return { text: results.join('-'), parts: results };
    }
    case 'parley_hipico': {
      const winners = Array.from({ length: RACES }, () => String(random.int(1, HORSES_PER_RACE)));
      return { text: winners.join('-'), parts: winners };
    }
    case 'animalitos': {
      const animal = ANIMALS[random.int(0, ANIMALS.length - 1)].number;
      return { text: animal, parts: [animal] };
    }
    default:
      throw new Error(`no draw rules for module ${moduleCode}`);
  }
}

/** Home wins a little more often than a draw or an away win. */
function matchResult(random: Random): string {
  return random.weighted(['1', 'X', '2'], (r) => (r === '1' ? 45 : r === 'X' ? 27 : 28));
}

/**
 * The text of a bet. With an outcome, `win` says whether the bet must match it; without one
 * (the draw has not happened yet) any bet is written.
 */
export function betSelection(format: BetFormat, random: Random, outcome: DrawOutcome | null, win: boolean): string {
  // A random bet is redrawn until it loses, when the line is meant to lose (few tries are needed).
  const randomBet = () => randomSelection(format, random);
  if (!outcome) return randomBet().text;
  if (win) return winningSelection(format, random, outcome);
  for (;;) {
    const bet = randomBet();
    if (!bet.wins(outcome)) return bet.text;
  }
}

interface Bet {
  text: string;
  wins(outcome: DrawOutcome): boolean;
}

function randomSelection(format: BetFormat, random: Random): Bet {
  switch (format) {
    case 'terminal':
    case 'triple':
    case 'cuaterna': {
      const digits = random.digits(DIGITS[format]);
      return { text: digits, wins: (o) => o.parts[0].endsWith(digits) };
    }
    case 'numbers3':
    case 'numbers4':
    case 'numbers6': {
      const balls = random.distinctInts(BALLS[format], 1, PRIMITIVA_BALLS).map((n) => pad(n, 2));
      return { text: balls.join('-'), wins: (o) => balls.every((b) => o.parts.includes(b)) };
    }
    case 'bingo_line':
    case 'bingo_corners':
    case 'bingo_full': {
      const card = pad(random.int(1, BINGO_CARDS), 4);
      return { text: `Cartón ${card}`, wins: (o) => o.parts[BINGO_PRIZE[format]] === card };
    }
    case 'matches1':
    case 'matches2':
    case 'matches3':
    case 'matches4': {
      const matches = random.distinctInts(MATCHES[format], 1, PARLEY_MATCHES);
      const picks = matches.map(() => matchResult(random));
      return {
        text: matches.map((m, i) => `P${m}:${picks[i]}`).join(' '),
        wins: (o) => matches.every((m, i) => o.parts[m - 1] === picks[i]),
      };
    }
    case 'race1': {
      const race = random.int(1, RACES);
      const horse = String(random.int(1, HORSES_PER_RACE));
      return { text: `C${race}:${horse}`, wins: (o) => o.parts[race - 1] === horse };
    }
    case 'races4':
    case 'races6': {
      const first = RACES - RACE_COUNT[format];
      const horses = Array.from({ length: RACE_COUNT[format] }, () => String(random.int(1, HORSES_PER_RACE)));
      return { text: horses.join('-'), wins: (o) => horses.every((h, i) => o.parts[first + i] === h) };
    }
    case 'animal': {
      const animal = ANIMALS[random.int(0, ANIMALS.length - 1)].number;
      return { text: animal, wins: (o) => o.parts[0] === animal };
    }
  }
}

function winningSelection(format: BetFormat, random: Random, outcome: DrawOutcome): string {
  switch (format) {
    case 'terminal':
    case 'triple':
    case 'cuaterna':
      return outcome.parts[0].slice(-DIGITS[format]);
    case 'numbers3':
    case 'numbers4':
    case 'numbers6':
      return random.shuffle(outcome.parts).slice(0, BALLS[format]).sort().join('-');
    case 'bingo_line':
    case 'bingo_corners':
    case 'bingo_full':
      return `Cartón ${outcome.parts[BINGO_PRIZE[format]]}`;
    case 'matches1':
    case 'matches2':
    case 'matches3':
    case 'matches4':
      return random
        .distinctInts(MATCHES[format], 1, PARLEY_MATCHES)
        .map((m) => `P${m}:${outcome.parts[m - 1]}`)
        .join(' ');
    case 'race1': {
      const race = random.int(1, RACES);
      return `C${race}:${outcome.parts[race - 1]}`;
    }
    case 'races4':
    case 'races6':
      return outcome.parts.slice(RACES - RACE_COUNT[format]).join('-');
    case 'animal':
      return outcome.parts[0];
  }
}

const DIGITS = { terminal: 2, triple: 3, cuaterna: 4 } as const;
const BALLS = { numbers3: 3, numbers4: 4, numbers6: 6 } as const;
/** Which of the bingo outcome's cards each bet is on. */
const BINGO_PRIZE = { bingo_line: 0, bingo_corners: 1, bingo_full: 2 } as const;
const MATCHES = { matches1: 1, matches2: 2, matches3: 3, matches4: 4 } as const;
const RACE_COUNT = { races4: 4, races6: 6 } as const;
