import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testDatabases, type TestApp } from './test-app.js';

describe.each(testDatabases)('API contract on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(target);
  });
  afterAll(async () => t?.close());

  it('answers unknown API paths with a German JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({
      errors: [{ message: 'Die angeforderte Ressource wurde nicht gefunden.' }],
    });
  });

  it('answers unknown methods on API paths with a JSON 404, never a 500', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/config' });
    expect(response.statusCode).toBe(404);
    expect(response.json().errors[0].message).toBeTypeOf('string');
  });

  it.each(['abc', '-1', '0', '1.5', '99999999999999999999', "1'; DROP TABLE branches; --", '%00'])(
    'refuses the malformed branch id %j with a 400 naming the field',
    async (id) => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/branches/${encodeURIComponent(id)}/menus`,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors[0]).toMatchObject({ message: 'Ungültige ID.', field: 'id' });
    },
  );

  it('answers an unknown branch id with a German 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/branches/999999/menus' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ errors: [{ message: 'Filiale wurde nicht gefunden.' }] });
  });

  it('answers a malformed JSON body with a German 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/does-not-exist',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json().errors[0].message).toMatch(/[A-Za-zÄÖÜäöü]/);
  });

  it('publishes an OpenAPI document generated from the routes', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/init', '/api/config', '/api/branches/{id}/menus']),
    );
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(ui.statusCode).toBeLessThan(400);
  });

  it('sends security headers with a strict content security policy', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    const response = await t.app.inject({ method: 'GET', url: '/api/config' });
    // A JSON answer gets the rules that matter to it, not the pages' document policy.
    expect(response.headers['content-security-policy']).toBe(
      "default-src 'self'; object-src 'none'; frame-ancestors 'self'",
    );
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['strict-transport-security']).toContain('max-age=');
  });
});
