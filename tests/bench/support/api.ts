// The benchmarks' HTTP client for the runtime they start: `call` answers status and parsed body (or
// the text when it is not JSON), `json` the body alone.
export function benchApi(baseUrl: string) {
  const call = async (method: string, path: string, body?: unknown, token?: string) => {
    const res = await fetch(`${baseUrl}/api/v1${path}`, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = JSON.parse(text);
    } catch {
      // not JSON: the text itself
    }
    return { status: res.status, body: parsed as any };
  };
  const json = async (method: string, path: string, body?: unknown, token?: string) =>
    (await call(method, path, body, token)).body;
  return { call, json };
}
