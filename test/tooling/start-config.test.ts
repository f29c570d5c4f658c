import { once } from 'node:events';
import { createServer } from 'node:net';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { assertPortsFree, portProblem, StartError, startConfig } from '../../scripts/start-config';

const ROOT = '/srv/kurir';

describe('what npm start is asked to run', () => {
  it('defaults to baileys on 8787, the simulator control on 8790, state under .wrangler/state', () => {
    expect(startConfig({}, ROOT)).toEqual({
      engine: 'baileys',
      port: 8787,
      simControlPort: 8790,
      persistTo: path.join(ROOT, '.wrangler', 'state'),
      devVarsFile: path.join(ROOT, '.dev.vars'),
    });
  });

  it('an unknown engine is an error naming the allowed ones', () => {
    expect(() => startConfig({ KURIR_ENGINE: 'sim' }, ROOT)).toThrow(
      new StartError('KURIR_ENGINE must be "baileys", "simulator", "emulator", not "sim"'),
    );
  });

  it.each(['abc', '0', '70000', '87.5'])('PORT=%s is an error', (port) => {
    expect(() => startConfig({ PORT: port }, ROOT)).toThrow(/^PORT must be a port number/);
  });

  it('takes the state and the secrets file from KURIR_STATE_DIR and KURIR_DEV_VARS', () => {
    const config = startConfig({ KURIR_ENGINE: 'simulator', PORT: '9000', KURIR_STATE_DIR: '/tmp/s', KURIR_DEV_VARS: 'v/.dev.vars' }, ROOT);
    expect(config).toMatchObject({ engine: 'simulator', port: 9000, persistTo: '/tmp/s', devVarsFile: path.join(ROOT, 'v/.dev.vars') });
  });
});

describe('ports', () => {
  it('a port someone listens on is named in one line', async () => {
    const server = createServer().listen(0, '127.0.0.1');
    await once(server, 'listening');
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    try {
      expect(await portProblem(port)).toBe('is already in use');
      await expect(assertPortsFree([{ name: 'PORT', port }])).rejects.toThrow(
        `port ${port} on 127.0.0.1 is already in use (another npm start?); stop it or set PORT to another port`,
      );
    } finally {
      server.close();
    }
    expect(await portProblem(port)).toBeNull();
  });
});
