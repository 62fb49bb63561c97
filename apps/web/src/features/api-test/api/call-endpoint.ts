export type EndpointResult =
  | { kind: 'response'; status: number; statusText: string; ok: boolean; body: string }
  | { kind: 'network-error'; message: string };

/** The body as the server sent it: JSON pretty-printed, anything else as text. */
function formatBody(text: string): string {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

/** One plain GET against the REST door, reporting what came back whatever it was. */
export async function callEndpoint(path: string): Promise<EndpointResult> {
  try {
    const response = await fetch(path, { headers: { accept: 'application/json' }, cache: 'no-store' });
    const text = await response.text();
    return {
      kind: 'response',
      status: response.status,
      statusText: response.statusText,
      ok: response.ok,
      body: formatBody(text),
    };
  } catch (error) {
    return { kind: 'network-error', message: error instanceof Error ? error.message : String(error) };
  }
}
