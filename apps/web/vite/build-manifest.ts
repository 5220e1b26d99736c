import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/**
 * Writes /build-manifest.json into the client build. The site embeds the same id at render time and
 * polls this file, so an open tab notices a new deployment and can offer a reload.
 */
export function buildManifest(): Plugin {
  const builtAt = new Date().toISOString();
  return {
    name: 'croupier-build-manifest',
    apply: 'build',
    generateBundle(_options, bundle) {
      if (this.environment.name !== 'client') return;
      const hash = createHash('sha256');
      for (const name of Object.keys(bundle).sort()) hash.update(name);
      const id = hash.digest('hex').slice(0, 16);
      this.emitFile({ type: 'asset', fileName: 'build-manifest.json', source: JSON.stringify({ id, builtAt }) });
      this.emitFile({ type: 'asset', fileName: 'build-id.txt', source: id });
    },
  };
}
