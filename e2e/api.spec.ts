import { expect, test } from '@playwright/test';

test.describe('the API on the running server', () => {
  test('health answers in the envelope', async ({ request }) => {
    const response = await request.get('/koko/app/api/health');
    expect(response.status()).toBe(200);
    expect(await response.json()).toMatchObject({ code: 0, data: { status: 'ok', database: 'pglite', bus: 'memory' } });
  });

  test('wrong method, unknown call and bad JSON answer JSON envelopes, never HTML', async ({ request }) => {
    const wrong = await request.get('/koko/app/api/app/tag/getList');
    expect(wrong.status()).toBe(405);
    expect((await wrong.json()).code).toBe(405);
    const unknown = await request.post('/koko/app/api/nothing/here', { data: {} });
    expect(unknown.status()).toBe(404);
    expect(unknown.headers()['content-type']).toContain('application/json');
    const bad = await request.post('/koko/app/api/app/role/getAiRole', { data: '{bad', headers: { 'content-type': 'application/json' } });
    expect(bad.status()).toBe(400);
    expect((await bad.json()).code).toBe(400);
  });

  test('publishes the OpenAPI document', async ({ request }) => {
    const doc = await (await request.get('/koko/app/api/openapi.json')).json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toContain('/koko/app/api/app/tag/getList');
  });
});
