import { renderPage, screen } from '../testing';
import { DataTable } from './DataTable';

const rows = [{ id: 1, text: 'Una entrada del registro con un texto muy largo' }];
const columns = [{ key: 'text', dataIndex: 'text', title: 'Detalle' }];

/** jsdom lays nothing out: the widths a browser would measure for the table's scroll region. */
function widths(scroll: number, client: number) {
  jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scroll);
  jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(client);
}

afterEach(() => jest.restoreAllMocks());

describe('DataTable', () => {
  it('lets the keyboard reach a table wider than the screen, to scroll it sideways', () => {
    widths(900, 360);
    renderPage(<DataTable rowKey="id" dataSource={rows} columns={columns} emptyText="No hay entradas." />);
    const region = screen.getByRole('table').closest('.ant-table-content');
    expect(region).toHaveAttribute('tabindex', '0');
  });

  it('adds no stop to the keyboard for a table that fits', () => {
    widths(360, 360);
    renderPage(<DataTable rowKey="id" dataSource={rows} columns={columns} emptyText="No hay entradas." />);
    const region = screen.getByRole('table').closest('.ant-table-content');
    expect(region).not.toHaveAttribute('tabindex');
  });
});
