/** The bot check's Web Worker (decisions 0030 and 0115): altcha's own v1 worker module, which answers
 *  `{ type: 'work', payload }` with the solution of that range (or null) and stops on `{ type: 'abort' }`. Created
 *  by solve-proof-of-work.ts with webpack's `new Worker(new URL(…, import.meta.url))`, so it is its own small chunk
 *  of the build that serves shared-ui. */
import 'altcha-lib/v1/worker';
