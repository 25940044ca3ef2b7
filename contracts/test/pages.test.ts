/**
 * Page ids are the only thing the apps and the menu share about a page; each app's route manifest
 * (`<app>/src/routes.ts`, read here the way the build reads it, never imported) alone says where a
 * page is, what it is called and who opens it. So: every id names exactly one page of one manifest,
 * every manifest is keyed by ids, and every page the menu names exists in some manifest.
 */
import path from 'node:path';
import { MENU, type MenuEntry } from '../src/menu';
import { PAGE_IDS } from '../src/pages';

// The build's own reader of a manifest (it checks fields, page folders and menu parents too).
const { loadRouteManifest } = require('../../tools/webpack/route-manifest.js') as {
  loadRouteManifest(appDir: string): Record<string, { path: string }>;
};

const APPS = ['host', 'remote-users', 'remote-sellers', 'remote-booths', 'remote-catalog', 'remote-terminal'];
const MANIFESTS = Object.fromEntries(APPS.map((app) => [app, loadRouteManifest(path.join(__dirname, '../..', app))]));
const keysOf = (app: string) => Object.keys(MANIFESTS[app]);

const menuIds = (entries: readonly MenuEntry[]): string[] => entries.flatMap((entry) => [entry.page, ...menuIds(entry.children ?? [])]);

describe('page ids', () => {
  it('are each the key of exactly one page of one manifest, and every manifest is keyed by them', () => {
    const keys = APPS.flatMap(keysOf);
    expect([...keys].sort()).toEqual([...PAGE_IDS].sort());
  });

  it.each(APPS)('of %s are prefixed by the app that owns them', (app) => {
    const prefix = app === 'host' ? 'host.' : `${app.replace('remote-', '')}.`;
    for (const key of keysOf(app)) expect(key.startsWith(prefix)).toBe(true);
  });

  it('name, in every menu entry, a page of some manifest', () => {
    const known = new Set(APPS.flatMap(keysOf));
    const named = MENU.flatMap((section) => menuIds(section.items));
    expect(named.length).toBeGreaterThan(10);
    for (const id of named) expect({ id, known: known.has(id) }).toEqual({ id, known: true });
  });
});
