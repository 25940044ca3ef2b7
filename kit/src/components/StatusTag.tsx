import { Tag } from 'antd';

/** How a code is shown as a tag: its Spanish label and antd colour. */
export interface TagStyle {
  label: string;
  color: string;
}

/** A coloured tag for a code (a draw status, a ticket result, a hierarchy level, a user level...). */
export function StatusTag<T extends string>({ value, styles }: { value: T; styles: Record<T, TagStyle> }) {
  const style = styles[value] as TagStyle | undefined;
  return <Tag color={style?.color ?? 'default'}>{style?.label ?? value}</Tag>;
}
