// Icons by deep import: only the icon is bundled.
import QuestionCircleOutlined from '@ant-design/icons/QuestionCircleOutlined';
import { Tooltip } from 'antd';
import { type ReactNode, useLayoutEffect, useRef } from 'react';
import type { MoneyFigure } from '../labels';

/**
 * A «?» that shows `text` in a tooltip, on hover or keyboard focus, and is named by it for a screen
 * reader. antd's tables draw each column title a second time in a hidden measuring row
 * (`aria-hidden`); a copy there leaves the Tab order, or the page would focus an invisible icon.
 */
export function HelpHint({ text }: { text: string }) {
  const icon = useRef<HTMLSpanElement>(null);
  useLayoutEffect(() => {
    if (icon.current?.closest('[aria-hidden="true"]')) icon.current.tabIndex = -1;
  });
  return (
    <Tooltip title={text} trigger={['hover', 'focus']}>
      <QuestionCircleOutlined ref={icon} role="img" aria-label={text} tabIndex={0} style={{ marginInlineStart: 4 }} />
    </Tooltip>
  );
}

/** A text with its «?» hint after it (a column title, a field's label). */
export function Hinted({ children, hint }: { children: ReactNode; hint: string }) {
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {children}
      <HelpHint text={hint} />
    </span>
  );
}

/** A money figure's one name with its formula in a tooltip. */
export function FigureTitle({ figure }: { figure: MoneyFigure }) {
  return <Hinted hint={figure.formula}>{figure.label}</Hinted>;
}
