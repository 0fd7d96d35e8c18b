import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { avatarFileError } from './avatar-file';
import { uploadWithRetry } from './avatar-upload';
import { FakeXhr } from './fake-xhr';

const target = { url: 'http://s3.local/avatars/u1?sig=1', headers: { 'Content-Type': 'image/png', 'Content-Length': '4' } };
const body = new Blob(['abcd'], { type: 'image/png' });
const noWait = () => Promise.resolve();

describe('avatar file checks', () => {
  it.each([
    [null, 'Invalid file. Please select a valid image.'],
    [{ size: 0, type: 'image/png' }, 'Invalid file. Please select a valid image.'],
    [{ size: 10, type: 'image/gif' }, 'Only JPG or PNG files are allowed.'],
    [{ size: 2_097_152, type: 'image/jpeg' }, 'File size must be less than 2MB.'],
    [{ size: 2_097_151, type: 'image/jpeg' }, null],
    [{ size: 5, type: 'image/png' }, null],
  ])('%o → %s', (file, message) => {
    expect(avatarFileError(file)).toBe(message);
  });
});

describe('avatar upload', () => {
  beforeEach(() => FakeXhr.install());
  afterEach(() => FakeXhr.uninstall());

  it('PUTs with the signed headers (not Content-Length) and a 30 s timeout, reporting progress 0–100', async () => {
    const progress: number[] = [];
    const done = uploadWithRetry(target, body, { onProgress: (p) => progress.push(p) });
    const xhr = FakeXhr.latest();
    expect(xhr.method).toBe('PUT');
    expect(xhr.url).toBe(target.url);
    expect(xhr.headers).toEqual({ 'Content-Type': 'image/png' });
    expect(xhr.timeout).toBe(30_000);
    xhr.progress(1, 4);
    xhr.progress(3, 4);
    xhr.respond(200);
    await done;
    expect(progress).toEqual([0, 25, 75, 100]);
  });

  it('retries twice, 2 s apart, announcing each retry, then gives up with the retry-limit message', async () => {
    vi.useFakeTimers();
    const retries: string[] = [];
    const done = uploadWithRetry(target, body, { onRetry: (n, of) => retries.push(`${n}/${of}`) });
    const outcome = done.catch((e: Error) => e.message);
    FakeXhr.latest().fail();
    await vi.advanceTimersByTimeAsync(1_999);
    expect(FakeXhr.instances).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeXhr.instances).toHaveLength(2);
    FakeXhr.latest().respond(500);
    await vi.advanceTimersByTimeAsync(2_000);
    FakeXhr.latest().fail();
    expect(await outcome).toBe('Upload failed after multiple attempts. Please try again later.');
    expect(retries).toEqual(['1/2', '2/2']);
    expect(FakeXhr.instances).toHaveLength(3);
    vi.useRealTimers();
  });

  it('succeeds on a retry', async () => {
    const done = uploadWithRetry(target, body, { wait: noWait });
    FakeXhr.latest().fail();
    await vi.waitFor(() => expect(FakeXhr.instances).toHaveLength(2));
    FakeXhr.latest().respond(200);
    await expect(done).resolves.toBeUndefined();
  });

  it('names a timeout after the last retry', async () => {
    const done = uploadWithRetry(target, body, { wait: noWait });
    for (let i = 1; i <= 3; i++) {
      await vi.waitFor(() => expect(FakeXhr.instances).toHaveLength(i));
      FakeXhr.latest().timeOut();
    }
    await expect(done).rejects.toThrow('Upload timed out. Please check your connection and try again.');
  });

  it('does not retry a refused (403) upload', async () => {
    const done = uploadWithRetry(target, body, { wait: noWait });
    FakeXhr.latest().respond(403);
    await expect(done).rejects.toThrow('Upload unauthorized. Please check your permissions.');
    expect(FakeXhr.instances).toHaveLength(1);
  });
});
