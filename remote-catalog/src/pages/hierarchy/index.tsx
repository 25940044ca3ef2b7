import { formatCount } from '@banca/shared-auth';
/** User hierarchy: the tree, searched by the server (search kept in the URL). */
import { Button } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { DebouncedSearch } from '../../components/DebouncedSearch';
import { branchIds, countNodes, HierarchyTable } from '../../components/HierarchyTable';
import { ListCard } from '../../components/ListCard';
import { useHierarchy } from '../../hooks/useHierarchy';
import { useUrlState } from '../../hooks/useUrlState';
import { RequireAccess } from '../../components/RequireAccess';

function HierarchyList() {
  const [url, setUrl] = useUrlState({ search: '' });
  const query = useHierarchy(url.search);
  const nodes = useMemo(() => query.data ?? [], [query.data]);
  const allBranches = useMemo(() => branchIds(nodes), [nodes]);
  const [expanded, setExpanded] = useState<string[]>([]);

  // A new answer opens the top level; a search opens everything, so every match shows.
  useEffect(() => {
    setExpanded(url.search ? allBranches : nodes.filter((node) => node.children.length > 0).map((node) => node.id));
  }, [nodes, allBranches, url.search]);

  const total = countNodes(nodes);
  return (
    <ListCard
      filters={
        <>
          <DebouncedSearch
            value={url.search}
            onSearch={(search) => setUrl({ search })}
            placeholder="Buscar por nombre, correo o ubicación"
            width={320}
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
        emptyText={url.search ? `No hay usuarios que coincidan con «${url.search}».` : 'No hay usuarios en la jerarquía.'}
      />
    </ListCard>
  );
}

export default function HierarchyPage() {
  return (
    <RequireAccess can="viewHierarchy">
      <HierarchyList />
    </RequireAccess>
  );
}
