import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { readConfig } from '../../src/server/config';
import { bootstrapDatabase } from '../../src/server/db/bootstrap';

describe('database bootstrap', () => {
  const dirs: string[] = [];
  const tempDir = (): string => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sightline-boot-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => dirs.splice(0).forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  it('a production start creates no demo accounts, only reference data and the named admin', async () => {
    const config = readConfig({
      NODE_ENV: 'production',
      DATA_DIR: tempDir(),
      ADMIN_EMAIL: 'Root@Example.test',
      ADMIN_PASSWORD: 'a-long-secret',
    });
    const { db, seeded } = await bootstrapDatabase(config);
    expect(seeded).toBeNull();
    const users = await db.selectFrom('users').select(['email', 'is_superuser']).execute();
    expect(users).toEqual([{ email: 'root@example.test', is_superuser: 1 }]);
    expect((await db.selectFrom('rights').select('code').execute()).length).toBe(9);
    expect((await db.selectFrom('roles').select('code').execute()).length).toBe(7);
    const { app } = await buildApp({ db, config });
    const login = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'root@example.test', password: 'a-long-secret' },
    });
    expect(login.statusCode).toBe(200);
    const demo = await app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { email: 'super@sightline.test', password: 'sightline-demo' },
    });
    expect(demo.statusCode).toBe(401);
    await app.close();
    await db.destroy();
  });

  it('a second start keeps the data of the first and seeds nothing again', async () => {
    const config = readConfig({ DATA_DIR: tempDir(), DEMO_SCALE: 'small' });
    const first = await bootstrapDatabase(config);
    expect(first.seeded?.advertisers).toBeGreaterThan(10);
    await first.db.destroy();
    const second = await bootstrapDatabase(config);
    expect(second.seeded).toBeNull();
    const count = await second.db
      .selectFrom('advertisers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(first.seeded?.advertisers);
    await second.db.destroy();
  });

  it('the same seed builds the same demo data', async () => {
    const names = async (): Promise<string[]> => {
      const { db } = await bootstrapDatabase(readConfig({ DATA_DIR: tempDir(), DEMO_SCALE: 'small' }));
      const rows = await db
        .selectFrom('campaigns')
        .select(['id', 'name', 'status', 'campaign_type'])
        .orderBy('id')
        .execute();
      await db.destroy();
      return rows.map((r) => `${r.id}|${r.name}|${r.status}|${r.campaign_type}`);
    };
    expect(await names()).toEqual(await names());
  });
});
