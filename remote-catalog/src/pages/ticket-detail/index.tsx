import { Typography } from 'antd';

/** Placeholder: this page is being written. */
export default function TicketDetailPage() {
  return <Typography.Paragraph>TicketDetailPage</Typography.Paragraph>;
}
