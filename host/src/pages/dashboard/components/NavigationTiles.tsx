import { BarChartOutlined, CalendarOutlined, FileTextOutlined, ShopOutlined, TeamOutlined, TrophyOutlined } from '@ant-design/icons';
import type { PageId } from '@banca/contracts/pages';
import { usePageResolver } from '@banca/kit';
import { useKnownPages } from '@banca/shared-auth';
import { Card, Col, Flex, Row, theme, Typography } from 'antd';
import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';
import { tint } from '../../../theme';

export interface Tile {
  /** The page it opens, by id: its path, title and capability are its manifest's. */
  page: PageId;
  description: string;
  icon: ComponentType;
}

/** The six numbered landing tiles, in their order. */
export const TILES: Tile[] = [
  { page: 'catalog.draws', description: 'Programación y resultados', icon: CalendarOutlined },
  { page: 'catalog.games', description: 'Módulos y tipos de jugada', icon: TrophyOutlined },
  { page: 'catalog.tickets', description: 'Ventas y premios', icon: FileTextOutlined },
  { page: 'users.list', description: 'Cuentas del personal', icon: TeamOutlined },
  { page: 'booths.list', description: 'Taquillas y vendedores', icon: ShopOutlined },
  { page: 'catalog.reports', description: 'Ventas por taquilla, vendedor y juego', icon: BarChartOutlined },
];

/**
 * Numbered shortcuts to the sections the signed-in role may open: each tile whose page a loaded
 * manifest names, with a capability the role holds.
 */
export function NavigationTiles() {
  const { token } = theme.useToken();
  const linkOf = usePageResolver();
  const pageOf = useKnownPages();
  const shown = TILES.flatMap((tile) => {
    const to = linkOf(tile.page);
    const title = pageOf(tile.page)?.title;
    return to && title ? [{ ...tile, to, title }] : [];
  });
  return (
    <Row gutter={[16, 16]} role="list" aria-label="Accesos directos">
      {shown.map((tile, index) => (
        <Col key={tile.page} xs={12} md={8} xl={4} role="listitem">
          {/* Named by what it shows (label and description); the number is decoration. */}
          <Link to={tile.to} style={{ display: 'block', height: '100%' }}>
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
                {tile.title}
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
