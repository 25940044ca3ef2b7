/** The draw rules on their own: how a result is written and read, and when a bet's line wins. */
import {
  BET_FORMATS,
  type BetFormat,
  lineWins,
  normalizeResultPart,
  RESULT_FORMAT_OF_BET,
  RESULT_FORMAT_SPECS,
  RESULT_FORMATS,
  type ResultFormat,
  resultParts,
  resultLabel,
  resultPartRule,
  resultProblem,
  resultText,
  ANIMALS,
  animalLabel,
  normalizeAnimal,
  normalizeSelection,
  selectionLabel,
} from '../src/draw-rules';

describe('animalitos', () => {
  it('has the 38 animals, 0 and 00 then 1 to 36, each with its Spanish name', () => {
    expect(ANIMALS.map((animal) => animal.number)).toEqual(['0', '00', ...Array.from({ length: 36 }, (_, i) => String(i + 1))]);
    expect(new Set(ANIMALS.map((animal) => animal.name)).size).toBe(38);
    expect(animalLabel('00')).toBe('00 Ballena');
    expect(animalLabel('0')).toBe('0 Delfín');
    expect(animalLabel('36')).toBe('36 Culebra');
  });

  it('reads an animal by number or by name, and nothing else', () => {
    expect(normalizeAnimal('00')).toBe('00');
    expect(normalizeAnimal('0')).toBe('0');
    expect(normalizeAnimal('07')).toBe('7');
    expect(normalizeAnimal('aguila')).toBe('9');
    expect(normalizeAnimal('00 Ballena')).toBe('00');
    expect(normalizeAnimal('0 Ballena')).toBeNull();
    expect(normalizeAnimal('37')).toBeNull();
    expect(normalizeAnimal('000')).toBeNull();
    expect(normalizeAnimal('-1')).toBeNull();
    expect(normalizeAnimal('Unicornio')).toBeNull();
    expect(normalizeSelection('animal', ' 00 ')).toBe('00');
    expect(normalizeSelection('animal', '12')).toBe('12');
  });

  it('shows an animal bet and result with number and name; other formats as stored', () => {
    expect(selectionLabel('animal', '00')).toBe('00 Ballena');
    expect(selectionLabel('terminal', '00')).toBe('00');
    expect(resultLabel('animal38', '5')).toBe('5 León');
    expect(resultLabel('digits4', '0005')).toBe('0005');
    expect(resultPartRule('animal38')).toBe('Escribe 0, 00 o un número del 1 al 36 (o el nombre del animal).');
    expect(resultProblem('animal38', ['37'])).toBe(
      '«Animal» no es válido: Uno de los 38 animalitos: 0 (Delfín), 00 (Ballena) o del 1 al 36.',
    );
  });
});

/** One result of each format, as the result form takes it, and its stored text. */
const RESULTS: Record<ResultFormat, { typed: string[]; parts: string[]; text: string }> = {
  digits4: { typed: [' 0427 '], parts: ['0427'], text: '0427' },
  // Balls are a set: stored in ascending order whatever the order typed.
  balls6of49: { typed: ['3', '17', '44', '8', '21', '49'], parts: ['03', '08', '17', '21', '44', '49'], text: '03-08-17-21-44-49' },
  bingo_cards: { typed: ['412', '7', '1500'], parts: ['0412', '0007', '1500'], text: 'Línea 0412 · Esquinas 0007 · Lleno 1500' },
  matches8: {
    typed: ['1', 'x', '2', '1', '1', 'X', '2', '2'],
    parts: ['1', 'X', '2', '1', '1', 'X', '2', '2'],
    text: '1-X-2-1-1-X-2-2',
  },
  races6: { typed: ['4', '7', '1', '9', '12', '3'], parts: ['4', '7', '1', '9', '12', '3'], text: '4-7-1-9-12-3' },
  // An animal is stored as its number; typed as its name too.
  animal38: { typed: [' ballena '], parts: ['00'], text: '00' },
};

