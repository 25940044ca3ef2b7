import { BarChartOutlined, CalendarOutlined, FileTextOutlined, ShopOutlined, TeamOutlined, TrophyOutlined } from '@ant-design/icons';
import { can } from '@banca/contracts/access';
import type { Role } from '@banca/contracts';
import { linkTo, type PageRoute } from '@banca/kit/routes';
import { routes as boothsRoutes } from '@banca/remote-booths/routes';
import { routes as catalogRoutes } from '@banca/remote-catalog/routes';
import { routes as usersRoutes } from '@banca/remote-users/routes';
import { Card, Col, Flex, Row, theme, Typography } from 'antd';
import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { tint } from '../../../theme';

export interface Tile {
  /** The page it opens, from its app's route manifest: its path, title and capability. */
  route: Pick<PageRoute, 'path' | 'title' | 'access'>;
  description: string;
  icon: ComponentType;
}

/** The six numbered landing tiles, in their order. */
export const TILES: Tile[] = [
  { route: catalogRoutes.draws, description: 'Programación y resultados', icon: CalendarOutlined },
  { route: catalogRoutes.games, description: 'Módulos y tipos de jugada', icon: TrophyOutlined },
  { route: catalogRoutes.tickets, description: 'Ventas y premios', icon: FileTextOutlined },
  { route: usersRoutes.users, description: 'Cuentas del personal', icon: TeamOutlined },
  { route: boothsRoutes.booths, description: 'Agencias y vendedores', icon: ShopOutlined },
  { route: catalogRoutes.reports, description: 'Ventas por taquilla, vendedor y juego', icon: BarChartOutlined },
];

/** The tiles of the pages `role` may open (the capability of each page's manifest). */
export const tilesFor = (role: Role | null | undefined): Tile[] => TILES.filter((tile) => can(role, tile.route.access));

/** Numbered shortcuts to the sections the signed-in role may open. */
export function NavigationTiles({ role }: { role: Role | null | undefined }) {
  const { token } = theme.useToken();
  return (
    <Row gutter={[16, 16]} role="list" aria-label="Accesos directos">
      {tilesFor(role).map((tile, index) => (
        <Col key={tile.route.path} xs={12} md={8} xl={4} role="listitem">
          {/* Named by what it shows (label and description); the number is decoration. */}
          <Link to={linkTo(tile.route)} style={{ display: 'block', height: '100%' }}>
            <Card hoverable size="small" style={{ height: '100%' }} styles={{ body: { padding: 16 } }}>
              <Flex justify="space-between" align="flex-start" style={{ marginBottom: 12 }}>
                <span
                  style={{
                    display: 'inline-flex',
                    alignItems: 'center',
                    justifyContent: 'center',
                    width: 40,
                    height: 40,
                    borderRadius: 10,
                    fontSize: 20,
                    color: token.colorPrimary,
                    background: tint(token.colorPrimary, 0.1),
                  }}
                >
                  <tile.icon aria-hidden />
                </span>
                <Typography.Text type="secondary" style={{ fontSize: 22, fontWeight: 600, lineHeight: 1 }} aria-hidden>
                  {index + 1}
                </Typography.Text>
              </Flex>
              <Typography.Text strong style={{ display: 'block', fontSize: 15 }}>
                {tile.route.title}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {tile.description}
              </Typography.Text>
            </Card>
          </Link>
        </Col>
      ))}
    </Row>
  );
}
