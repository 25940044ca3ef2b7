import { Typography } from 'antd';

/** Placeholder: this page is being written. */
export default function HierarchyPage() {
  return <Typography.Paragraph>HierarchyPage</Typography.Paragraph>;
}
