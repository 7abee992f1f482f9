// Header, navigation drawer, brand sidebar, partners strip and footer.
import type { Messages } from '../en/index.ts';

export const shell: Messages['shell'] = {};
