/**
 * Uploads in an S3-compatible bucket, against s3rver (an S3 stand-in in this process; it knows
 * whose key signs a request but does not check a SigV4 signature itself): the store keeps and returns the bytes, never overwrites, finds files the
 * previous store kept, and the S3_* environment is checked as a whole; a member's picture sent
 * through the API lands in the bucket and is served back from it.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, s3Options } from '../../server/config';
import { DiskFileStore, S3FileStore, type S3Options } from '../../server/lib/file-store';
import { reencodePicture } from '../../server/lib/images';
import { createTestApp, type TestApp } from './helpers';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a5dc5ee30000000049454e44ae426082', 'hex');

describe('S3-compatible file store', () => {
  const dir = mkdtempSync(join(tmpdir(), 'parlor-s3-'));
  const localDir = mkdtempSync(join(tmpdir(), 'parlor-s3-before-'));
  // s3rver's own credentials: it refuses requests under any other key id.
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: 'uploads', configs: [] }] });
  let options: S3Options;

  beforeAll(async () => {
    const { port } = await server.run();
    options = { endpoint: `http://127.0.0.1:${port}`, bucket: 'uploads', region: 'us-east-1', accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER', prefix: 'site-a/' };
  });

  afterAll(async () => {
    await server.close();
    rmSync(dir, { recursive: true, force: true });
    rmSync(localDir, { recursive: true, force: true });
  });

  it('keeps the bytes under the prefix, never overwrites, and deletes', async () => {
    const store = new S3FileStore(options);
    const bytes = randomBytes(5000);
    await store.put('a.png', bytes, 'image/png');
    expect((await store.get('a.png'))!.equals(bytes)).toBe(true);
    // Under the prefix: a store of another site on the same bucket does not see it.
    expect(await new S3FileStore({ ...options, prefix: 'site-b/' }).get('a.png')).toBeNull();
    await expect(store.put('a.png', randomBytes(10), 'image/png')).rejects.toThrow(/exists/);
    expect((await store.get('a.png'))!.equals(bytes)).toBe(true);
    await store.delete('a.png');
    expect(await store.get('a.png')).toBeNull();
    // Deleting what is not there is not an error.
    await store.delete('a.png');
  });

  it('still finds files the previous store kept, and writes only to the bucket', async () => {
    const before = new DiskFileStore(localDir);
    await before.put('old.jpg', Buffer.from('old'), 'image/jpeg');
    const store = new S3FileStore(options, before);
    expect((await store.get('old.jpg'))!.toString()).toBe('old');
    await store.put('new.jpg', Buffer.from('new'), 'image/jpeg');
    expect(await before.get('new.jpg')).toBeNull();
    expect(await store.get('missing.jpg')).toBeNull();
  });

  it('never takes a path for an id, and fails loudly when the service refuses', async () => {
    const store = new S3FileStore(options);
    await expect(store.get('../x')).rejects.toThrow(/bad file id/);
    await expect(store.put('a/b.png', PNG, 'image/png')).rejects.toThrow(/bad file id/);
    // An unknown key id is refused (s3rver does not check a SigV4 signature itself, only whose it is).
    const stranger = new S3FileStore({ ...options, accessKeyId: 'NOT-A-KEY' });
    await expect(stranger.put('w.png', PNG, 'image/png')).rejects.toThrow(/S3 HEAD w\.png: 403/);
    await expect(stranger.get('w.png')).rejects.toThrow(/S3 GET w\.png: 403/);
    // A bucket that is not there: the write fails rather than the picture being lost quietly.
    await expect(new S3FileStore({ ...options, bucket: 'no-such-bucket' }).put('w.png', PNG, 'image/png')).rejects.toThrow(/S3 PUT w\.png: 404/);
  });

  it('reads S3_* from the environment, all of them or none', () => {
    const env = { S3_ENDPOINT: 'https://s3.example.com', S3_BUCKET: 'parlor-uploads', S3_ACCESS_KEY_ID: 'id', S3_SECRET_ACCESS_KEY: 'secret' };
    expect(s3Options(loadConfig(env))).toEqual({ endpoint: 'https://s3.example.com', bucket: 'parlor-uploads', region: 'us-east-1', accessKeyId: 'id', secretAccessKey: 'secret' });
    expect(s3Options(loadConfig({ ...env, S3_REGION: 'eu-west-1', S3_PREFIX: 'parlor/' }))).toMatchObject({ region: 'eu-west-1', prefix: 'parlor/' });
    expect(s3Options(loadConfig({}))).toBeUndefined();
    expect(() => loadConfig({ S3_ENDPOINT: env.S3_ENDPOINT, S3_BUCKET: env.S3_BUCKET })).toThrow(ConfigError);
    expect(() => loadConfig({ S3_BUCKET: env.S3_BUCKET })).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, S3_ENDPOINT: 'https://s3.example.com/path' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...env, S3_ENDPOINT: 'http://minio:9000', NODE_ENV: 'production' })).toThrow(/S3_ENDPOINT: must be https/);
    expect(s3Options(loadConfig({ ...env, S3_ENDPOINT: 'http://minio:9000' }))?.endpoint).toBe('http://minio:9000');
  });

  describe('through the API', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp('sqlite', { app: { s3: options } });
    });
    afterAll(async () => {
      await t.close();
    });

    it('stores a member\'s reward picture in the bucket and serves it back from there', async () => {
      const login = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { username: 'demo', password: 'demo1234' } });
      expect(login.statusCode, login.body).toBe(200);
      const token = (login.json() as { value: { token: string } }).value.token;
      const promotion = await t.db.kysely.selectFrom('promotions').select('id').where('status', '=', 'Join').orderBy('id').executeTakeFirstOrThrow();
      const boundary = `----parlor${randomBytes(6).toString('hex')}`;
      const body = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="remarks"\r\n\r\nvia S3\r\n`),
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="pictures"; filename="p.png"\r\nContent-Type: image/png\r\n\r\n`),
        PNG,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const applied = await t.app.inject({
        method: 'POST',
        url: `/api/promotions/${promotion.id}/apply`,
        headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: body,
      });
      expect(applied.statusCode, applied.body).toBe(200);
      const url = (applied.json() as { value: { pictures: string[] } }).value.pictures[0]!;
      const id = url.split('/').at(-1)!;
      const stored = await new S3FileStore(options).get(id);
      expect(stored?.equals(await reencodePicture(PNG, 'image/png'))).toBe(true);
      const served = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(stored!)).toBe(true);
    });
  });
});
