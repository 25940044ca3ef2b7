import { Tag } from 'antd';
import type { TagStyle } from '../constants/labels';

/** A coloured tag for a code (a draw status, a ticket result, a hierarchy level...). */
export function StatusTag<T extends string>({ value, styles }: { value: T; styles: Record<T, TagStyle> }) {
  const style = styles[value] as TagStyle | undefined;
  return <Tag color={style?.color ?? 'default'}>{style?.label ?? value}</Tag>;
}
