import { defineModule } from '../../src/registry/define-module';
import type { HomeControllerOptions } from './__generated__/options';
import { HomeControllerView } from './HomeControllerView';
import { transformHome, type HomeControllerData } from './transform';

export default defineModule<HomeControllerOptions, HomeControllerData>({
  kind: 'home-controller',
  View: HomeControllerView,
  transform: transformHome,
  // An empty list is a normal state of a new user: the view says so itself instead of the frame's "No data".
  isEmpty: () => false,
  tableData: (data) => ({
    columns: [
      { key: 'Title', label: 'Title', format: 'text' },
      { key: 'Path', label: 'Path', format: 'text' },
    ],
    rows: data.links.map((link) => ({ Title: link.title, Path: link.path })),
  }),
});
