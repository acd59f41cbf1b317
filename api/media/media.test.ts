import request from 'supertest';
import { expect, it } from 'vitest';
import { describeEachDatabase, useTestApi } from '../testing/test-api.ts';

describeEachDatabase('generated media', (driver) => {
  const t = useTestApi(driver);

  it('draws the same product image every time, cached for a year', async () => {
    const a = await request(t.app).get('/api/media/products/1-1.svg').expect(200);
    const b = await request(t.app).get('/api/media/products/1-1.svg').expect(200);
    expect(a.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(a.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(a.body.toString()).toBe(b.body.toString());
    expect(a.body.toString()).toMatch(/^<svg /);
    const other = await request(t.app).get('/api/media/products/2-1.svg').expect(200);
    expect(other.body.toString()).not.toBe(a.body.toString());
  });

  it('has images for categories and pages, and a PDF manual for machines', async () => {
    await request(t.app).get('/api/media/categories/1.svg').expect(200);
    await request(t.app).get('/api/media/pages/1.svg').expect(200);
    const pdf = await request(t.app).get('/api/media/manuals/1.pdf').expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
  });

  it('answers 404 for images that do not exist', async () => {
    await request(t.app).get('/api/media/products/1-99.svg').expect(404);
    await request(t.app).get('/api/media/products/999999-1.svg').expect(404);
    await request(t.app).get('/api/media/products/abc.svg').expect(404);
    await request(t.app).get('/api/media/products/..%2f..%2fpackage.json').expect(404);
  });
});
