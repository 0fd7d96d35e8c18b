import { FetchInterceptor } from '@mswjs/interceptors/fetch';
import { SetupServerApi } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

/**
 * The web tests' network: one MSW (Mock Service Worker) server, listening for each test file
 * (setup.ts), with no handlers of its own. A test declares the requests it expects with
 * `server.use(http.get(url, resolver), ...)` (or a helper such as test/mock-api.ts); its handlers
 * are removed after it.
 *
 * Why MSW: requests are matched by method and URL as the browser sends them (a real Request, with its
 * headers and body), and a request the test did not declare fails it.
 *
 * fetch only, not setupServer()'s XMLHttpRequest and WebSocket too: the avatar upload's tests fake
 * XMLHttpRequest themselves (features/account/lib/fake-xhr.ts), which MSW's patch would make
 * read-only, and realtime tests use FakeSocket. SetupServerApi is setupServer()'s API as a class
 * that takes the interceptors, MSW's maintainers' way of narrowing them (marked deprecated in msw 2.15
 * for the experimental defineNetwork; @mswjs/interceptors is msw's own dependency).
 */
export const server = new SetupServerApi([], [new FetchInterceptor()]);

/** The requests of the running test that no handler declared ("GET http://..."). */
const unhandled: string[] = [];
server.events.on('request:unhandled', ({ request }) => {
  unhandled.push(`${request.method} ${request.url}`);
});

/**
 * Starts the server for a test file and checks each test (called by setup.ts, so for every web file).
 * With `isolate: false` the module (and `server`) is shared by the files of a worker: each file
 * listens and closes again, and a test's handlers never reach the next test.
 */
export function listenForTheFile(): void {
  // "error": MSW prints the request and fails it as a network error; afterEach then fails the test,
  // which may otherwise have swallowed that error (a page showing "Network error" is still a page).
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  // A request made after the previous test ended (its page unmounting) is not this test's doing.
  beforeEach(() => {
    unhandled.length = 0;
  });
  afterEach(() => {
    // A test that declares no handler fakes no HTTP: its requests still fail (printed by MSW, as
    // network errors, like the unreachable 127.0.0.1:9 of renderApp's config before MSW), but only a
    // test that declares its network must declare all of it.
    const declared = server.listHandlers().length > 0;
    server.resetHandlers();
    const missed = unhandled.splice(0);
    if (declared && missed.length > 0) {
      throw new Error(`The test made requests no MSW handler declares (add them with server.use): ${missed.join(', ')}`);
    }
  });
  afterAll(() => server.close());
}
