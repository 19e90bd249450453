import type { Provider } from '@nestjs/common';
import { APP_CONFIG, type CoreConfig } from '../config/core-config';
import type { PushConfig } from './push-config';
import { fileResolver, systemResolver, type PushEndpointPolicy } from './push-endpoint';

/** Nest token of the rules a push endpoint must pass (push-endpoint.ts). */
export const PUSH_ENDPOINT_POLICY = Symbol('PUSH_ENDPOINT_POLICY');

export function pushEndpointPolicy(push: PushConfig): PushEndpointPolicy {
  return {
    serviceHosts: push.serviceHosts,
    resolve: push.testDnsFile ? fileResolver(push.testDnsFile) : systemResolver,
    testOrigin: push.testOrigin,
  };
}

export const pushEndpointPolicyProvider: Provider = {
  provide: PUSH_ENDPOINT_POLICY,
  inject: [APP_CONFIG],
  useFactory: (config: CoreConfig & { push: PushConfig }) => pushEndpointPolicy(config.push),
};
