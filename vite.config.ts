import { defineConfig, type Plugin } from 'vite';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('./src/web', import.meta.url));

/** Files worth compressing: text (scripts, styles, the page, icons as SVG) and the old font formats. */
const COMPRESSIBLE = /\.(js|css|html|svg|json|ttf|eot)$/;

/**
 * A Brotli (.br) and a gzip (.gz) twin of every compressible file of the build from 1 KB up, which the server
 * sends to a browser that accepts them (src/server/http/static-files.ts): compressed once here, not on every request.
 */
function precompress(): Plugin {
  return {
    name: 'defter-precompress',
    apply: 'build',
    // the files as written: only then do the chunks hold their final code (Vite fills in its preload lists late)
    writeBundle(options, bundle) {
      for (const fileName of Object.keys(bundle)) {
        if (!COMPRESSIBLE.test(fileName)) continue;
        const path = join(options.dir!, fileName);
        const source = readFileSync(path);
        if (source.length < 1024) continue;
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 10, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } }),
        );
        writeFileSync(`${path}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}

/** Every file under a folder, as paths relative to it with forward slashes. */
const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split('\\').join('/'));

/**
 * Fonts, about 5 MB in four formats and a dozen scripts, of which a page asks for a few in one format: the worker keeps
 * those the browser asks for, not all at install.
 */
const FONT = /^assets\/.*\.(woff2?|ttf|eot|svg)$/;

/**
 * The app's service worker (src/web/offline/sw.js) written to the build's sw.js with the list of files to keep at
 * install, read from the bundle itself (every route's chunk, the styles, the page) and the public folder (the
 * manifest, icons, brand marks), never listed by hand; and a version, the hash of those names, the page and the worker's own code, so
 * that a new build makes a new worker that the browser sees as an update (docs/modules/desktop-shell.md).
 */
function appServiceWorker(): Plugin {
  return {
    name: 'defter-service-worker',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const built = Object.keys(bundle).filter((f) => f !== 'index.html' && !f.endsWith('.map') && !FONT.test(f));
      const published = filesUnder(join(root, 'public'));
      const page = bundle['index.html'];
      const pageSource = page && page.type === 'asset' ? String(page.source) : '';
      const files = ['/', ...[...built, ...published].sort().map((f) => `/${f}`)];
      const source = readFileSync(join(root, 'offline/sw.js'), 'utf8');
      const version = createHash('sha256').update(files.join('\n')).update(pageSource).update(source).digest('hex').slice(0, 16);
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source: `const VERSION = ${JSON.stringify(version)};\nconst PRECACHE = ${JSON.stringify(files)};\n${source}`,
      });
    },
  };
}

/**
 * Vite root is src/web; the server serves the build from dist/web. Route groups get their own chunk
 * through React.lazy (src/web/routes/pageGroups.ts); the big vendor libraries get stable names.
 */
export default defineConfig({
  root,
  publicDir: 'public',
  oxc: { jsx: { runtime: 'automatic' } },
  plugins: [appServiceWorker(), precompress()],
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
            { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler|wouter|@tanstack[\\/](react-query|query-core))[\\/]/ },
            // the lines grids' table and virtual rows: loaded with the screens that show one, not by the log-in page
            { name: 'vendor-grid', test: /node_modules[\\/]@tanstack[\\/](react-table|table-core|react-virtual|virtual-core)[\\/]/ },
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
