import { Typography } from 'antd';

/** Placeholder: this page is being written. */
export default function UserDetailPage() {
  return <Typography.Paragraph>UserDetailPage</Typography.Paragraph>;
}
