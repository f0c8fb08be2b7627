import { defineConfig } from 'vite';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('./src/web', import.meta.url));

/**
 * Vite root is src/web; the server serves the build from dist/web. Route groups get their own chunk
 * through React.lazy (src/web/routes/pageGroups.ts); the big vendor libraries get stable names.
 */
export default defineConfig({
  root,
  publicDir: 'public',
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      // libraries' "use client" directives mean nothing in a client-only bundle
      onLog(level, log, handler) {
        if (log.code === 'MODULE_LEVEL_DIRECTIVE') return;
        handler(level, log);
      },
      output: {
        codeSplitting: {
          groups: [
            { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler|wouter|@tanstack)[\\/]/ },
            { name: 'vendor-intl', test: /node_modules[\\/](react-intl|@formatjs|intl-messageformat)[\\/]/ },
            {
              name: 'vendor-blueprint',
              test: /node_modules[\\/](@blueprintjs[\\/](core|select)|react-popper|@popperjs|react-transition-group|classnames|tslib|dom-helpers|@floating-ui)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:8080', changeOrigin: false } },
  },
});
