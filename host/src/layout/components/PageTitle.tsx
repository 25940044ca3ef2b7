import { Typography } from 'antd';
import { useLocation } from 'react-router-dom';
import { headerFor } from '../../app/routes';
import { useRemoteRoutes } from '../../remotes/useRemoteRoutes';

/** The title and subtitle of the current path; nothing at all when the path has none. */
export function PageTitle() {
  const { pathname } = useLocation();
  const { routes } = useRemoteRoutes();
  const { title, subtitle } = headerFor(pathname, routes);
  if (!title && !subtitle) return null;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', minWidth: 0, lineHeight: 1.3 }}>
      <Typography.Title level={4} style={{ margin: 0, lineHeight: 1.3 }} ellipsis>
        {title}
      </Typography.Title>
      <Typography.Text type="secondary" style={{ fontSize: 13 }} ellipsis>
        {subtitle}
      </Typography.Text>
    </div>
  );
}
