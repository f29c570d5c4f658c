import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig, parseDevVars, readDevVars } from '../../session-node/config';

describe('.dev.vars', () => {
  it('reads KEY=value lines, with or without double quotes, and skips comments and blank lines', () => {
    const text = [
      '# secrets for local development',
      '',
      'NODE_TOKEN=abc123',
      'ADMIN_TOKEN = "with spaces inside"  ',
      '  WORKER_URL="http://127.0.0.1:8787" # the local worker',
      'LOG_LEVEL=debug # louder',
      'QUOTED_HASH="a#b"',
      'lower_case_1=ok',
      '1BAD=no',
      'not a variable',
      'EMPTY=',
    ].join('\r\n');
    expect(parseDevVars(text)).toEqual({
      NODE_TOKEN: 'abc123',
      ADMIN_TOKEN: 'with spaces inside',
      WORKER_URL: 'http://127.0.0.1:8787',
      LOG_LEVEL: 'debug',
      QUOTED_HASH: 'a#b',
      lower_case_1: 'ok',
      EMPTY: '',
    });
  });

  it('a missing file is no variables; a present one configures the node, the environment winning', () => {
    expect(readDevVars(path.join(tmpdir(), 'kurir-no-such-dir', '.dev.vars'))).toEqual({});
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'kurir-config-')), '.dev.vars');
    writeFileSync(file, 'NODE_TOKEN="token-from-the-file-0123"\nLOG_LEVEL=debug\n');
    const config = loadConfig({ LOG_LEVEL: 'warn', NODE_ID: 'node-a' }, readDevVars(file));
    expect(config).toMatchObject({ nodeToken: 'token-from-the-file-0123', logLevel: 'warn', nodeId: 'node-a' });
  });
});
