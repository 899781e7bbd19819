import { App, Validations } from 'aws-cdk-lib';
import { BUNDLING_STACKS } from 'aws-cdk-lib/cx-api';
import { AwsSolutionsChecks } from 'cdk-nag';
import { buildCareCall, contextFlag, readSettings } from '../carecall-app.ts';

const app = new App();

// `-c bundling=false`: synthesise without running esbuild (a quick check of the templates; never
// for deploying). The CLI refuses user context keys starting with `aws:`, hence this switch.
if (!contextFlag(app, 'bundling', true)) {
  app.node.setContext(BUNDLING_STACKS, []);
}

buildCareCall(app, readSettings(app));

// cdk-nag findings (errors and warnings alike) stop the synth; `-c nag=false` skips the checks.
if (contextFlag(app, 'nag', true)) {
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
}
