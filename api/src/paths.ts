import fs from 'node:fs';
import path from 'node:path';

/** The folder holding the API's package.json, whether running from src/ (tsx, jest) or dist/src/. */
export function apiPackageRoot(): string {
  let dir = __dirname;
  while (!fs.existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return dir;
}

/** The workspace root, where host and the remote-NAME folders sit beside api. */
export const workspaceRoot = (): string => path.dirname(apiPackageRoot());
