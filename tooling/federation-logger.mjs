/** The SDK's logger in production builds (`@module-federation/sdk`'s `dist/logger.js`, decision 0092): the same
 *  five exports, and each message still goes to the console with its prefix, at the same level. It leaves out what
 *  a browser build of the portal never runs: the debug messages and stack traces of the SDK's debug mode, and
 *  handing messages to a compiler's logger (`bindLoggerToCompiler`, used at build time). */
const PREFIX = '[ Module Federation ]';
const LEVELS = { log: 'log', info: 'info', success: 'info', ready: 'info', warn: 'warn', error: 'error' };

export class Logger {
  constructor(prefix, delegate) {
    this.prefix = prefix;
    this.setDelegate(delegate);
  }

  setPrefix(prefix) {
    this.prefix = prefix;
  }

  setDelegate(delegate) {
    this.delegate = delegate ?? console;
  }
}
for (const [method, level] of Object.entries(LEVELS))
  Logger.prototype[method] = function write(...args) {
    const delegate = typeof this.delegate[level] === 'function' ? this.delegate : console;
    delegate[level](this.prefix, ...args);
  };

/** The SDK writes debug messages only in its debug mode, which a production page never turns on. */
Logger.prototype.debug = () => {};

export function createLogger(prefix) {
  return new Logger(prefix);
}

export const createInfrastructureLogger = createLogger;

export function bindLoggerToCompiler() {}

export const logger = createLogger(PREFIX);
export const infrastructureLogger = logger;
