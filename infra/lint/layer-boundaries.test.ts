// The lint rules that hold the layers (issue 11 part 4), run through ESLint's own Node API with
// the repository's eslint.config.js, on files that exist only in memory but are placed in the
// folders the rules guard.
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The rule ids ESLint reports for `code` placed at `path` (relative to the repository root). */
async function reported(path: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}/${path}` });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe('layer boundaries in npm run lint', () => {
  it('a web feature importing another feature is reported, with where the shared code goes', async () => {
    // Prepare
    const code = "import { useSaveSchedule } from '../schedules/api.ts';\nexport const save = useSaveSchedule;\n";
    // Act
    const messages = await reported('web/src/features/dashboard/Probe.ts', code);
    // Assess
    expect(messages).toEqual([expect.stringMatching(/^boundaries\/dependencies: A web feature imports no other feature: move what both use to web\/src\/components or web\/src\/lib/)]);
  });

  it('a web feature importing another feature through the @/ alias is reported too', async () => {
    // Prepare
    const code = "import { useSaveSchedule } from '@/web/src/features/schedules/api.ts';\nexport const save = useSaveSchedule;\n";
    // Act
    const messages = await reported('web/src/features/dashboard/Probe.ts', code);
    // Assess
    expect(messages).toEqual([expect.stringMatching(/^boundaries\/dependencies: A web feature imports no other feature/)]);
  });

  it('a web feature importing its own files, lib/ and components/ is not reported', async () => {
    // Prepare
    const code = [
      "import { contactsQuery } from '@/lib/account-queries.ts';",
      "import { PageHeader } from '@/components/PageHeader.tsx';",
      "import { useSaveContact } from './api.ts';",
      'export const used = [contactsQuery, PageHeader, useSaveContact];',
      '',
    ].join('\n');
    // Act
    const messages = await reported('web/src/features/contacts/Probe.ts', code);
    // Assess
    expect(messages).toEqual([]);
  });

  it('functions/core importing an adapter is reported', async () => {
    // Prepare
    const code = "import { createDocumentClient } from '../adapters/dynamodb/client.ts';\nexport const client = createDocumentClient;\n";
    // Act
    const messages = await reported('functions/core/probe.ts', code);
    // Assess
    expect(messages).toEqual([expect.stringMatching(/^boundaries\/dependencies: functions\/core imports no adapter/)]);
  });

  it('functions/core importing a composition through the @/ alias is reported', async () => {
    // Prepare
    const code = "import { useCheckInDeps } from '@/functions/check-in-composition.ts';\nexport const deps = useCheckInDeps;\n";
    // Act
    const messages = await reported('functions/core/probe.ts', code);
    // Assess
    expect(messages).toEqual([expect.stringMatching(/^boundaries\/dependencies: functions\/core imports no adapter/)]);
  });

  it('a relative import climbing to another top-level folder is reported: it is spelled @/', async () => {
    // Prepare
    const code = "import { SERVICE_PLANS } from '../../shared/plans.ts';\nexport const plans = SERVICE_PLANS;\n";
    // Act
    const messages = await reported('functions/http/probe.ts', code);
    // Assess
    expect(messages).toEqual([expect.stringMatching(/^no-restricted-imports: .* Import another top-level folder through @\//)]);
  });

  it('functions/core importing an AWS SDK or Twilio package is reported', async () => {
    // Prepare
    const code = [
      "import { DynamoDBClient } from '@aws-sdk/client-dynamodb';",
      "import VoiceResponse from 'twilio/lib/twiml/VoiceResponse';",
      'export const used = [DynamoDBClient, VoiceResponse];',
      '',
    ].join('\n');
    // Act
    const messages = await reported('functions/core/check-in/probe.ts', code);
    // Assess
    expect(messages).toEqual([
      expect.stringMatching(/^no-restricted-imports: '@aws-sdk\/client-dynamodb' .* functions\/core loads no cloud SDK/),
      expect.stringMatching(/^no-restricted-imports: 'twilio\/lib\/twiml\/VoiceResponse' .* functions\/core loads no cloud SDK/),
    ]);
  });

  it('a promise a handler neither awaits nor returns is reported, and so is one passed where a callback must not return one', async () => {
    // Prepare
    const code = [
      'async function saveOutcome(): Promise<void> {}',
      'export async function handler(): Promise<number> {',
      '  saveOutcome();',
      '  [1, 2].forEach(async () => saveOutcome());',
      '  if (saveOutcome()) return 1;',
      '  await saveOutcome();',
      '  return 0;',
      '}',
      '',
    ].join('\n');
    // Act
    const messages = await reported('functions/http/probe.ts', code);
    // Assess
    expect(messages.map((m) => m.split(':')[0])).toEqual([
      '@typescript-eslint/no-floating-promises',
      '@typescript-eslint/no-misused-promises',
      '@typescript-eslint/no-misused-promises',
    ]);
  });
});
