import { Card, Col, Row, Statistic } from 'antd';
import type { ReactNode } from 'react';
import { Hinted } from './HelpHint';

export interface Figure {
  title: string;
  value: ReactNode;
  /** What the figure is (a money figure's formula): a «?» after the title shows it. */
  hint?: string;
}

/** A row of headline figures (tickets sold, sales, prizes...). */
export function FigureCards({ figures }: { figures: Figure[] }) {
  return (
    <Row gutter={[16, 16]}>
      {figures.map((figure) => (
        <Col key={figure.title} xs={24} sm={12} lg={24 / Math.min(figures.length, 4)}>
          <Card size="small">
            <Statistic
              title={figure.hint ? <Hinted hint={figure.hint}>{figure.title}</Hinted> : figure.title}
              formatter={() => figure.value}
            />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
