import { Typography } from 'antd';

/** Placeholder: this page is being written. */
export default function ReportDetailPage() {
  return <Typography.Paragraph>ReportDetailPage</Typography.Paragraph>;
}
