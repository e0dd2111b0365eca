/**
 * Health checks (issue 27): the calls' answer (an array of checks), running one or all, each check failing when
 * its part is broken (database, Chromium, SMTP, stale data), the history kept and pruned, the schedule's slot run
 * by one instance, the public status files (statuses only, 503 when failing) and agency admins' own freshness.
 * One app per engine; Chromium is launched once (the first full run).
 */
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, messageText } from '../../src/domain/messages';
import { openDatabase } from '../../src/server/db/database';
import { checkDatabase, checkDisk } from '../../src/server/areas/health/checks-system';
import { HealthService } from '../../src/server/areas/health/service';
import { ENGINES, startTestServer, TEST_TODAY, type TestServer } from './harness';
import { startSmtpCapture } from './smtp-capture';

const NOON = Date.parse(`${TEST_TODAY}T12:00:00Z`);
const DAY = 86_400_000;
const NAMES = ['database', 'disk', 'migrations', 'chromium', 'mail', 'scheduler', 'queue', 'freshness'];
const quiet = { error: () => undefined };

interface Check {
  name: string;
  title: string;
  status: string;
  detail: string;
  lastRun: string | null;
  durationMs: number | null;
  history: { at: string; status: string; durationMs: number }[];
  freshness?: { agencyId: number; name: string; status: string; sources: unknown[]; advertisers: unknown[] }[];
}

