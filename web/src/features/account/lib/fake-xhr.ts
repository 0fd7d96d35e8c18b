/** An XMLHttpRequest stand-in for tests: records the request; the test drives progress and the outcome. */
export class FakeXhr {
  static instances: FakeXhr[] = [];
  static original: typeof XMLHttpRequest | undefined;

  static install() {
    FakeXhr.instances = [];
    FakeXhr.original = globalThis.XMLHttpRequest;
    globalThis.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  }
  static uninstall() {
    if (FakeXhr.original) globalThis.XMLHttpRequest = FakeXhr.original;
  }
  static latest(): FakeXhr {
    const xhr = FakeXhr.instances.at(-1);
    if (!xhr) throw new Error('No upload was started');
    return xhr;
  }

  method = '';
  url = '';
  timeout = 0;
  status = 0;
  body: unknown;
  headers: Record<string, string> = {};
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  onabort: (() => void) | null = null;

  constructor() {
    FakeXhr.instances.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number) {
    this.status = status;
    this.onload?.();
  }
  fail() {
    this.onerror?.();
  }
  timeOut() {
    this.ontimeout?.();
  }
}
