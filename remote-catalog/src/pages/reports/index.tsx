/** Reports (read-only): sales, prizes and net per booth, seller or game over a range kept in the URL. */
import { formatDate } from '@banca/shared-auth';
import { ListCard } from '../../components/ListCard';
import { GROUP_BY } from '../../constants/labels';
import { useReportParams } from '../../hooks/useReportParams';
import { useSalesReport } from '../../hooks/useSalesReport';
import { ReportFilters } from './components/ReportFilters';
import { ReportTable } from './components/ReportTable';

export default function ReportsPage() {
  const { query, setUrl } = useReportParams();
  const report = useSalesReport(query);
  const groupLabel = GROUP_BY.find((g) => g.value === query.group_by)?.label.toLowerCase();
  return (
    <ListCard
      filters={<ReportFilters query={query} onChange={setUrl} />}
      summary={`Del ${formatDate(query.from)} al ${formatDate(query.to)}, por ${groupLabel}`}
    >
      <ReportTable
        report={report.data}
        query={query}
        loading={report.isFetching}
        error={report.error}
        onRetry={() => void report.refetch()}
        emptyText="No hay ventas en este rango de fechas."
      />
    </ListCard>
  );
}