/** A loopback port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe.each(ENGINES)('health checks (%s)', (engine) => {
  let server: TestServer;
  let clock = NOON;
  let superuser: string;
  let adminA: string;
  let adminB: string;
  let staff: string;
  const byName = (checks: Check[], name: string): Check => checks.find((c) => c.name === name)!;
  const run = async (body: object, token = superuser) => {
    const response = await server.post('/api/runHealthCheck', body, token);
    expect(response.statusCode).toBe(200);
    return response.json() as Check[];
  };

  beforeAll(async () => {
    server = await startTestServer(engine, {
      now: () => clock,
      scheduler: { autoStart: false },
      connectorSync: { autoStart: false },
    });
    superuser = (await server.login('super@sightline.test')).accessToken;
    adminA = (await server.login('agency.admin@sightline.test')).accessToken;
    adminB = (await server.login('other.agency@sightline.test')).accessToken;
    staff = (await server.login('agency.staff@sightline.test')).accessToken;
  });
  afterAll(async () => server?.close());

  it('refuses signed-out callers (401) and callers without an admin right (403) before reading the body', async () => {
    for (const url of ['/api/getHealthChecks', '/api/runHealthCheck']) {
      expect((await server.post(url, { name: 42 })).statusCode).toBe(401);
      const refused = await server.post(url, { name: 42 }, staff);
      expect([refused.statusCode, refused.json()]).toEqual([403, { error: MESSAGES.noAccess }]);
    }
  });

  it('answers an array of every check, not run yet before the first run', async () => {
    const response = await server.post('/api/getHealthChecks', {}, superuser);
    expect(response.statusCode).toBe(200);
    const checks = response.json() as Check[];
    expect(Array.isArray(checks)).toBe(true);
    expect(checks.map((c) => c.name)).toEqual(NAMES);
    for (const check of checks)
      expect(check).toMatchObject({
        status: 'warning',
        detail: MESSAGES.healthNotRunYet,
        lastRun: null,
        durationMs: null,
        history: [],
      });
  });

  it('runs every check: each answers a status, a sentence, its run and duration; the run is audited', async () => {
    const checks = await run({});
    expect(checks.map((c) => c.name)).toEqual(NAMES);
    for (const check of checks) {
      expect(check.title.length).toBeGreaterThan(0);
      expect(['ok', 'warning', 'failing']).toContain(check.status);
      expect(check.detail).not.toBe(MESSAGES.healthNotRunYet);
      expect(check.lastRun).toBe(new Date(NOON).toISOString());
      expect(check.durationMs).toBeGreaterThanOrEqual(0);
      expect(check.history).toEqual([{ at: check.lastRun, status: check.status, durationMs: check.durationMs }]);
      expect('freshness' in check).toBe(check.name === 'freshness');
    }
    const status = Object.fromEntries(checks.map((c) => [c.name, c.status]));
    // On a failure, the checks' own sentences say why (a slow machine, a missing build).
    const findings = checks.map((c) => `${c.name}: ${c.detail}`).join('; ');
    expect(status, findings).toMatchObject({
      database: 'ok',
      migrations: 'ok',
      chromium: 'ok',
      mail: 'ok',
      queue: 'ok',
      freshness: 'ok', // the demo data runs through its day
      scheduler: 'failing', // no loop ran: nothing ticked
    });
    // Freshness: the worst of its agencies, rolled up.
    const fresh = byName(checks, 'freshness');
    const worst = ['failing', 'warning', 'ok'].find((s) => fresh.freshness!.some((a) => a.status === s)) ?? 'ok';
    expect(fresh.status).toBe(worst);
    expect(byName(checks, 'database').detail).toMatch(/write and a read in \d+ ms/);
    expect(byName(checks, 'freshness').freshness!.length).toBeGreaterThan(1);
    const audit = await server.db.selectFrom('audit_log').selectAll().where('area', '=', 'health').execute();
    expect(audit.map((a) => [a.action, a.object_id, a.actor_email])).toEqual([['run', 'all', 'super@sightline.test']]);
  });

  it('runs one check by name, finds the loops ticking, and refuses an unknown name with a clear message', async () => {
    await server.ctx.reportScheduler.tick();
    await server.ctx.connectorSync.tick();
    clock += 60_000;
    const checks = await run({ name: 'scheduler' });
    expect(byName(checks, 'scheduler')).toMatchObject({ status: 'ok', lastRun: new Date(clock).toISOString() });
    expect(byName(checks, 'scheduler').history.map((h) => h.status)).toEqual(['ok', 'failing']);
    expect(byName(checks, 'database').history).toHaveLength(1);
    const refused = await server.post('/api/runHealthCheck', { name: 'coffee' }, superuser);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toBe(messageText('healthUnknownCheck', { name: 'coffee', names: NAMES.join(', ') }));
  });

  it('fails the database check on a database that cannot be reached', async () => {
    const broken =
      engine === 'postgres'
        ? openDatabase({
            databaseUrl: `postgres://sightline@127.0.0.1:${await closedPort()}/none`,
            connectTimeoutMs: 2000,
          })
        : openDatabase({ dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'health-db-')) });
    if (engine === 'sqlite') await broken.destroy(); // a closed handle
    const result = await checkDatabase(broken, 'test', NOON);
    expect(result.status).toBe('failing');
    expect(result.detail.startsWith(messageText('healthDatabaseDown', { error: '' }))).toBe(true);
    if (engine === 'postgres') await broken.destroy();
  });

  it('judges disk space against its thresholds', async () => {
    expect(
      (await checkDisk(os.tmpdir(), { warnFreeBytes: 0, warnFreePercent: 0, failFreeBytes: 0, failFreePercent: 0 }))
        .status,
    ).toBe('ok');
    const full = await checkDisk(os.tmpdir(), {
      warnFreeBytes: Number.MAX_SAFE_INTEGER,
      warnFreePercent: 101,
      failFreeBytes: Number.MAX_SAFE_INTEGER,
      failFreePercent: 101,
    });
    expect(full.status).toBe('failing');
  });

  it('fails the Chromium check when CHROMIUM_PATH points nowhere', async () => {
    const before = process.env.CHROMIUM_PATH;
    process.env.CHROMIUM_PATH = '/nonexistent/chromium';
    try {
      const chromium = byName(await run({ name: 'chromium' }), 'chromium');
      expect(chromium.status).toBe('failing');
      expect(chromium.detail).toContain('/nonexistent/chromium');
    } finally {
      if (before === undefined) delete process.env.CHROMIUM_PATH;
      else process.env.CHROMIUM_PATH = before;
    }
  });

  it('checks the SMTP server: one answering is ok, a refused connection fails', async () => {
    const mail = server.ctx.config.mail;
    const capture = await startSmtpCapture();
    try {
      mail.smtpUrl = capture.url;
      expect(byName(await run({ name: 'mail' }), 'mail').status).toBe('ok');
      mail.smtpUrl = `smtp://127.0.0.1:${await closedPort()}`;
      const refused = byName(await run({ name: 'mail' }), 'mail');
      expect(refused.status).toBe('failing');
      expect(refused.detail).toContain('127.0.0.1');
    } finally {
      mail.smtpUrl = null;
      await capture.close();
    }
  });

  it('shows agency admins the freshness of their own agency only, and refuses them the system checks', async () => {
    const seenA = (await server.post('/api/getHealthChecks', {}, adminA)).json() as Check[];
    const seenB = (await server.post('/api/getHealthChecks', {}, adminB)).json() as Check[];
    expect(seenA.map((c) => c.name)).toEqual(['freshness']);
    const idsA = seenA[0]!.freshness!.map((f) => f.agencyId);
    const idsB = seenB[0]!.freshness!.map((f) => f.agencyId);
    expect(idsA).toHaveLength(1);
    expect(idsB).toHaveLength(1);
    expect(idsA).not.toEqual(idsB);
    const all = byName((await server.post('/api/getHealthChecks', {}, superuser)).json() as Check[], 'freshness');
    expect(all.freshness!.map((f) => f.agencyId)).toEqual(expect.arrayContaining([...idsA, ...idsB]));
    expect((await server.post('/api/runHealthCheck', { name: 'database' }, adminA)).statusCode).toBe(403);
    expect((await run({}, adminA)).map((c) => c.name)).toEqual(['freshness']);
  });

  it('fails the freshness check when the data is days old, rolled up, and the status files say 503', async () => {
    clock = NOON + 4 * DAY;
    try {
      const later = (await server.login('super@sightline.test')).accessToken;
      const freshness = byName(await run({ name: 'freshness' }, later), 'freshness');
      expect(freshness.status).toBe('failing');
      expect(freshness.freshness!.every((agency) => agency.status === 'failing')).toBe(true);
      expect(freshness.detail).toMatch(
        /^Late sources: \d+ of \d+ \(\d+ past their error threshold\); agencies affected: \d+ of \d+\.$/,
      );
      const json = await server.get('/healthchecks/status.json');
      expect(json.statusCode).toBe(503);
      const body = json.json() as { status: string; checkedAt: string; checks: Record<string, unknown>[] };
      expect(body.status).toBe('failing');
      expect(body.checkedAt).toBe(new Date(clock).toISOString());
      expect(body.checks.map((c) => c.name)).toEqual(NAMES);
      for (const check of body.checks)
        expect(Object.keys(check).sort()).toEqual(['durationMs', 'lastRun', 'name', 'status']);
      expect(body.checks.find((c) => c.name === 'freshness')!.status).toBe('failing');
      const text = await server.get('/healthchecks/status.txt');
      expect(text.statusCode).toBe(503);
      expect(text.headers['content-type']).toMatch(/^text\/plain/);
      const lines = text.body.trimEnd().split('\n');
      expect(lines.map((line) => line.split(/\s+/)[0])).toEqual(NAMES);
      for (const line of lines) expect(line).toMatch(/^[a-z]+\s+(ok|warning|failing)\s+(\d+ms|-)\s+(\S+Z|never)$/);
      // Nothing of a tenant: no agency's name in either file.
      for (const agency of freshness.freshness!) {
        expect(json.body).not.toContain(agency.name);
        expect(text.body).not.toContain(agency.name);
      }
    } finally {
      clock = NOON + 60_000;
    }
  });

  it('serves any other /healthchecks/<file> as the page, not a status', async () => {
    const page = await server.get('/healthchecks/overview');
    expect(page.statusCode).not.toBe(401);
    expect(page.json()).toEqual({ error: MESSAGES.appNotBuilt }); // no web build in the tests: the SPA's answer
  });

  it('runs each scheduled slot on one instance only, and forgets runs older than a week', async () => {
    await server.db
      .insertInto('health_check_runs')
      .values({ name: 'disk', status: 'ok', detail: 'old', duration_ms: 1, ran_at: clock - 8 * DAY })
      .execute();
    const a = new HealthService(server.ctx, { instanceId: 'a', log: quiet });
    const b = new HealthService(server.ctx, { instanceId: 'b', log: quiet });
    expect(await b.tick()).toBe(true);
    expect(await a.tick()).toBe(false);
    const details = await server.db
      .selectFrom('health_check_runs')
      .select('detail')
      .where('name', '=', 'disk')
      .execute();
    expect(details.map((d) => d.detail)).not.toContain('old');
    const disk = byName((await server.post('/api/getHealthChecks', {}, superuser)).json() as Check[], 'disk');
    expect(disk.history).toHaveLength(2);
    expect(disk.history[0]!.at >= disk.history[1]!.at).toBe(true);
    const beats = await server.db
      .selectFrom('health_heartbeats')
      .select('instance')
      .where('loop', '=', 'health')
      .execute();
    expect(beats.map((row) => row.instance).sort()).toEqual(['a', 'b']);
  });
});
