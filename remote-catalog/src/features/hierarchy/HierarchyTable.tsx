import type { HierarchyNode } from '@banca/contracts';
import { DataTable, formatCurrency, Hinted, StatusTag, useBackState, type DataTableProps } from '@banca/kit';
import { linkTo } from '@banca/kit/routes';
import { Typography, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { routes } from '../../routes';
import { NODE_ROLE_TAGS } from '../../shared/labels';

/** What the amount is, by kind of node (a seller user stands for its seller accounts: listed once). */
export const AMOUNT_HELP = 'Vendedores: sus ventas (las de sus cuentas de vendedor). Demás usuarios: su saldo.';

export const hierarchyLink = (id: string) => linkTo(routes['catalog.hierarchyNode'], { id });

/** A node as the table wants it: leaves without a `children` array (so they get no expand icon). */
export interface TreeRow extends Omit<HierarchyNode, 'children'> {
  children?: TreeRow[];
}

export function toTreeRows(nodes: HierarchyNode[]): TreeRow[] {
  return nodes.map(({ children, ...node }) => (children.length > 0 ? { ...node, children: toTreeRows(children) } : node));
}

/** The ids of every node that has children (what 'Expandir todo' opens). */
export function branchIds(nodes: HierarchyNode[]): string[] {
  return nodes.flatMap((node) => (node.children.length > 0 ? [node.id, ...branchIds(node.children)] : []));
}

/** How many nodes the tree holds. */
export function countNodes(nodes: HierarchyNode[]): number {
  return nodes.reduce((sum, node) => sum + 1 + countNodes(node.children), 0);
}

export interface HierarchyTableProps extends Omit<DataTableProps<TreeRow>, 'columns' | 'rowKey' | 'dataSource'> {
  nodes: HierarchyNode[];
  /** Controlled expansion (the list's 'Expandir todo' / 'Contraer todo'); uncontrolled without it. */
  expandedIds?: string[];
  onExpandedChange?: (ids: string[]) => void;
}

/** The hierarchy as an expandable tree table: name, e-mail, location, amount and role. */
export function HierarchyTable({ nodes, expandedIds, onExpandedChange, ...props }: HierarchyTableProps) {
  const back = useBackState();
  const rows = useMemo(() => toTreeRows(nodes), [nodes]);
  const columns: TableColumnsType<TreeRow> = [
    {
      title: 'Nombre',
      dataIndex: 'name',
      render: (name: string) => <Typography.Text strong>{name}</Typography.Text>,
    },
    { title: 'Correo', dataIndex: 'email', width: 220, ellipsis: true },
    { title: 'Ubicación', dataIndex: 'location', width: 150, ellipsis: true },
    {
      // The same column holds two figures: a seller's sales, another user's balance; it says so.
      title: <Hinted hint={AMOUNT_HELP}>Monto</Hinted>,
      dataIndex: 'amount_usd',
      width: 120,
      align: 'right',
      render: (value: number) => formatCurrency(value),
    },
    // One word per row for what the person is: the role (the tree's depth shows the level).
    { title: 'Rol', dataIndex: 'role', width: 170, render: (role: TreeRow['role']) => <StatusTag value={role} styles={NODE_ROLE_TAGS} /> },
    {
      title: 'Acciones',
      key: 'actions',
      width: 100,
      align: 'center',
      render: (_, node) => (
        <Link to={hierarchyLink(node.id)} state={back} aria-label={`Ver ${node.name}`}>
          Ver
        </Link>
      ),
    },
  ];
  return (
    <DataTable<TreeRow>
      rowKey="id"
      columns={columns}
      dataSource={rows}
      pagination={false}
      // the name takes what the fixed-width columns leave; long e-mails and places are cut with '…'
      tableLayout="fixed"
      scroll={{ x: 1000 }}
      expandable={
        expandedIds ? { expandedRowKeys: expandedIds, onExpandedRowsChange: (keys) => onExpandedChange?.(keys.map(String)) } : undefined
      }
      {...props}
    />
  );
}
