import { Typography } from 'antd';

/** Placeholder: this page is being written. */
export default function HierarchyDetailPage() {
  return <Typography.Paragraph>HierarchyDetailPage</Typography.Paragraph>;
}
