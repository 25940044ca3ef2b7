// Icons by deep import: only the icon is bundled.
import QuestionCircleOutlined from '@ant-design/icons/QuestionCircleOutlined';
import type { HierarchyNode } from '@banca/contracts';
import { DataTable, formatCurrency, StatusTag, useBackState, type DataTableProps } from '@banca/kit';
import { linkTo } from '@banca/kit/routes';
import { Tooltip, Typography, type TableColumnsType } from 'antd';
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { routes } from '../../routes';
import { HIERARCHY_LEVEL_TAGS, NODE_ROLE_LABELS } from '../../shared/labels';

/** What the amount is, by kind of node (a seller user stands for its seller accounts: listed once). */
export const AMOUNT_HELP = 'Vendedores: sus ventas (las de sus cuentas de vendedor). Demás usuarios: su saldo.';

export const hierarchyLink = (id: string) => linkTo(routes.hierarchyDetail, { id });

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

/** The hierarchy as an expandable tree table: name, level, e-mail, location, amount (USD) and role. */
export function HierarchyTable({ nodes, expandedIds, onExpandedChange, ...props }: HierarchyTableProps) {
  const back = useBackState();
  const rows = useMemo(() => toTreeRows(nodes), [nodes]);
  const columns: TableColumnsType<TreeRow> = [
    {
      title: 'Nombre',
      dataIndex: 'name',
      render: (name: string, node) => (
        <>
          <Typography.Text strong>{name}</Typography.Text> <StatusTag value={node.level} styles={HIERARCHY_LEVEL_TAGS} />
        </>
      ),
    },
    { title: 'Correo', dataIndex: 'email', width: 220, ellipsis: true },
    { title: 'Ubicación', dataIndex: 'location', width: 150, ellipsis: true },
    {
      // The same column holds two figures: a seller's sales, another user's balance; it says so.
      title: (
        <>
          Monto (USD){' '}
          <Tooltip title={AMOUNT_HELP}>
            <QuestionCircleOutlined role="img" aria-label={AMOUNT_HELP} tabIndex={0} />
          </Tooltip>
        </>
      ),
      dataIndex: 'amount_usd',
      width: 120,
      align: 'right',
      render: (value: number) => formatCurrency(value),
    },
    { title: 'Rol', dataIndex: 'role', width: 150, render: (role: TreeRow['role']) => NODE_ROLE_LABELS[role] ?? role },
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
