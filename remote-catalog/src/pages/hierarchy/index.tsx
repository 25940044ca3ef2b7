/** User hierarchy: the tree, searched by the server (search kept in the URL). */
import { formatCount, ListCard, ListSearch, useListParams } from '@banca/kit';
import { Button } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { branchIds, countNodes, HierarchyTable } from '../../features/hierarchy/HierarchyTable';
import { useHierarchy } from './hooks/useHierarchy';

export default function HierarchyPage() {
  const { search, setSearch } = useListParams();
  const query = useHierarchy(search);
  const nodes = useMemo(() => query.data ?? [], [query.data]);
  const allBranches = useMemo(() => branchIds(nodes), [nodes]);
  const [expanded, setExpanded] = useState<string[]>([]);

  // A new answer opens the top level; a search opens everything, so every match shows.
  useEffect(() => {
    setExpanded(search ? allBranches : nodes.filter((node) => node.children.length > 0).map((node) => node.id));
  }, [nodes, allBranches, search]);

  const total = countNodes(nodes);
  return (
    <ListCard
      filters={
        <>
          <ListSearch
            value={search}
            onSearch={setSearch}
            placeholder="Buscar por nombre, correo o ubicación"
            label="Buscar en la jerarquía"
          />
          <Button onClick={() => setExpanded(allBranches)} disabled={allBranches.length === 0}>
            Expandir todo
          </Button>
          <Button onClick={() => setExpanded([])} disabled={expanded.length === 0}>
            Contraer todo
          </Button>
        </>
      }
      summary={query.data && `${formatCount(total)} ${total === 1 ? 'usuario' : 'usuarios'}`}
    >
      <HierarchyTable
        nodes={nodes}
        expandedIds={expanded}
        onExpandedChange={setExpanded}
        loading={query.isFetching}
        error={query.error}
        onRetry={() => void query.refetch()}
        emptyText={search ? `No hay usuarios que coincidan con «${search}».` : 'No hay usuarios en la jerarquía.'}
      />
    </ListCard>
  );
}
