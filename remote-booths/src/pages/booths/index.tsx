import { Typography } from 'antd';

/** Placeholder: this page is being written. */
export default function BoothsPage() {
  return <Typography.Paragraph>BoothsPage</Typography.Paragraph>;
}
