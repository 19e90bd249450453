// The app alone in a process of its own (a load bench's server): the load's clients then run in the
// bench's process, as browsers would run elsewhere, and the app's CPU can be read apart from theirs.
// Started by run.mjs with fork(); the configuration comes as JSON in BENCH_APP_ENV.
import { createApp, loadAppConfig } from './lib.mjs';

const env = JSON.parse(process.env.BENCH_APP_ENV ?? '{}');
const app = await createApp(loadAppConfig(env), { logger: false });
await app.listen(Number(env.PORT), '127.0.0.1');
process.send?.('listening');
process.on('SIGTERM', () => {
  app.close().finally(() => process.exit(0));
});
