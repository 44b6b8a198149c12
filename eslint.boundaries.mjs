// Import boundaries (issue 41), checked by eslint-plugin-import-x's no-restricted-paths on resolved paths.
// The layers: API common/ sits below the modules; a module uses another module through its service or
// types, never its repository; a web feature uses another feature only through its api/ folder (the
// endpoints, their hooks and query keys), never its components or the app shell; components/ and lib/
// use no feature; packages/shared uses nothing from the apps.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = import.meta.dirname;
const dirs = (path) =>
  readdirSync(join(root, path), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
const files = (path, suffix) =>
  readdirSync(join(root, path), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith(suffix))
    .map((e) => join(e.parentPath, e.name).slice(root.length + 1));

const API = 'apps/api/src';
const WEB = 'apps/web/src';
const modules = dirs(`${API}/modules`);
const repositories = files(`${API}/modules`, '.repository.ts');
const features = dirs(`${WEB}/features`);

const zones = [
  {
    target: `${API}/common`,
    from: `${API}/modules`,
    message: 'common/ sits below the modules: move the piece to common/, or let the module provide it through a token.',
  },
  ...modules
    .map((m) => ({
      target: `${API}/modules/${m}`,
      from: repositories.filter((r) => !r.startsWith(`${API}/modules/${m}/`)),
      message: "Another module's repository: use its service (exported by its module) instead.",
    }))
    .filter((z) => z.from.length > 0),
  ...features.flatMap((f) =>
    features
      .filter((other) => other !== f)
      .map((other) => ({
        target: `${WEB}/features/${f}`,
        from: `${WEB}/features/${other}`,
        except: ['./api'],
        message: "Another feature's internals: use its api/ hooks, or move the shared piece to components/ or lib/.",
      })),
  ),
  {
    target: `${WEB}/features`,
    from: `${WEB}/app`,
    message: 'Features do not import the app shell (router, layout, navigation): the shell imports features.',
  },
  {
    target: [`${WEB}/components`, `${WEB}/lib`],
    from: `${WEB}/features`,
    message: 'components/ and lib/ are shared by every feature and import none.',
  },
  { target: 'packages/shared/src', from: 'apps', message: 'packages/shared imports nothing from the apps.' },
];

export const boundaryZones = zones;
