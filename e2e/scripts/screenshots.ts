/**
 * Takes the README's screenshots (docs/screenshots/*.png) from the built product:
 *   pnpm build && pnpm --filter @banca/e2e screenshots
 */
import fs from 'node:fs';
import path from 'node:path';
import { launchBrowser, newContext, signIn } from '../src/browser';
import { ROOT, startServer } from '../src/server';

const OUT = path.join(ROOT, 'docs', 'screenshots');

const PAGES: { file: string; path: string; waitFor: RegExp }[] = [
  { file: 'dashboard.png', path: '/', waitFor: /Eventos de ventas/ },
  { file: 'users.png', path: '/admin/users', waitFor: /Administrador Principal/ },
  { file: 'sellers.png', path: '/admin/sellers', waitFor: /@/ },
  { file: 'booths.png', path: '/admin/booths', waitFor: /Ver/ },
  { file: 'draws.png', path: '/draw/draws', waitFor: /Lotería Nacional/ },
  { file: 'games.png', path: '/games/games', waitFor: /Parley/ },
  { file: 'tickets.png', path: '/tickets/tickets', waitFor: /TK-/ },
  { file: 'hierarchy.png', path: '/user-hierarchy/hierarchy-list', waitFor: /Administrador Principal/ },
  { file: 'reports.png', path: '/reports/reports', waitFor: /Ventas/ },
];

async function main(): Promise<void> {
  fs.mkdirSync(OUT, { recursive: true });
  const server = await startServer();
  process.env.E2E_BASE_URL = server.url;
  const browser = await launchBrowser();
  try {
    const context = await newContext(browser);
    const page = await context.newPage();
    await page.goto('/login');
    await page.getByLabel('Usuario o correo').waitFor();
    await page.screenshot({ path: path.join(OUT, 'login.png') });
    await signIn(page);
    for (const shot of PAGES) {
      await page.goto(shot.path);
      await page.locator('main').getByText(shot.waitFor).first().waitFor();
      await page.waitForTimeout(400); // let charts and skeletons settle
      await page.screenshot({ path: path.join(OUT, shot.file) });
      console.log(`docs/screenshots/${shot.file}`);
    }
    const mobile = await newContext(browser, { width: 390, height: 844 });
    const phone = await mobile.newPage();
    await signIn(phone);
    await phone.locator('main').getByText(/Eventos de ventas/).first().waitFor();
    await phone.screenshot({ path: path.join(OUT, 'dashboard-mobile.png') });
  } finally {
    await browser.close();
    server.process.kill('SIGTERM');
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
