import { formatDate, formatTime } from '../format';
import { Typography } from 'antd';

/** A moment as dd/MM/yyyy with its hour beside it, both on the business clock. */
export function DateTimeText({ value }: { value: string }) {
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {formatDate(value)} <Typography.Text type="secondary">{formatTime(value)}</Typography.Text>
    </span>
  );
}
