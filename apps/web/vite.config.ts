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
        // HTTP/1.1 and slow networks delays the first paint more than their bytes do. A group takes every
        // matching module, used by the page or not: the toasts (loaded after hydration), the progress bar
        // (wallet, bonuses, profile), the debounced viewport width (bonus lists), the new-build toast (after
        // hydration) and the auth pages' parts stay with the code that uses them.
        codeSplitting: {
          groups: [
            {
              name: 'shell',
              test: /app\/(features\/(layout\/(?!auth-card-layout)|navigation|i18n-choice|build-version\/(?!new-build-toast)|analytics|pwa\/(?!pwa-[a-z-]+-modal|qr\/)|session|modals\/(modal-|registry|revalidation|focus)|content\/(meta|content-api)\.|realtime\/debounce\.)|i18n\/(i18n|lazy-messages|route-messages)|ui\/(?!toast|progress-bar|auth-alternative|viewport))/,
            },
          ],
        },
      },
    },
  },
});
