import { Typography } from 'antd';

/** Placeholder dashboard (tiles and tables of SPEC.md 2.3 come next). */
export default function DashboardPage() {
  return <Typography.Title level={3}>Dashboard</Typography.Title>;
}
