/** The SDK logger of production builds (decision 0092) keeps the SDK's exports and writes what the runtime reports
 *  to the console, prefixed and at its level (node --test 'tooling/*.test.mjs'). */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import * as light from './federation-logger.mjs';

// The SDK the production build bundles: the one @module-federation/enhanced itself depends on.
const fromEnhanced = createRequire(createRequire(import.meta.url).resolve('@module-federation/enhanced'));
const stock = await import(pathToFileURL(fromEnhanced.resolve('@module-federation/sdk')).href);

function recorder() {
  const lines = [];
  const delegate = {};
  for (const level of ['log', 'info', 'warn', 'error', 'debug'])
    delegate[level] = (...args) => lines.push([level, ...args]);
  return { lines, delegate };
}

test('it has every export of the SDK logger the runtime imports', () => {
  for (const name of [
    'bindLoggerToCompiler',
    'createInfrastructureLogger',
    'createLogger',
    'infrastructureLogger',
    'logger',
  ])
    assert.equal(typeof light[name], typeof stock[name], name);
});

test('a message goes to the delegate with the prefix, at the level the SDK uses', () => {
  const { lines, delegate } = recorder();
  const logger = light.createLogger('[ Federation Runtime ]');
  logger.setDelegate(delegate);
  logger.warn('shared react: version 18 does not satisfy ^19');
  logger.error('remote mf_ads failed', 42);
  logger.success('ready');
  logger.log('plain');
  assert.deepEqual(lines, [
    ['warn', '[ Federation Runtime ]', 'shared react: version 18 does not satisfy ^19'],
    ['error', '[ Federation Runtime ]', 'remote mf_ads failed', 42],
    ['info', '[ Federation Runtime ]', 'ready'],
    ['log', '[ Federation Runtime ]', 'plain'],
  ]);
});

test('debug messages stay silent, as outside the SDK debug mode', (t) => {
  const { lines, delegate } = recorder();
  const written = ['debug', 'log', 'info'].map((level) => t.mock.method(console, level, () => {}));
  const logger = light.createLogger('[ x ]');
  logger.setDelegate(delegate);
  logger.debug('detail');
  light.logger.debug('detail');
  assert.deepEqual(lines, []);
  assert.deepEqual(
    written.map((method) => method.mock.callCount()),
    [0, 0, 0],
  );
});

test('a delegate without the level falls back to the console, and setPrefix changes the prefix', (t) => {
  const warned = t.mock.method(console, 'warn', () => {});
  const logger = light.createLogger('[ a ]');
  logger.setDelegate({ info() {} });
  logger.setPrefix('[ b ]');
  logger.warn('careful');
  assert.deepEqual(
    warned.mock.calls.map((call) => call.arguments),
    [['[ b ]', 'careful']],
  );
});
