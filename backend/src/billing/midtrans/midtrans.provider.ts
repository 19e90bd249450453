import type { Provider } from '@nestjs/common';
import { APP_CONFIG, type CoreConfig } from '../../config/core-config';
import type { BillingConfig } from '../billing-config';
import { MidtransClient } from './midtrans-client';

export const MIDTRANS_CLIENT = Symbol('MIDTRANS_CLIENT');

export const midtransClientProvider: Provider = {
  provide: MIDTRANS_CLIENT,
  inject: [APP_CONFIG],
  useFactory: (config: CoreConfig & { billing: BillingConfig }) => {
    if (!config.billing.midtrans) {
      throw new Error(
        'Midtrans is not configured and no payment simulator was mounted (build the app with createApp)',
      );
    }
    return new MidtransClient(config.billing.midtrans);
  },
};
