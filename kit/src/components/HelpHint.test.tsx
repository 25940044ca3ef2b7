import QuestionCircleOutlined from '@ant-design/icons/QuestionCircleOutlined';
import { Tooltip } from 'antd';
import { MONEY_FIGURES } from '../labels';
import { fastUser, renderPage, screen } from '../testing';
import { DataTable } from './DataTable';
import { FigureTitle, HelpHint } from './HelpHint';

const rows = [{ id: 1, net: 10 }];

/** Focusable elements inside something hidden from assistive technology (axe's aria-hidden-focus). */
const hiddenFocusable = () =>
  [...document.querySelectorAll('[aria-hidden="true"] [tabindex]')].filter((element) => (element as HTMLElement).tabIndex >= 0);

/** A table whose column title carries a help icon, fixed-layout and scrolling sideways (antd measures its columns). */
function table(title: React.ReactNode) {
  return (
    <DataTable
      rowKey="id"
      dataSource={rows}
      columns={[{ key: 'net', dataIndex: 'net', title, width: 120 }]}
      tableLayout="fixed"
      scroll={{ x: 1000 }}
      emptyText="Sin datos."
    />
  );
}

describe('HelpHint', () => {
  it('the icon focusable by hand is also focusable in antd’s hidden measuring row (what axe reported)', () => {
    renderPage(
      table(
        <>
          Monto{' '}
          <Tooltip title="Qué es">
            <QuestionCircleOutlined role="img" aria-label="Qué es" tabIndex={0} />
          </Tooltip>
        </>,
      ),
    );
    expect(document.querySelector('.ant-table-measure-row')).not.toBeNull();
    expect(hiddenFocusable()).not.toEqual([]);
  });

  it('in a column title: reachable by Tab once, never inside the hidden measuring row', async () => {
    renderPage(table(<FigureTitle figure={MONEY_FIGURES.net} />));
    expect(document.querySelector('.ant-table-measure-row')).not.toBeNull();
    expect(hiddenFocusable()).toEqual([]);
    const hint = screen.getByRole('img', { name: MONEY_FIGURES.net.formula });
    await fastUser().tab();
    expect(hint).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Ventas − premios − comisión.');
  });

  it('names itself in Spanish by its text', () => {
    renderPage(<HelpHint text="Es la comisión del propietario." />);
    expect(screen.getByRole('img', { name: 'Es la comisión del propietario.' })).toHaveAttribute('tabindex', '0');
  });
});
