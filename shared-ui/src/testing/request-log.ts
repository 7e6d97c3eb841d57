/** A log of every request a set of msw handlers answered, in order, so a test can check what was sent and in
 *  which order: JSON bodies parsed, multipart bodies as FormData, paths without the '/api' prefix. */
export type LoggedRequest = { method: string; path: string; search: string; body: unknown };

export function createRequestLog() {
  const entries: LoggedRequest[] = [];
  async function record(request: Request): Promise<unknown> {
    const url = new URL(request.url);
    const type = request.headers.get('content-type') ?? '';
    let body: unknown;
    if (type.includes('application/json')) body = await request.clone().json();
    else if (type.includes('multipart/form-data')) body = await request.clone().formData();
    entries.push({
      method: request.method,
      path: url.pathname.replace(/^\/api/, ''),
      search: url.search,
      body,
    });
    return body;
  }
  return { entries, record, calls: () => entries.map((entry) => `${entry.method} ${entry.path}`) };
}

export type RequestLog = ReturnType<typeof createRequestLog>;
