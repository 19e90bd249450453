import { ConsoleLogger } from '@nestjs/common';
import { createApp } from './app.factory';
import { ConfigError, loadAppConfig } from './config/app-config';

async function main(): Promise<void> {
  const config = loadAppConfig();
  const app = await createApp(config, { logger: new ConsoleLogger({ logLevels: ['log', 'warn', 'error'], context: 'Telisik' }) });
  await app.listen(config.port);
  console.log(`\n  Telisik is running at ${config.appUrl}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`Telisik cannot start: ${error.message}`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
