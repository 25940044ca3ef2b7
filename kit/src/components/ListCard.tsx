import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

/** A list page: its filters, a one-line summary (the count) and its table. */
export function ListCard({ filters, summary, children }: { filters?: ReactNode; summary?: ReactNode; children: ReactNode }) {
  return (
    <Card>
      <Flex vertical gap={16}>
        {filters && (
          <Flex wrap gap={12} align="center" role="search">
            {filters}
          </Flex>
        )}
        {summary !== undefined && (
          <Typography.Text type="secondary" data-testid="list-summary">
            {summary}
          </Typography.Text>
        )}
        {children}
      </Flex>
    </Card>
  );
}
