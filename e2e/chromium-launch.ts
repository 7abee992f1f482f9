// How every browser test configuration starts Chromium: Debian's build where installed, so no
// browser has to be downloaded.
import fs from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

const systemChromium = '/usr/bin/chromium';

export const launchOptions: LaunchOptions = fs.existsSync(systemChromium)
  ? {
      executablePath: systemChromium,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    }
  : {};
