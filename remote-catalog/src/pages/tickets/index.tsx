import { Typography } from 'antd';

/** Placeholder: this page is being written. */
export default function TicketsPage() {
  return <Typography.Paragraph>TicketsPage</Typography.Paragraph>;
}
