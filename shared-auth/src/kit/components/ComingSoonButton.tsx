import { PlusOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import type { ReactNode } from 'react';

export const COMING_SOON = 'Disponible próximamente';

/** An action that is announced but not wired yet: shown disabled, with a tooltip saying so. */
export function ComingSoonButton({ children, icon = <PlusOutlined /> }: { children: ReactNode; icon?: ReactNode }) {
  return (
    <Tooltip title={COMING_SOON}>
      {/* A disabled button gets no mouse events: the wrapper takes the hover for the tooltip. */}
      <span style={{ display: 'inline-block', cursor: 'not-allowed' }} data-testid="coming-soon">
        <Button type="primary" icon={icon} disabled style={{ pointerEvents: 'none' }}>
          {children}
        </Button>
      </span>
    </Tooltip>
  );
}
