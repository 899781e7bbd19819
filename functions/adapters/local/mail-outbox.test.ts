import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LocalMailOutbox } from './mail-outbox.ts';

const message = (subject: string) => ({ to: 'maria@example.com', subject, text: subject, html: `<p>${subject}</p>` });

describe('local mail outbox', () => {
  it('keeps every email newest first, from CareCall, across restarts (a file in DATA_DIR)', async () => {
    // Prepare
    const file = join(mkdtempSync(join(tmpdir(), 'carecall-outbox-')), 'mail-outbox.json');
    const before = new LocalMailOutbox({ file });
    // Act
    const first = await before.send(message('First'));
    await before.send(message('Second'));
    const after = new LocalMailOutbox({ file });
    // Assess
    expect(after.list().map((m) => m.subject)).toEqual(['Second', 'First']);
    expect(after.list()[1]).toMatchObject({ id: first.messageId, to: 'maria@example.com', from: expect.stringContaining('CareCall'), html: '<p>First</p>' });
    expect(Date.parse(after.list()[0]!.sentAt)).not.toBeNaN();
  });

  it('empties, and stays empty after a restart', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'carecall-outbox-')), 'mail-outbox.json');
    const outbox = new LocalMailOutbox({ file });
    await outbox.send(message('Gone soon'));

    outbox.clear();

    expect(outbox.list()).toEqual([]);
    expect(new LocalMailOutbox({ file }).list()).toEqual([]);
  });
});
