import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { buildManifest } from './vite/build-manifest.ts';

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), buildManifest()],
});
