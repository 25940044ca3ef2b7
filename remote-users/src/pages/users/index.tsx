import { Typography } from 'antd';

/** Placeholder: this page is being written. */
export default function UsersPage() {
  return <Typography.Paragraph>UsersPage</Typography.Paragraph>;
}
