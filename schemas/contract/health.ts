// The health endpoint (GET /api/health): 200 while the database answers.
import * as z from 'zod/mini';
import { endpoint } from './endpoint';

export const HealthResponse = z.object({ status: z.literal('ok'), uptimeSeconds: z.int().check(z.nonnegative()) });

export const HEALTH_API = {
  check: endpoint({
    id: 'getHealth',
    method: 'GET',
    path: '/api/health',
    summary: 'Answers ok when the database responds.',
    response: HealthResponse,
    errors: { 500: 'The database did not answer.' },
    auth: 'none',
  }),
};
