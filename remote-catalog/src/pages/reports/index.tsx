/** Reports (read-only): sales, prizes and net per booth, seller or game over a range kept in the URL. */
import { formatDate, ListCard, LoadingSkeleton } from '@banca/kit';
import { Card, Col, Row } from 'antd';
import { lazy, Suspense } from 'react';
import { REPORT_GROUP_BY_LABELS } from '../../shared/labels';
import { useReportParams } from '../../features/reports/hooks/useReportParams';
import { useSalesReport } from './hooks/useSalesReport';
import { ExportCsvButton } from './components/ExportCsvButton';
import { ReportFilters } from './components/ReportFilters';
import { ReportTable } from './components/ReportTable';

// The chart library is its own chunk, fetched the first time a report with sales is shown.
const SalesCharts = lazy(() => import(/* webpackChunkName: "sales-charts" */ './components/SalesCharts'));

/** What shows while the chart chunk is on its way: the two cards, at their final size. */
function ChartsSkeleton() {
  return (
    <Row gutter={[16, 16]} data-testid="charts-loading">
      {[13, 11].map((span) => (
        <Col key={span} xs={24} xl={span}>
          <Card size="small">
            <LoadingSkeleton title paragraph={{ rows: 7 }} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}

export default function ReportsPage() {
  const { query, setQuery } = useReportParams();
  const report = useSalesReport(query);
  const groupName = REPORT_GROUP_BY_LABELS[query.group_by];
  const data = report.error ? undefined : report.data;
  // the grouping of the rows on screen (during a change of grouping they are still the previous one's)
  const shownGroupName = data ? REPORT_GROUP_BY_LABELS[data.group_by] : groupName;
  return (
    <ListCard
      filters={
        <>
          <ReportFilters query={query} onChange={setQuery} />
          <div style={{ marginLeft: 'auto' }}>
            <ExportCsvButton report={data} groupLabel={shownGroupName} disabled={report.isPlaceholderData} />
          </div>
        </>
      }
      summary={`Del ${formatDate(query.from)} al ${formatDate(query.to)}, por ${groupName.toLowerCase()}`}
    >
      {data && data.rows.length > 0 && (
        <Suspense fallback={<ChartsSkeleton />}>
          <SalesCharts report={data} groupLabel={shownGroupName.toLowerCase()} />
        </Suspense>
      )}
      <ReportTable
        report={report.data}
        query={query}
        groupLabel={shownGroupName}
        loading={report.isFetching}
        error={report.error}
        onRetry={() => void report.refetch()}
        emptyText="No hay ventas en este rango de fechas."
      />
    </ListCard>
  );
}
