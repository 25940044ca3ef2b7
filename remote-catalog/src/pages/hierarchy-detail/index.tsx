/** One node of the hierarchy (user-hierarchy/hierarchy-detail?id=user-12): path, data, totals, branch. */
import { DetailFrame, FigureCards, formatCount, formatCurrency, StatusTag, useBackState } from '@banca/kit';
import { Breadcrumb, Card, Descriptions, Flex, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { HierarchyTable, hierarchyLink } from '../../features/hierarchy/HierarchyTable';
import { routes } from '../../routes';
import { NODE_ROLE_TAGS } from '../../shared/labels';
import { isHierarchyId, useHierarchyNode } from './hooks/useHierarchyNode';

export default function HierarchyDetailPage() {
  const id = useSearchParams()[0].get('id');
  const query = useHierarchyNode(id);
  const back = useBackState();
  return (
    <DetailFrame
      back={{ to: routes['catalog.hierarchy'].path, label: 'Volver a la jerarquía' }}
      query={query}
      invalid={!isHierarchyId(id)}
      notFound="No encontramos este usuario en la jerarquía."
    >
      {({ node, path, totals }) => (
        <Flex vertical gap={16}>
          <Breadcrumb
            items={[
              ...path.map((step) => ({
                key: step.id,
                title: (
                  <Link to={hierarchyLink(step.id)} state={back}>
                    {step.name}
                  </Link>
                ),
              })),
              { key: node.id, title: node.name },
            ]}
          />
          <Card>
            <Typography.Title level={2} style={{ marginTop: 0, fontSize: 20 }}>
              {node.name} <StatusTag value={node.role} styles={NODE_ROLE_TAGS} />
            </Typography.Title>
            <Descriptions
              column={{ xs: 1, sm: 2, lg: 3 }}
              items={[
                { key: 'email', label: 'Correo', children: node.email || '—' },
                { key: 'location', label: 'Ubicación', children: node.location || '—' },
                { key: 'amount', label: 'Monto', children: formatCurrency(node.amount_usd) },
                { key: 'kind', label: 'Tipo de cuenta', children: node.kind === 'seller' ? 'Cuenta de vendedor' : 'Usuario' },
              ]}
            />
          </Card>
          <FigureCards
            figures={[
              { title: 'Taquillas', value: formatCount(totals.booths) },
              { title: 'Vendedores', value: formatCount(totals.sellers) },
              { title: 'Tickets', value: formatCount(totals.tickets) },
              { title: 'Ventas', value: formatCurrency(totals.sales) },
            ]}
          />
          <Card title="Dependientes" size="small">
            <HierarchyTable nodes={node.children} emptyText="No tiene usuarios a su cargo." />
          </Card>
        </Flex>
      )}
    </DetailFrame>
  );
}
