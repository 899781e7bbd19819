import { Validations } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { describe, expect, it } from 'vitest';
import { synthApp } from './test-support/synth-app.ts';
import { logicalIdOf } from './test-support/templates.ts';

interface Acknowledgement {
  path: string;
  id: string;
  reason: string;
}

function acknowledgements(root: IConstruct): Acknowledgement[] {
  return root.node.findAll().flatMap((construct) =>
    construct.node.metadata
      .filter((entry) => entry.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
      .flatMap((entry) =>
        Object.entries(entry.data as Record<string, string>).map(([id, reason]) => ({
          path: construct.node.path,
          id: id.replace(/^annotation::/i, ''),
          reason,
        })),
      ),
  );
}

describe('cdk-nag AWS Solutions checks', () => {
  it('pass for the whole app, as `cdk synth -c nag=true` runs them', () => {
    // Prepare + Act: synthesis runs the nag pack as a validation plugin and throws on findings.
    const { app } = synthApp({ nag: true });

    // Assess: the same pack, asked directly, reports no unacknowledged error or warning.
    const report = new AwsSolutionsChecks(app).validateScope(app);
    expect(report.violations.map((v) => `${v.ruleName}: ${v.violatingResources[0]?.constructPath}`)).toEqual([]);
  });

  it('pass for an environment-agnostic app too (no account or region)', () => {
    expect(() => synthApp({ nag: true, env: {} })).not.toThrow();
  });

  it('acknowledge only specific rules, each with a written reason', () => {
    const { app, stacks } = synthApp();

    const found = acknowledgements(app);

    expect(found.length).toBeGreaterThan(0);
    for (const { path, id, reason } of found) {
      expect(reason.length, `${path} ${id}`).toBeGreaterThanOrEqual(60);
      // A bare IAM5 would silence every wildcard on the resource, not the one we argued for.
      expect(id, path).not.toBe('AwsSolutions-IAM5');
    }
    // The state machine may invoke each task function's versions and aliases (ARN:*).
    const taskQualifiers = [...stacks.workflow.checkInWorkflow.taskFunctions.values()].map(
      (fn) => `AwsSolutions-IAM5[Resource::<${logicalIdOf(fn)}.Arn>:*]`,
    );
    expect([...new Set(found.map((a) => a.id))].sort()).toEqual(
      [
        'AwsSolutions-APIG4',
        'AwsSolutions-CFR1',
        'AwsSolutions-CFR2',
        'AwsSolutions-CFR3',
        'AwsSolutions-CFR4',
        'AwsSolutions-IAM5[Resource::*]',
        'AwsSolutions-IAM5[Resource::arn:aws:s3:::carecall-test-calls-123456789012-eu-west-1/recordings/*]',
        'AwsSolutions-IAM5[Resource::arn:aws:s3:::carecall-test-calls-123456789012-eu-west-1/transcripts/*]',
        'AwsSolutions-IAM5[Resource::arn:aws:scheduler:eu-west-1:123456789012:schedule/carecall-test-checkins/*]',
        'AwsSolutions-S1',
        'AwsSolutions-SMG4',
        'AwsSolutions-SQS3',
        ...taskQualifiers,
      ].sort(),
    );
  });
});
