import { BOM, csvAmount, csvText, salesReportCsv, salesReportFileName } from './csv';

const report = {
  rows: [
    { key: '14', label: 'Taquilla Mi Terminalito', tickets: 305, sales: 3900, prizes: 1305, net: 2595, commission: 390, owner_net: 2205 },
    {
      key: '8',
      label: 'Agencia El Ávila',
      tickets: 1186,
      sales: 12105.5,
      prizes: 12420.75,
      net: -315.25,
      commission: 1210.55,
      owner_net: -1525.8,
    },
  ],
  totals: { tickets: 1491, sales: 16005.5, prizes: 13725.75, net: 2279.75, commission: 1600.55, owner_net: 679.2 },
};

describe('salesReportCsv', () => {
  it('starts with a UTF-8 BOM and holds the header, one line per row and the totals, separated by semicolons', () => {
    const csv = salesReportCsv(report, 'Taquilla');
    expect(csv.startsWith(BOM)).toBe(true);
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1).split('\r\n')).toEqual([
      'Taquilla;Tickets;Ventas;Premios;Resultado;Comisión;Neto',
      'Taquilla Mi Terminalito;305;3900,00;1305,00;2595,00;390,00;2205,00',
      'Agencia El Ávila;1186;12105,50;12420,75;-315,25;1210,55;-1525,80',
      'Total;1491;16005,50;13725,75;2279,75;1600,55;679,20',
      '',
    ]);
  });

  it('keeps the rows in the order shown and writes only the totals line when there are no rows', () => {
    const csv = salesReportCsv({ rows: [], totals: { tickets: 0, sales: 0, prizes: 0, net: 0, commission: 0, owner_net: 0 } }, 'Juego');
    expect(csv).toBe(`${BOM}Juego;Tickets;Ventas;Premios;Resultado;Comisión;Neto\r\nTotal;0;0,00;0,00;0,00;0,00;0,00\r\n`);
  });

  it('quotes labels holding semicolons, quotes or line breaks, doubling the inner quotes', () => {
    const csv = salesReportCsv(
      {
        rows: [
          { key: '1', label: 'Agencia "La Suerte"; Centro', tickets: 1, sales: 2, prizes: 0, net: 2, commission: 0, owner_net: 2 },
          { key: '2', label: 'Taquilla\nNorte', tickets: 1, sales: 1, prizes: 0, net: 1, commission: 0, owner_net: 1 },
        ],
        totals: { tickets: 2, sales: 3, prizes: 0, net: 3, commission: 0, owner_net: 3 },
      },
      'Taquilla',
    );
    const lines = csv.slice(1).split('\r\n');
    expect(lines[1]).toBe('"Agencia ""La Suerte""; Centro";1;2,00;0,00;2,00;0,00;2,00');
    expect(lines[2]).toBe('"Taquilla\nNorte";1;1,00;0,00;1,00;0,00;1,00');
  });
});

describe('csvText', () => {
  it('leaves plain text alone', () => {
    expect(csvText('Lotería Nacional')).toBe('Lotería Nacional');
  });

  it('turns a label that looks like a formula into text', () => {
    expect(csvText('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvText('+58 Agencia')).toBe("'+58 Agencia");
    expect(csvText('-Agencia')).toBe("'-Agencia");
    expect(csvText('@Agencia')).toBe("'@Agencia");
  });
});

describe('csvAmount', () => {
  it('writes two decimals with a decimal comma and no thousands separator', () => {
    expect(csvAmount(1234567.891)).toBe('1234567,89');
    expect(csvAmount(0)).toBe('0,00');
    expect(csvAmount(-315.5)).toBe('-315,50');
    expect(csvAmount(0.1 + 0.2)).toBe('0,30');
    expect(csvAmount(-0.001)).toBe('0,00');
  });
});

describe('salesReportFileName', () => {
  it('names the grouping in Spanish and the range', () => {
    expect(salesReportFileName({ group_by: 'seller', from: '2026-11-01', to: '2026-11-30' })).toBe(
      'reporte-ventas-vendedor-2026-11-01-2026-11-30.csv',
    );
    expect(salesReportFileName({ group_by: 'booth', from: '2026-11-01', to: '2026-11-30' })).toBe(
      'reporte-ventas-taquilla-2026-11-01-2026-11-30.csv',
    );
    expect(salesReportFileName({ group_by: 'game', from: '2026-11-01', to: '2026-11-30' })).toBe(
      'reporte-ventas-juego-2026-11-01-2026-11-30.csv',
    );
    expect(salesReportFileName({ group_by: 'game_type', from: '2026-11-01', to: '2026-11-30' })).toBe(
      'reporte-ventas-tipo-de-juego-2026-11-01-2026-11-30.csv',
    );
  });
});
