import { Card, Col, Row, Statistic } from 'antd';
import type { ReactNode } from 'react';

export interface Figure {
  title: string;
  value: ReactNode;
}

/** A row of headline figures (tickets sold, sales, prizes...). */
export function FigureCards({ figures }: { figures: Figure[] }) {
  return (
    <Row gutter={[16, 16]}>
      {figures.map((figure) => (
        <Col key={figure.title} xs={24} sm={12} lg={24 / Math.min(figures.length, 4)}>
          <Card size="small">
            <Statistic title={figure.title} formatter={() => figure.value} />
          </Card>
        </Col>
      ))}
    </Row>
  );
}
