// `npm run docs:config`: writes docs/configuration.md from the configuration schema.
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  CONFIGURATION_REFERENCE_PATH,
  renderConfigurationReference,
} from '../docs/configuration-reference.ts';

await fs.writeFile(CONFIGURATION_REFERENCE_PATH, await renderConfigurationReference());
console.log(`wrote ${path.relative(process.cwd(), CONFIGURATION_REFERENCE_PATH)}`);
