import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { buildManifest } from './vite/build-manifest.ts';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), buildManifest()],
  build: {
    rolldownOptions: {
      output: {
        // Every page needs the shell; a dozen tiny shared chunks cost a request each on first load, which on
        // HTTP/1.1 and slow networks delays the first paint more than their bytes do. The toast host is a
        // logged-in player's, loaded after hydration (shell/alerts), so it stays out.
        codeSplitting: {
          groups: [
            {
              name: 'shell',
              test: /app\/(features\/(layout|navigation|i18n-choice|build-version|analytics|pwa|session|modals\/(modal-|registry|revalidation|focus))|i18n\/i18n|ui\/(?!toast-host))/,
            },
          ],
        },
      },
    },
  },
});
