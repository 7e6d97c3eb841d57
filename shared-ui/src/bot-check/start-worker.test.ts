import { SolverWorker } from './start-worker';

/** Records what each worker was started from; jsdom has no Worker of its own. */
const started: string[] = [];
class RecordingWorker {
  constructor(url: string | URL) {
    started.push(String(url));
  }
}
const blobs: Blob[] = [];

beforeEach(() => {
  started.length = 0;
  blobs.length = 0;
  Object.assign(globalThis, { Worker: RecordingWorker });
  URL.createObjectURL = (blob: Blob) => {
    blobs.push(blob);
    return `blob:http://localhost:3000/${blobs.length}`;
  };
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'Worker');
});

test('a worker chunk on the page’s own origin starts directly', () => {
  new SolverWorker(new URL('http://localhost:3000/931.js'), 'http://localhost:3000');

  expect(started).toEqual(['http://localhost:3000/931.js']);
  expect(blobs).toHaveLength(0);
});

test('a worker chunk on a remote’s origin starts from a same-origin script that imports it', async () => {
  new SolverWorker(new URL('http://localhost:3002/abc/931.js'), 'http://localhost:3000');

  expect(started).toEqual(['blob:http://localhost:3000/1']);
  await expect(blobs[0]?.text()).resolves.toBe('importScripts("http://localhost:3002/abc/931.js");');
});

test('the same remote chunk reuses its script for every solve', () => {
  const chunk = new URL('http://localhost:3001/def/931.js');
  new SolverWorker(chunk, 'http://localhost:3000');
  new SolverWorker(chunk, 'http://localhost:3000');

  expect(started).toEqual(['blob:http://localhost:3000/1', 'blob:http://localhost:3000/1']);
  expect(blobs).toHaveLength(1);
});
