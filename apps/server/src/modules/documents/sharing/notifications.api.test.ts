import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDialects } from '../../../test/databases.js';
import { JobScheduler } from '../../../jobs/scheduler.js';
import { scheduledJobs } from '../../../jobs/jobs.js';
import { samples } from '../../../test/fixtures/upload-samples.js';
import { drainOutgoing } from '../../../test/outgoing.js';
import {
  buildUploadWorld,
  createUpload,
  patchChunk,
  type UploadWorld,
} from '../../../test/fixtures/uploads.js';
import type { TestClient } from '../../../test/http-client.js';
import { NOTIFICATION_WINDOW_SECONDS } from './notifications.js';

/** Uploads through the real tus routes, announced by the scheduled job: the whole path of a notification. */
describe.each(testDialects())('upload notifications through the API on %s', (dialect) => {
  let w: UploadWorld;

  beforeAll(async () => {
    w = await buildUploadWorld(dialect);
  });
  afterAll(() => w.t.close());

  async function upload(as: TestClient, meta: Record<string, string>): Promise<void> {
    const bytes = samples.pdf();
    const created = await createUpload(as, bytes.length, meta);
    expect(created.res.statusCode).toBe(201);
    expect((await patchChunk(as, created.id, 0, bytes)).statusCode).toBe(204);
  }
  const mails = async () =>
    (await w.t.app.guru.repos.outbox.list()).filter((m) => m.channel === 'email').reverse();

  it("a burst of client uploads makes one e-mail to the advisor, the advisor's upload one to the client, the private area none", async () => {
    for (let i = 1; i <= 5; i++)
      await upload(w.asClient, { fileName: `statement-${i}.pdf`, isShareFA: 'true' });
    await upload(w.asClient, { fileName: 'my-private-will.pdf', isShareFA: 'false' });
    await upload(w.asAdvisor, { fileName: 'plan-for-casey.pdf', isShareFA: 'true', clientId: w.client.id });

    const scheduler = new JobScheduler(w.t.app.guru, scheduledJobs, 'test-instance');
    await scheduler.runDue();
    await drainOutgoing(w.t.app);
    expect(await mails()).toEqual([]);
    w.t.clock.advanceSeconds(NOTIFICATION_WINDOW_SECONDS + 60);
    expect(await scheduler.runDue()).toContain('documents-notifications');

    const sent = await mails();
    expect(sent.map((m) => [m.to, m.subject])).toEqual(
      expect.arrayContaining([
        ['ada@example.com', 'Test casey: 5 new documents'],
        ['casey@example.com', 'Your advisor shared 1 new document with you'],
      ]),
    );
    expect(sent).toHaveLength(2);
    expect(sent.find((m) => m.to === 'ada@example.com')!.text).toContain('- statement-5.pdf');
    expect(sent.map((m) => m.text).join('\n')).not.toContain('my-private-will');
  });
});
