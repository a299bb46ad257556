import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import { readFileSync, writeFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';

/** Regenerates schemas/generated (JSON copies, browser validators) before every build, so they never go stale. */
function schemaGen(): Plugin {
  return {
    name: 'parlor-schema-gen',
    buildStart() {
      execFileSync(process.execPath, ['--import', 'tsx', 'schemas/emit.ts'], { stdio: 'inherit' });
    },
  };
}

/** Writes .gz and .br beside every text asset, so the server sends precompressed files. */
function precompress(outDir: string): Plugin {
  return {
    name: 'parlor-precompress',
    apply: 'build',
    closeBundle() {
      const walk = (dir: string): string[] =>
        readdirSync(dir).flatMap((f) => (statSync(join(dir, f)).isDirectory() ? walk(join(dir, f)) : [join(dir, f)]));
      for (const file of walk(outDir)) {
        if (!/\.(js|css|html|json|svg)$/.test(file)) continue;
        const buf = readFileSync(file);
        if (buf.length < 512) continue;
        writeFileSync(`${file}.gz`, gzipSync(buf, { level: 9 }));
        writeFileSync(`${file}.br`, brotliCompressSync(buf));
      }
    },
  };
}

/** DIST_DIR (default dist) lets parallel checkouts or test runs build side by side. */
const OUT_DIR = process.env.DIST_DIR || 'dist';

export default defineConfig({
  base: '/m/',
  plugins: [schemaGen(), react(), tailwindcss(), precompress(OUT_DIR)],
  build: {
    outDir: OUT_DIR,
    emptyOutDir: true,
    target: 'es2022',
    manifest: true,
    reportCompressedSize: false,
  },
  server: {
    proxy: { '/api': 'http://127.0.0.1:8080', '/media': 'http://127.0.0.1:8080' },
  },
});
