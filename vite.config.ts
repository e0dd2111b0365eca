import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const API_TARGET = 'http://localhost:3000';

/**
 * Manual chunks: vendor libraries that change rarely get long-cached chunks of their own, and Apollo (only
 * needed by screens that query /graph) stays out of the first route. Rolldown's `codeSplitting.groups` is the
 * successor of Rollup's `manualChunks`; priorities keep React out of the groups that depend on it.
 */
const CHUNK_GROUPS = [
  { name: 'react', test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 30 },
  { name: 'chakra', test: /[\\/]node_modules[\\/](@chakra-ui|@ark-ui|@zag-js|@emotion|@pandacss)[\\/]/, priority: 25 },
  // The admin kit's table and virtualiser load with the admin screens, not with the router on the first route.
  { name: 'admin-table', test: /[\\/]node_modules[\\/]@tanstack[\\/](react-|)(table|virtual)/, priority: 21 },
  { name: 'router', test: /[\\/]node_modules[\\/]@tanstack[\\/]/, priority: 20 },
  { name: 'apollo', test: /[\\/]node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism)[\\/]/, priority: 10 },
];

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: { groups: CHUNK_GROUPS },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: API_TARGET },
      '/graph': { target: API_TARGET },
      '/brand': { target: API_TARGET },
    },
  },
});
