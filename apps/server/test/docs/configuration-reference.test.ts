// docs/configuration.md is generated from the configuration schema; this fails when someone
// changes a variable (or the file) without generating it again.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { envSchema } from '../../src/config.ts';
import {
  CONFIGURATION_REFERENCE_PATH,
  renderConfigurationReference,
} from '../../src/docs/configuration-reference.ts';

describe('docs/configuration.md', () => {
  it('is what the configuration schema generates', async () => {
    const expected = await renderConfigurationReference();
    const actual = fs.existsSync(CONFIGURATION_REFERENCE_PATH)
      ? fs.readFileSync(CONFIGURATION_REFERENCE_PATH, 'utf8')
      : '';
    expect(actual, 'docs/configuration.md is out of date: run `npm run docs:config`').toBe(expected);
  });

  it('describes every variable the server reads', async () => {
    const reference = await renderConfigurationReference();
    for (const name of Object.keys(envSchema.shape)) expect(reference).toContain(`### \`${name}\``);
  });
});
