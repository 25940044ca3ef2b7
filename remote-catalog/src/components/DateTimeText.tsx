import { formatDate } from '@banca/shared-auth';
import { Typography } from 'antd';
import dayjs from 'dayjs';

/** A moment as dd/MM/yyyy with its hour beside it. */
export function DateTimeText({ value }: { value: string }) {
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {formatDate(value)} <Typography.Text type="secondary">{dayjs(value).format('HH:mm')}</Typography.Text>
    </span>
  );
}
