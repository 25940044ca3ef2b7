import { Typography } from 'antd';

/** A draw's winning numbers, or 'Pendiente' while it has none. */
export function WinningNumbers({ value }: { value: string | null }) {
  return value ? <Typography.Text strong>{value}</Typography.Text> : <Typography.Text type="secondary">Pendiente</Typography.Text>;
}
