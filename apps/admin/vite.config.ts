import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

// A static single-page app: the server sends index.html for every /admin path and the router takes over.
// No inline script, so the back office's CSP allows only its own origin's files.
export default defineConfig({
  base: '/admin/',
  plugins: [tailwindcss()],
  build: { outDir: 'build', emptyOutDir: true, assetsDir: 'assets' },
});