describe('result formats', () => {
  it.each(RESULT_FORMATS)('writes a %s result the format’s way, and reads its stored text back into the same parts', (format) => {
    const { typed, parts, text } = RESULTS[format];
    expect(typed).toHaveLength(RESULT_FORMAT_SPECS[format].parts.length);
    expect(resultProblem(format, typed)).toBeNull();
    const normalized = typed.map((part) => normalizeResultPart(format, part));
    expect(RESULT_FORMAT_SPECS[format].ordered ? normalized : [...normalized].sort()).toEqual(parts);
    expect(resultText(format, typed)).toBe(text);
    expect(resultParts(format, text)).toEqual(parts);
  });

  it('stores a 6/49 result the same whatever the order of its balls; ordered formats keep their order', () => {
    expect(resultText('balls6of49', ['49', '8', '3', '44', '17', '21'])).toBe(resultText('balls6of49', ['3', '17', '44', '8', '21', '49']));
    expect(resultText('races6', ['7', '4', '1', '9', '12', '3'])).not.toBe(RESULTS.races6.text);
    expect(RESULT_FORMATS.filter((format) => !RESULT_FORMAT_SPECS[format].ordered)).toEqual(['balls6of49']);
  });

  it('refuses a value outside the format, naming the part, and says what the format is', () => {
    expect(normalizeResultPart('digits4', '427')).toBeNull();
    expect(normalizeResultPart('balls6of49', '50')).toBeNull();
    expect(normalizeResultPart('balls6of49', '0')).toBeNull();
    expect(normalizeResultPart('matches8', '3')).toBeNull();
    expect(normalizeResultPart('races6', '13')).toBeNull();
    expect(normalizeResultPart('bingo_cards', '1501')).toBeNull();
    expect(resultProblem('races6', ['4', '7', '13', '9', '12', '3'])).toBe(
      '«Carrera 3» no es válido: El caballo ganador de cada una de las seis carreras (del 1 al 12).',
    );
  });

  it('says how one part is written, for the field that refuses it', () => {
    expect(resultPartRule('digits4')).toBe('Escribe 4 cifras, de 0000 a 9999.');
    expect(resultPartRule('balls6of49')).toBe('Escribe un número del 1 al 49.');
    expect(resultPartRule('bingo_cards')).toBe('Escribe un número del 1 al 1500.');
    expect(resultPartRule('matches8')).toBe('Escribe 1, X o 2.');
    expect(resultPartRule('races6')).toBe('Escribe un número del 1 al 12.');
  });

  it('refuses the wrong number of parts, and repeated balls where they must differ', () => {
    expect(resultProblem('digits4', ['0427', '1111'])).toBe('El resultado debe tener un valor: Un número de cuatro cifras (0000 a 9999).');
    expect(resultProblem('balls6of49', ['1', '2', '3'])).toBe('El resultado debe tener 6 valores: Seis números distintos del 1 al 49.');
    expect(resultProblem('balls6of49', ['1', '01', '3', '4', '5', '6'])).toBe(
      'Los valores no pueden repetirse: Seis números distintos del 1 al 49.',
    );
    // A repeated value is fine where the format allows it (two matches may end alike).
    expect(resultProblem('matches8', ['1', '1', '1', '1', '1', '1', '1', '1'])).toBeNull();
  });

  it('reads no parts from a stored text that is not of the format', () => {
    expect(resultParts('digits4', '427')).toBeNull();
    expect(resultParts('balls6of49', '03-17-44')).toBeNull();
    expect(resultParts('bingo_cards', 'Línea 0412')).toBeNull();
  });
});

/** Each bet format with a selection that wins against RESULTS and one that loses. */
const BETS: Record<BetFormat, { wins: string; loses: string }> = {
  terminal: { wins: '27', loses: '42' },
  triple: { wins: '427', loses: '042' },
  cuaterna: { wins: '0427', loses: '0428' },
  numbers3: { wins: '08-17-49', loses: '08-17-48' },
  numbers4: { wins: '03-17-44-21', loses: '03-17-44-22' },
  numbers6: { wins: '49-21-08-44-17-03', loses: '49-21-08-44-17-04' },
  bingo_line: { wins: 'Cartón 0412', loses: 'Cartón 0007' },
  bingo_corners: { wins: 'Cartón 0007', loses: 'Cartón 0412' },
  bingo_full: { wins: 'Cartón 1500', loses: 'Cartón 0412' },
  matches1: { wins: 'P2:X', loses: 'P2:1' },
  matches2: { wins: 'P1:1 P8:2', loses: 'P1:1 P8:X' },
  matches3: { wins: 'P3:2 P6:X P5:1', loses: 'P3:2 P6:X P5:2' },
  matches4: { wins: 'P1:1 P2:X P3:2 P4:1', loses: 'P1:1 P2:X P3:2 P4:2' },
  race1: { wins: 'C5:12', loses: 'C5:2' },
  races4: { wins: '1-9-12-3', loses: '4-7-1-9' },
  races6: { wins: '4-7-1-9-12-3', loses: '4-7-1-9-12-4' },
  // 0 (Delfín) and 00 (Ballena) are two animals.
  animal: { wins: '00', loses: '0' },
};

describe('lineWins', () => {
  it.each(BET_FORMATS)('settles a %s bet against the parts of its result format', (format) => {
    const { parts } = RESULTS[RESULT_FORMAT_OF_BET[format]];
    expect(lineWins(format, BETS[format].wins, parts)).toBe(true);
    expect(lineWins(format, BETS[format].loses, parts)).toBe(false);
  });

  it('never pays a selection it cannot read', () => {
    const digits = RESULTS.digits4.parts;
    expect(lineWins('terminal', '7', digits)).toBe(false);
    expect(lineWins('terminal', '', digits)).toBe(false);
    const balls = RESULTS.balls6of49.parts;
    // Too few or repeated numbers, though every one of them was drawn.
    expect(lineWins('numbers4', '03-17-44', balls)).toBe(false);
    expect(lineWins('numbers3', '03-03-17', balls)).toBe(false);
    expect(lineWins('bingo_line', '0412', RESULTS.bingo_cards.parts)).toBe(false);
    const matches = RESULTS.matches8.parts;
    // A match that does not exist, and a leg written the wrong way.
    expect(lineWins('matches1', 'P9:1', matches)).toBe(false);
    expect(lineWins('matches2', 'P1:1,P8:2', matches)).toBe(false);
    expect(lineWins('race1', 'C7:3', RESULTS.races6.parts)).toBe(false);
    expect(lineWins('races4', '1-9-12', RESULTS.races6.parts)).toBe(false);
  });
});
