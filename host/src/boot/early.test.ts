import { earlyConfig, startEarlyRequests } from './early';

const CONFIG = { apiUrl: '/api', appName: 'Banca', remotes: { terminal: '/remotes/terminal/mf-manifest.json' } };

afterEach(() => {
  document.head.innerHTML = '';
  jest.restoreAllMocks();
});

it('takes the runtime configuration the server wrote into the page, without asking for it', async () => {
  document.head.innerHTML = `<script type="application/json" id="runtime-config">${JSON.stringify(CONFIG)}</script>`;
  const fetch = jest.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('no network in this test'));
  startEarlyRequests();
  await expect(earlyConfig()).resolves.toEqual(CONFIG);
  expect(fetch).not.toHaveBeenCalled();
});

it('asks for /config.json when the page carries none (the dev server, a page served as built)', async () => {
  const fetch = jest.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(CONFIG), { status: 200 }));
  startEarlyRequests();
  await expect(earlyConfig()).resolves.toEqual(CONFIG);
  expect(fetch).toHaveBeenCalledWith('/config.json', undefined);
});
