import { answer, mockFetch, pathsOf, renderAt, screen, signInAs, within } from '@banca/kit/testing';
import { hierarchyDetail } from '../../test/fixtures';
import HierarchyDetailPage from '.';

beforeEach(() => signInAs('admin'));

describe('HierarchyDetailPage', () => {
  it('shows the path as a breadcrumb, the data, the totals and the children', async () => {
    mockFetch(answer('GET', 'v1/hierarchy/detail/user-3', hierarchyDetail));
    renderAt(<HierarchyDetailPage />, '/user-hierarchy/hierarchy-detail?id=user-3');

    expect(await screen.findByRole('heading', { name: /Gustavo Salazar/, level: 2 })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation');
    expect(within(breadcrumb).getByRole('link', { name: 'Administrador Principal' })).toHaveAttribute(
      'href',
      '/user-hierarchy/hierarchy-detail?id=user-1',
    );
    expect(within(breadcrumb).getByText('Gustavo Salazar')).toBeInTheDocument();

    expect(screen.getByText('user-3@banca.test')).toBeInTheDocument();
    expect(screen.getByText('Cliente')).toBeInTheDocument();
    expect(screen.getByText('Taquillas').closest('.ant-statistic')).toHaveTextContent('3');
    expect(screen.getByText('Vendedores').closest('.ant-statistic')).toHaveTextContent('12');
    expect(screen.getByText('Tickets').closest('.ant-statistic')).toHaveTextContent('700');
    expect(screen.getByText('Ventas').closest('.ant-statistic')).toHaveTextContent('$8.000,00');

    const child = screen.getByText('Yelitza Pérez').closest('tr')!;
    expect(within(child).getByText('Vendedor de Tickets')).toBeInTheDocument();
    expect(within(child).getByRole('link', { name: 'Ver Yelitza Pérez' })).toHaveAttribute(
      'href',
      '/user-hierarchy/hierarchy-detail?id=user-4',
    );
    expect(screen.getByText('Caja Chacao')).toBeInTheDocument();
  });

  it('shows a not-found state for an unknown node, and asks nothing for a malformed id', async () => {
    mockFetch(answer('GET', 'v1/hierarchy/detail/user-999', { message: 'El nodo de la jerarquía no existe.' }, 404));
    const { unmount } = renderAt(<HierarchyDetailPage />, '/user-hierarchy/hierarchy-detail?id=user-999');
    expect(await screen.findByText('No encontramos este usuario en la jerarquía.')).toBeInTheDocument();
    unmount();

    const { calls } = mockFetch();
    renderAt(<HierarchyDetailPage />, '/user-hierarchy/hierarchy-detail?id=12');
    expect(await screen.findByText('No encontramos este usuario en la jerarquía.')).toBeInTheDocument();
    expect(pathsOf(calls)).toEqual([]);
  });
});
