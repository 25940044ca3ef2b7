import { Typography } from 'antd';

/** Placeholder: this page is being written. */
export default function GamesPage() {
  return <Typography.Paragraph>GamesPage</Typography.Paragraph>;
}
