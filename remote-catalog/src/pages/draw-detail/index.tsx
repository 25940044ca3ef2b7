import { Typography } from 'antd';

/** Placeholder: this page is being written. */
export default function DrawDetailPage() {
  return <Typography.Paragraph>DrawDetailPage</Typography.Paragraph>;
}
