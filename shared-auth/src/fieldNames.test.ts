import { fieldName, readableMessage } from './fieldNames';

describe('fieldName', () => {
  it("names a line's fields counting lines from 1", () => {
    expect(fieldName('lines.0.amount')).toBe('el monto de la jugada 1');
    expect(fieldName('lines.11.selection')).toBe('el número de la jugada 12');
    expect(fieldName('lines.3.game_type_id')).toBe('el juego de la jugada 4');
  });

  it('names the known fields and drops an unknown path', () => {
    expect(fieldName('amount')).toBe('el monto');
    expect(fieldName('declared_cash')).toBe('el efectivo contado');
    expect(fieldName('sales_limit.USD')).toBe('el límite de venta en dólares');
    expect(fieldName('setting.value')).toBe('un dato');
    expect(fieldName('lines.0.color')).toBe('un dato');
  });
});

describe('readableMessage', () => {
  it("says the schema's message with the field's name and the limit with thousands dots", () => {
    expect(readableMessage('El campo «lines.0.amount» debe ser menor o igual a 1000000000.')).toBe(
      'El monto de la jugada 1 debe ser menor o igual a 1.000.000.000.',
    );
    expect(readableMessage('El campo «amount» debe ser menor o igual a 1000000000. El campo «reason» es obligatorio.')).toBe(
      'El monto debe ser menor o igual a 1.000.000.000. El motivo es obligatorio.',
    );
    expect(readableMessage('El campo «sales_limit.VES» debe ser menor o igual a 1000000000.')).toBe(
      'El límite de venta en bolívares debe ser menor o igual a 1.000.000.000.',
    );
  });

  it('never leaves a path, known or not, and keeps quoted Spanish words', () => {
    expect(readableMessage('El campo «setting.value» debe tener como máximo 2 decimales.')).toBe(
      'Un dato debe tener como máximo 2 decimales.',
    );
    expect(readableMessage('Un tope global no lleva «scope_id».')).toBe('Un tope global no lleva el alcance.');
    expect(readableMessage('La fecha «desde» debe ser una fecha real entre los años 2000 y 2100 (AAAA-MM-DD).')).toBe(
      'La fecha «desde» debe ser una fecha real entre los años 2000 y 2100 (AAAA-MM-DD).',
    );
    expect(readableMessage('Jugada 2: el monto mínimo es $1,00.')).toBe('Jugada 2: el monto mínimo es $1,00.');
  });
});
