const createConfig = require('../tools/webpack/create-config');

module.exports = createConfig({
  appDir: __dirname,
  name: 'catalog',
  port: 3004,
  title: 'Banca · Catálogo',
  exposes: {
    './DrawsPage': './src/pages/draws/index.tsx',
    './DrawDetailPage': './src/pages/draw-detail/index.tsx',
    './GamesPage': './src/pages/games/index.tsx',
    './TicketsPage': './src/pages/tickets/index.tsx',
    './TicketDetailPage': './src/pages/ticket-detail/index.tsx',
    './HierarchyPage': './src/pages/hierarchy/index.tsx',
    './HierarchyDetailPage': './src/pages/hierarchy-detail/index.tsx',
    './ReportsPage': './src/pages/reports/index.tsx',
    './ReportDetailPage': './src/pages/report-detail/index.tsx',
  },
});
