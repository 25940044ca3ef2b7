import { CalendarOutlined, DollarOutlined, FileTextOutlined, TrophyOutlined } from '@ant-design/icons';
import type { DashboardSummary } from '@banca/contracts';
import { formatCurrency } from '@banca/kit';
import { Card, Col, Row, Statistic } from 'antd';

/** Today's four figures; `stats` undefined shows them loading. */
export function SummaryStats({ summary }: { summary: DashboardSummary | undefined }) {
  const stats = summary?.stats;
  const figures = [
    { key: 'draws', title: 'Sorteos de hoy', icon: <CalendarOutlined aria-hidden />, value: stats?.draws_today },
    { key: 'tickets', title: 'Tickets vendidos hoy', icon: <FileTextOutlined aria-hidden />, value: stats?.tickets_today },
    {
      key: 'sales',
      title: 'Ventas de hoy',
      icon: <DollarOutlined aria-hidden />,
      value: summary && formatCurrency(summary.stats.sales_today, summary.currency),
    },
    { key: 'winners', title: 'Ganadores de hoy', icon: <TrophyOutlined aria-hidden />, value: stats?.winners_today },
  ];
  return (
    <Row gutter={[16, 16]}>
      {figures.map((figure) => (
        <Col key={figure.key} xs={12} lg={6}>
          <Card size="small" styles={{ body: { padding: '16px 20px' } }}>
            <Statistic title={figure.title} value={figure.value} prefix={figure.icon} loading={!stats} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
