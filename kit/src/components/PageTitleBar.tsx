import { Flex, theme, Typography } from 'antd';
import type { ReactNode } from 'react';

/**
 * The bar at the top of a page: a title (and an optional line below it) on the left, the page's
 * actions (search, create...) on the right; it wraps on narrow screens.
 */
export function PageTitleBar({ title, subtitle, extra }: { title: ReactNode; subtitle?: ReactNode; extra?: ReactNode }) {
  const { token } = theme.useToken();
  // A level-2 heading: the shell's page title is the page's level 1, and levels must not skip.
  return (
    <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
      <div style={{ minWidth: 0 }}>
        <Typography.Title level={2} style={{ margin: 0, fontSize: token.fontSizeHeading4 }}>
          {title}
        </Typography.Title>
        {subtitle && <Typography.Text type="secondary">{subtitle}</Typography.Text>}
      </div>
      {extra && (
        <Flex align="center" wrap gap={8}>
          {extra}
        </Flex>
      )}
    </Flex>
  );
}
