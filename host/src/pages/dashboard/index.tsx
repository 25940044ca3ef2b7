import type { Currency } from '@banca/contracts/money';
import { CurrencySelect, LoadingSkeleton } from '@banca/kit';
import { Button, Card, Col, Flex, Result, Row } from 'antd';
import { type ReactNode, useState } from 'react';
import { DrawsTodayTable } from './components/DrawsTodayTable';
import { NavigationTiles } from './components/NavigationTiles';
import { SalesEventsTable } from './components/SalesEventsTable';
import { SummaryStats } from './components/SummaryStats';
import { useDashboardSummary } from './hooks/useDashboardSummary';

function TableCard({ title, loading, children }: { title: string; loading: boolean; children: ReactNode }) {
  return (
    <Card title={title} style={{ height: '100%' }} styles={{ body: { padding: loading ? 24 : 0 } }}>
      {loading ? <LoadingSkeleton title={false} paragraph={{ rows: 6 }} /> : children}
    </Card>
  );
}

/** '/': the shortcuts the role may open, today's figures, the latest sales and today's draws. */
export default function DashboardPage() {
  // Today's figures in one currency (the banca's default until another is picked): never two added.
  const [currency, setCurrency] = useState<Currency | null>(null);
  const summary = useDashboardSummary(currency);
  const loading = summary.isPending;

  return (
    <Flex vertical gap={24}>
      <NavigationTiles />
      {summary.isError ? (
        <Card>
          <Result
            status="warning"
            title="No se pudo cargar el resumen del día."
            subTitle="Revisa tu conexión e intenta nuevamente."
            extra={
              <Button type="primary" onClick={() => void summary.refetch()} loading={summary.isFetching}>
                Reintentar
              </Button>
            }
          />
        </Card>
      ) : (
        <>
          <Flex justify="end">
            <CurrencySelect value={currency} onChange={setCurrency} />
          </Flex>
          <SummaryStats summary={summary.data} />
          <Row gutter={[24, 24]}>
            <Col xs={24} xl={12}>
              <TableCard title="Eventos de ventas" loading={loading}>
                <SalesEventsTable events={summary.data?.sales_events ?? []} />
              </TableCard>
            </Col>
            <Col xs={24} xl={12}>
              <TableCard title="Sorteos del día" loading={loading}>
                <DrawsTodayTable draws={summary.data?.draws_today ?? []} />
              </TableCard>
            </Col>
          </Row>
        </>
      )}
    </Flex>
  );
}
