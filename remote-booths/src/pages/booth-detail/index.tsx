import { Typography } from 'antd';

/** Placeholder: this page is being written. */
export default function BoothDetailPage() {
  return <Typography.Paragraph>BoothDetailPage</Typography.Paragraph>;
}
