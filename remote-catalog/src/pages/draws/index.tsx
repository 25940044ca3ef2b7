import { Typography } from 'antd';

/** Placeholder: this page is being written. */
export default function DrawsPage() {
  return <Typography.Paragraph>DrawsPage</Typography.Paragraph>;
}
