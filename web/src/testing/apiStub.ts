import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { apiErrorBody, ERROR_STATUS, type ErrorCode } from '@campuseats/common/errors';

// The HTTP layer of a screen test (docs/decisions/0011-screen-tests-jsdom-msw.md): MSW answers the app's own
// fetch calls, so the screen runs its real API client (web/src/lib/apiClient.ts) against answers a test chooses.
// A request no handler answers fails the test that made it (useScreenTests).

/**
 * Every screen test file's one MSW server, listening from the moment this module loads: the Node build of Firebase
 * Auth (what Vitest resolves) keeps the `fetch` it finds when it loads, so MSW must have replaced it by then. Test
 * files and signIn.ts import this module before anything that loads Auth. useScreenTests drops each test's handlers
 * and stops the server after the file.
 */
export const server = setupServer();
/** The requests no handler answered since the last test: useScreenTests fails the test that made them. */
export const unanswered: string[] = [];
server.listen({
  onUnhandledRequest(request, print) {
    unanswered.push(`${request.method} ${request.url}`);
    print.error();
  },
});

/** The pattern of an API path (`/vendors/restaurants/:id`) on whatever origin the page has: apiRequest calls `/api/v1/...`. */
export const apiPath = (path: string) => `*/api/v1${path}`;

/** An answer in the API's one error shape, with the HTTP status of its code (docs/api.md, common/src/errors.ts). */
export function apiError(code: ErrorCode, message: string, details?: unknown): HttpResponse<JsonBodyType> {
  return HttpResponse.json(apiErrorBody(code, message, details), { status: ERROR_STATUS[code] });
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * Answers `method path` with each of `answers` in turn, the last one for every later call (so `[error, page]` is a
 * list that fails once and then loads), and records the requests it saw: a test can check what the screen sent.
 */
export function answerApi(
  method: Method,
  path: string,
  ...answers: [JsonBodyType | HttpResponse<JsonBodyType>, ...(JsonBodyType | HttpResponse<JsonBodyType>)[]]
) {
  const requests: Request[] = [];
  server.use(
    http[method](apiPath(path), ({ request }) => {
      const answer = answers[Math.min(requests.length, answers.length - 1)];
      requests.push(request);
      return answer instanceof HttpResponse ? answer.clone() : HttpResponse.json(answer);
    }),
  );
  return requests;
}
