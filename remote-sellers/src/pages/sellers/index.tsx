import { Typography } from 'antd';

/** Placeholder: this page is being written. */
export default function SellersPage() {
  return <Typography.Paragraph>SellersPage</Typography.Paragraph>;
}
