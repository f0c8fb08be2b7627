import { describe, expect, it } from 'vitest';
import { call, login } from './client';

describe('GET /api/company (what a printed receipt shows of its issuer)', () => {
  it("answers the caller's own company with its tax office, number and address", async () => {
    const r = await call('GET', 'company', { token: await login('muhasebe@demo.test') });
    expect(r.status).toBe(200);
    expect(r.body.response).toMatchObject({
      name: 'Demo Kitabevi',
      title: 'Demo Kitabevi Yayıncılık Ltd. Şti.',
      taxOffice: 'Kadıköy',
      taxNumber: '2920084496',
    });
    expect(r.body.response.address).toContain('İstanbul');
  });

  it('another company sees only itself; details it has not filled are null', async () => {
    const r = await call('GET', 'company', { token: await login('admin@oteki.test') });
    expect(r.status).toBe(200);
    expect(r.body.response).toMatchObject({ name: 'Öteki Ltd', taxOffice: null, address: null });
  });

  it('needs a token', async () => {
    expect((await call('GET', 'company')).status).toBe(401);
  });
});
