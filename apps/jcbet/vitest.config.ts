import { nodeConfig } from '@bet/vitest-config';

export default nodeConfig();
