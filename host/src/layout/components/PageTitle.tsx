import { theme, Typography } from 'antd';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { headerFor } from '../../app/routes';
import { useRemoteRoutes } from '../../remotes/useRemoteRoutes';
import { documentTitle } from './Brand';

/**
 * The title and subtitle of the current path; nothing at all when the path has none. The title is
 * the page's one level-1 heading (sized as a section title) and leads the browser tab's title.
 */
export function PageTitle() {
  const { token } = theme.useToken();
  const { pathname } = useLocation();
  const { routes } = useRemoteRoutes();
  const { title, subtitle } = headerFor(pathname, routes);
  useEffect(() => {
    document.title = documentTitle(title);
  }, [title]);
  if (!title && !subtitle) return null;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', minWidth: 0, lineHeight: 1.3 }}>
      <Typography.Title level={1} style={{ margin: 0, lineHeight: 1.3, fontSize: token.fontSizeHeading4 }} ellipsis>
        {title}
      </Typography.Title>
      <Typography.Text type="secondary" style={{ fontSize: 13 }} ellipsis>
        {subtitle}
      </Typography.Text>
    </div>
  );
}
