// The health endpoint (schemas/contract/health.ts): 200 once the database answers a ping.
import { HEALTH_API } from '../../schemas/contract/health';
import { route, type Route } from '../contract/mount';
import type { RouteDeps } from './route-deps';

export function healthRoutes({ health, now, startedAt }: RouteDeps): Route[] {
  return [
    route(HEALTH_API.check, async (c) => {
      await health.ping();
      c.header('Cache-Control', 'no-store');
      return { status: 'ok' as const, uptimeSeconds: Math.floor((now() - startedAt) / 1000) };
    }),
  ];
}
