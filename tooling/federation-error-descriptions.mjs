/** What the federation runtime's error descriptions become in production builds (decision 0054). Its messages
 *  read `<description> #RUNTIME-008`, then the link to that code's troubleshooting page, which describes it; the
 *  description sentences cost about 0.4 KB (gzip) in the shell's entry and again in every remoteEntry.js, on the
 *  critical path of each first visit. Here every code has the one short description; the code and the link stay. */
const described = new Proxy(
  {},
  { get: (_map, code) => (typeof code === 'string' ? 'Module Federation error' : undefined) },
);

export const runtimeDescMap = described;
export const typeDescMap = described;
export const buildDescMap = described;
export const errorDescMap = described;
