import { type ResultFormat, resultLabel } from '@banca/contracts/draw-rules';
import { Typography } from 'antd';

/** A draw's winning numbers (an animal with its name, when the format is known), or 'Pendiente' while it has none. */
export function WinningNumbers({ value, format }: { value: string | null; format?: ResultFormat }) {
  return value ? (
    <Typography.Text strong>{format ? resultLabel(format, value) : value}</Typography.Text>
  ) : (
    <Typography.Text type="secondary">Pendiente</Typography.Text>
  );
}
