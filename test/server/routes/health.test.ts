import { describe, expect, it } from 'vitest';
import { newVisitor } from '../visitor';

describe('GET /api/health', () => {
  it('answers ok', async () => {
    const visitor = await newVisitor();
    const answer = await visitor.request('/api/health');
    expect(answer).toMatchObject({ status: 200, body: { status: 'ok' } });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const visitor = await newVisitor();
    expect(await visitor.request('/api/commerce/nothing-here')).toMatchObject({ status: 404, body: { error: 'There is no such API endpoint.' } });
  });
});
