/**
 * The report's two charts: sales and prizes per day (from `series`) and sales by group (the top
 * ten of `rows`).
 *
 * Library: Recharts. Maintained, React-first (charts are components taking props, no imperative
 * instance to manage), SVG output (crisp, accessible, testable in jsdom and the browser), and
 * light next to @ant-design/plots (G2 and its canvas renderer weigh several times more). It fits
 * antd by taking its colours, radius and font from antd's theme tokens below.
 *
 * This module is the default export of a lazily loaded chunk (see ../index.tsx): Recharts is
 * fetched only when a report is shown, never by the other pages of the catalog.
 */
import type { SalesReport } from '@banca/contracts';
import { businessToday, formatCurrency, formatDate } from '@banca/kit';
import { Card, Col, Row, theme } from 'antd';
import { Area, AreaChart, Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis, type YAxisTickContentProps } from 'recharts';
import { compactCurrency, niceTicks, seriesPoints, shortLabel, topGroups, TOP_GROUPS, type SeriesPoint } from '../chartData';

const HEIGHT = 300;
const ANIMATION_MS = 400;
const money = (value: unknown) => formatCurrency(Number(value));

export interface SalesChartsProps {
  report: Pick<SalesReport, 'rows' | 'series'>;
  /** The grouping's name in lower case ('taquilla'), for the bar chart's title. */
  groupLabel: string;
}

export default function SalesCharts({ report, groupLabel }: SalesChartsProps) {
  const { token } = theme.useToken();
  const points = seriesPoints(report.series, businessToday().format('YYYY-MM-DD'));
  const bars = topGroups(report.rows);
  // Even, round ticks, all drawn (Recharts' own drop one when labels crowd).
  const seriesTicks = niceTicks(Math.max(0, ...points.flatMap((point) => [point.sales, point.prizes])));
  const barTicks = niceTicks(Math.max(0, ...bars.map((bar) => bar.sales)), 3);
  const axis = { fontSize: 12, fill: token.colorTextSecondary };
  const tooltip = {
    contentStyle: { borderRadius: token.borderRadius, borderColor: token.colorBorderSecondary, fontFamily: token.fontFamily },
    formatter: money,
  };
  const byGroupTitle = `Ventas por ${groupLabel}${report.rows.length > TOP_GROUPS ? ` (${TOP_GROUPS} principales)` : ''}`;

  return (
    <Row gutter={[16, 16]} data-testid="sales-charts">
      <Col xs={24} xl={13}>
        <Card size="small" title="Ventas y premios por día">
          <div data-testid="chart-series">
            <AreaChart
              responsive
              data={points}
              title="Ventas y premios por día"
              style={{ width: '100%', height: HEIGHT, fontFamily: token.fontFamily }}
              margin={{ top: 8, right: 16, bottom: 0, left: 8 }}
            >
              <defs>
                {(['sales', 'prizes'] as const).map((key) => (
                  <linearGradient key={key} id={`fill-${key}`} x1="0" y1="0" x2="0" y2="1">
                    <stop offset="5%" stopColor={key === 'sales' ? token.colorPrimary : token.colorWarning} stopOpacity={0.3} />
                    <stop offset="95%" stopColor={key === 'sales' ? token.colorPrimary : token.colorWarning} stopOpacity={0.02} />
                  </linearGradient>
                ))}
              </defs>
              <CartesianGrid strokeDasharray="3 3" stroke={token.colorBorderSecondary} vertical={false} />
              <XAxis dataKey="day" tick={axis} tickLine={false} axisLine={{ stroke: token.colorBorder }} minTickGap={16} />
              <YAxis
                tick={axis}
                tickLine={false}
                axisLine={false}
                tickFormatter={compactCurrency}
                width={80}
                ticks={seriesTicks}
                domain={[0, seriesTicks.at(-1)!]}
                interval={0}
              />
              <Tooltip
                {...tooltip}
                labelFormatter={(_, payload) => {
                  const point = payload?.[0]?.payload as SeriesPoint | undefined;
                  return point ? formatDate(point.date) : '';
                }}
              />
              {/* in the order drawn (Recharts sorts by name by default) */}
              <Legend iconType="circle" itemSorter={null} wrapperStyle={{ fontSize: 12 }} />
              {/* Straight between days: a curve would dip and rise where no day has such a value. */}
              <Area
                type="linear"
                dataKey="sales"
                name="Ventas"
                stroke={token.colorPrimary}
                strokeWidth={2}
                fill="url(#fill-sales)"
                animationDuration={ANIMATION_MS}
              />
              <Area
                type="linear"
                dataKey="prizes"
                name="Premios"
                stroke={token.colorWarning}
                strokeWidth={2}
                fill="url(#fill-prizes)"
                animationDuration={ANIMATION_MS}
              />
            </AreaChart>
          </div>
        </Card>
      </Col>
      <Col xs={24} xl={11}>
        <Card size="small" title={byGroupTitle}>
          <div data-testid="chart-groups">
            <BarChart
              responsive
              layout="vertical"
              data={bars}
              title={byGroupTitle}
              style={{ width: '100%', height: HEIGHT, fontFamily: token.fontFamily }}
              // Room on the right for half of the last money tick, centred on the edge («$20 mil», not «$20 m»).
              margin={{ top: 8, right: 40, bottom: 0, left: 8 }}
            >
              <CartesianGrid strokeDasharray="3 3" stroke={token.colorBorderSecondary} horizontal={false} />
              <XAxis
                type="number"
                tick={axis}
                tickLine={false}
                axisLine={{ stroke: token.colorBorder }}
                tickFormatter={compactCurrency}
                ticks={barTicks}
                domain={[0, barTicks.at(-1)!]}
                interval={0}
              />
              <YAxis
                type="category"
                dataKey="label"
                // one line per name (Recharts' own tick wraps long names onto two)
                tick={({ x, y, payload }: YAxisTickContentProps) => (
                  <text x={x} y={y} dy={4} textAnchor="end" fontSize={axis.fontSize} fill={axis.fill}>
                    <title>{String(payload.value)}</title>
                    {shortLabel(String(payload.value), 24)}
                  </text>
                )}
                tickLine={false}
                axisLine={false}
                width={172}
                interval={0}
              />
              <Tooltip {...tooltip} cursor={{ fill: token.colorFillTertiary }} />
              <Bar
                dataKey="sales"
                name="Ventas"
                fill={token.colorPrimary}
                radius={[0, token.borderRadiusSM, token.borderRadiusSM, 0]}
                maxBarSize={22}
                animationDuration={ANIMATION_MS}
              />
            </BarChart>
          </div>
        </Card>
      </Col>
    </Row>
  );
}
