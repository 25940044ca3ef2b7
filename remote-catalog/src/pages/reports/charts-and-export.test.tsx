/**
 * The report's lazily loaded charts and its CSV export. In a file of its own: the chart chunk
 * starts unloaded here, so the skeleton shown while it loads can be seen.
 */
import { answer, fireEvent, mockFetch, renderAt, screen, signInAs, waitFor, within } from '@banca/kit/testing';
import { salesReport } from '../../test/fixtures';
import ReportsPage from '.';

beforeEach(() => signInAs('admin'));

const withSeries = {
  ...salesReport,
  series: [
    { date: '2026-11-01', sales: 3000, prizes: 1200 },
    { date: '2026-11-02', sales: 3005, prizes: 2525.5 },
  ],
};

/** Captures what the page hands to the browser's downloads. */
function captureDownloads() {
  const files: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  URL.createObjectURL = jest.fn((blob: Blob) => {
    const url = `blob:test/${blobs.size}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = jest.fn();
  const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    files.push({ name: this.download, blob: blobs.get(this.href)! });
  });
  return { files, restore: () => click.mockRestore() };
}

/** The file's text with its byte-order mark kept (Blob.text() would drop it). */
async function textOf(blob: Blob): Promise<string> {
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await blob.arrayBuffer());
}

describe('ReportsPage charts', () => {
  it('shows a skeleton while the chart chunk loads, then both charts', async () => {
    mockFetch(answer('GET', /^v1\/reports\/sales/, withSeries));
    renderAt(<ReportsPage />, '/reports/reports?from=2026-11-01&to=2026-11-30');
    await screen.findByRole('link', { name: 'Taquilla Sol de Oriente' });
    expect(screen.getByTestId('charts-loading')).toBeInTheDocument();

    // The first load of the chart chunk (Recharts) takes a while on a busy machine.
    const charts = await screen.findByTestId('sales-charts', {}, { timeout: 5000 });
    expect(within(charts).getByText('Ventas y premios por día', { selector: '.ant-card-head-title' })).toBeInTheDocument();
    expect(within(charts).getByText('Ventas por taquilla', { selector: '.ant-card-head-title' })).toBeInTheDocument();
    expect(screen.queryByTestId('charts-loading')).not.toBeInTheDocument();
  });

  it('names the grouping in the bar chart and says when only the top ten are drawn', async () => {
    const rows = Array.from({ length: 12 }, (_, i) => ({
      key: String(i + 1),
      label: `Vendedor ${i + 1}`,
      tickets: 1,
      sales: 100 - i,
      prizes: 0,
      net: 100 - i,
      commission: 0,
      owner_net: 100 - i,
    }));
    mockFetch(answer('GET', /^v1\/reports\/sales/, { ...withSeries, group_by: 'seller', rows }));
    renderAt(<ReportsPage />, '/reports/reports?from=2026-11-01&to=2026-11-30&group_by=seller');
    const charts = await screen.findByTestId('sales-charts');
    expect(within(charts).getByText('Ventas por vendedor (10 principales)', { selector: '.ant-card-head-title' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Vendedor' })).toBeInTheDocument();
  });

  it('draws no chart for a range without sales, nor after an error', async () => {
    mockFetch(
      answer('GET', /^v1\/reports\/sales/, {
        ...withSeries,
        rows: [],
        totals: { tickets: 0, sales: 0, prizes: 0, net: 0, commission: 0, owner_net: 0 },
      }),
    );
    const { unmount } = renderAt(<ReportsPage />, '/reports/reports?from=2026-11-01&to=2026-11-30');
    await screen.findByText('No hay ventas en este rango de fechas.');
    expect(screen.queryByTestId('sales-charts')).not.toBeInTheDocument();
    expect(screen.queryByTestId('charts-loading')).not.toBeInTheDocument();
    unmount();

    mockFetch(answer('GET', /^v1\/reports\/sales/, { message: 'El rango de fechas no puede superar 366 días.' }, 400));
    renderAt(<ReportsPage />, '/reports/reports?from=2020-01-01&to=2026-01-01');
    await screen.findByText('El rango de fechas no puede superar 366 días.');
    expect(screen.queryByTestId('sales-charts')).not.toBeInTheDocument();
  });
});

describe('ReportsPage grouped by seller', () => {
  const namesakes = [
    {
      key: '4',
      label: 'Orlando Ramírez Fernández',
      username: 'orlando@banca.test',
      booth: 'Agencia El Ávila',
      tickets: 3,
      sales: 30,
      prizes: 0,
      net: 30,
      commission: 3,
      owner_net: 27,
    },
    {
      key: '9',
      label: 'Orlando Ramírez Fernández',
      username: 'oramirez@banca.test',
      booth: null,
      tickets: 1,
      sales: 10,
      prizes: 0,
      net: 10,
      commission: 1,
      owner_net: 9,
    },
  ];

  it('tells namesakes apart by username and booth, in the table and in the CSV', async () => {
    mockFetch(
      answer('GET', /^v1\/reports\/sales/, {
        ...withSeries,
        group_by: 'seller',
        rows: namesakes,
        totals: { tickets: 4, sales: 40, prizes: 0, net: 40, commission: 4, owner_net: 36 },
      }),
    );
    renderAt(<ReportsPage />, '/reports/reports?from=2026-11-01&to=2026-11-30&group_by=seller');
    const [first] = await screen.findAllByRole('link', { name: 'Orlando Ramírez Fernández' });
    expect(screen.getByRole('columnheader', { name: 'Usuario' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Taquilla' })).toBeInTheDocument();
    const cells = (row: HTMLElement) => [...row.querySelectorAll('td')].slice(0, 3).map((cell) => cell.textContent);
    const rows = [...first.closest('tbody')!.querySelectorAll<HTMLElement>('tr.ant-table-row')];
    expect(rows.map(cells)).toEqual([
      ['Orlando Ramírez Fernández', 'orlando@banca.test', 'Agencia El Ávila'],
      ['Orlando Ramírez Fernández', 'oramirez@banca.test', 'Sin taquilla'],
    ]);

    const downloads = captureDownloads();
    try {
      fireEvent.click(screen.getByRole('button', { name: /Exportar CSV/ }));
      const [file] = downloads.files;
      expect(file.name).toBe('reporte-ventas-vendedor-2026-11-01-2026-11-30.csv');
      expect(await textOf(file.blob)).toBe(
        '\uFEFFVendedor;Usuario;Taquilla;Tickets;Ventas;Premios;Resultado;Comisión;Neto\r\n' +
          'Orlando Ramírez Fernández;orlando@banca.test;Agencia El Ávila;3;30,00;0,00;30,00;3,00;27,00\r\n' +
          'Orlando Ramírez Fernández;oramirez@banca.test;Sin taquilla;1;10,00;0,00;10,00;1,00;9,00\r\n' +
          'Total;;;4;40,00;0,00;40,00;4,00;36,00\r\n',
      );
    } finally {
      downloads.restore();
    }
  });
});

describe('ReportsPage CSV export', () => {
  it("downloads the rows shown and the totals row as 'reporte-ventas-<grouping in Spanish>-<from>-<to>.csv'", async () => {
    mockFetch(answer('GET', /^v1\/reports\/sales/, withSeries));
    renderAt(<ReportsPage />, '/reports/reports?from=2026-11-01&to=2026-11-30');
    await screen.findByRole('link', { name: 'Taquilla Sol de Oriente' });
    const downloads = captureDownloads();
    try {
      fireEvent.click(screen.getByRole('button', { name: /Exportar CSV/ }));
      expect(downloads.files).toHaveLength(1);
      const [file] = downloads.files;
      expect(file.name).toBe('reporte-ventas-taquilla-2026-11-01-2026-11-30.csv');
      expect(file.blob.type).toBe('text/csv;charset=utf-8');
      expect(await textOf(file.blob)).toBe(
        '\uFEFFTaquilla;Tickets;Ventas;Premios;Resultado;Comisión;Neto\r\n' +
          'Taquilla Mi Terminalito;305;3900,00;1305,00;2595,00;390,00;2205,00\r\n' +
          'Taquilla Sol de Oriente;186;2105,00;2420,50;-315,50;210,50;-526,00\r\n' +
          // the API's totals, as the totals row shows them
          'Total;10491;12345,67;3725,50;8620,17;1234,57;7385,60\r\n',
      );
    } finally {
      downloads.restore();
    }
  });

  it('offers no export while there is nothing to export', async () => {
    mockFetch(
      answer('GET', /^v1\/reports\/sales/, {
        ...withSeries,
        rows: [],
        totals: { tickets: 0, sales: 0, prizes: 0, net: 0, commission: 0, owner_net: 0 },
      }),
    );
    const { unmount } = renderAt(<ReportsPage />, '/reports/reports?from=2026-11-01&to=2026-11-30');
    expect(screen.getByRole('button', { name: /Exportar CSV/ })).toBeDisabled();
    await screen.findByText('No hay ventas en este rango de fechas.');
    expect(screen.getByRole('button', { name: /Exportar CSV/ })).toBeDisabled();
    unmount();

    mockFetch(answer('GET', /^v1\/reports\/sales/, { message: 'El rango de fechas no puede superar 366 días.' }, 400));
    renderAt(<ReportsPage />, '/reports/reports?from=2020-01-01&to=2026-01-01');
    await screen.findByText('El rango de fechas no puede superar 366 días.');
    await waitFor(() => expect(screen.getByRole('button', { name: /Exportar CSV/ })).toBeDisabled());
  });
});
