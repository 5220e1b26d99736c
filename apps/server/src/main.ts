import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, configWarnings, loadConfig } from './platform/config.ts';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (err) {
  if (err instanceof ConfigError) {
    process.stderr.write(`croupier: refusing to start.\n${err.message}\n`);
    process.exit(78); // EX_CONFIG
  }
  throw err;
}

const { app } = await buildApp(config, { site: true });
for (const warning of configWarnings(config)) app.log.warn(warning);
closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'closing after an unexpected error');
  else app.log.info({ signal }, 'shutting down gracefully');
  await app.close();
});
await app.listen({ port: config.PORT, host: config.HOST });
