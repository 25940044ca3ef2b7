import { Typography } from 'antd';

/** Placeholder: this page is being written. */
export default function ReportsPage() {
  return <Typography.Paragraph>ReportsPage</Typography.Paragraph>;
}
