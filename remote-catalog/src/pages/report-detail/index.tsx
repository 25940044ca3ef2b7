/** One group of the sales report (reports/report-detail?from=&to=&group_by=&key=): per day and latest tickets. */
import type { SalesReportDetail } from '@banca/contracts';
import { DataTable, DetailFrame, FigureCards, formatCount, formatCurrency, formatDate, MONEY_FIGURES, type MoneyFigure } from '@banca/kit';
import { linkTo } from '@banca/kit/routes';
import { Card, Flex, Typography, type TableColumnsType } from 'antd';
import { figureColumns, FiguresSummary } from '../../features/reports/figures';
import { useReportParams } from '../../features/reports/hooks/useReportParams';
import { TicketsTable } from '../../features/tickets/TicketsTable';
import { routes } from '../../routes';
import type { Currency } from '@banca/contracts/money';
import { REPORT_GROUP_BY_LABELS } from '../../shared/labels';
import { useSalesReportDetail } from './hooks/useSalesReportDetail';

type Day = SalesReportDetail['days'][number];

const figure = ({ label, formula }: MoneyFigure, value: number, currency: Currency) => ({
  title: label,
  hint: formula,
  value: formatCurrency(value, currency),
});

const dayColumns = (currency: Currency): TableColumnsType<Day> => [
  { title: 'Fecha', dataIndex: 'date', render: (date: string) => formatDate(date) },
  ...figureColumns<Day>(currency),
];

export default function ReportDetailPage() {
  const { query, key } = useReportParams();
  const detail = useSalesReportDetail(key === null ? null : { ...query, key });
  const groupLabel = REPORT_GROUP_BY_LABELS[query.group_by];
  const backToReport = linkTo(routes['catalog.reports'], { ...query });

  return (
    <DetailFrame
      back={{ to: backToReport, label: 'Volver a reportes' }}
      query={detail}
      invalid={key === null}
      notFound="No encontramos este grupo del reporte."
    >
      {({ group, currency, days, totals, tickets }) => (
        <Flex vertical gap={16}>
          <div>
            <Typography.Title level={2} style={{ margin: 0, fontSize: 20 }}>
              {group.label}
            </Typography.Title>
            <Typography.Text type="secondary">
              {groupLabel} · del {formatDate(query.from)} al {formatDate(query.to)}
            </Typography.Text>
          </div>
          <FigureCards
            figures={[
              { title: 'Tickets', value: formatCount(totals.tickets) },
              figure(MONEY_FIGURES.sales, totals.sales, currency),
              figure(MONEY_FIGURES.prizes, totals.prizes, currency),
              figure(MONEY_FIGURES.result, totals.net, currency),
              figure(MONEY_FIGURES.commission, totals.commission, currency),
              figure(MONEY_FIGURES.net, totals.owner_net, currency),
            ]}
          />
          <Card title="Por día" size="small">
            <DataTable<Day>
              rowKey="date"
              columns={dayColumns(currency)}
              dataSource={days}
              pagination={false}
              emptyText="No hay ventas en este rango de fechas."
              summary={() => (days.length > 0 ? <FiguresSummary label="Total" totals={totals} currency={currency} /> : null)}
            />
          </Card>
          <Card title="Últimos tickets" size="small">
            <TicketsTable tickets={tickets} emptyText="No hay tickets disponibles." />
          </Card>
        </Flex>
      )}
    </DetailFrame>
  );
}
