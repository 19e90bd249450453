/**
 * Every non-2xx answer of the API. `message` is Indonesian; every 401 contains "Unauthorized" in
 * `error`. `requestId` appears on 500s only, to match a report with the server log.
 */
export interface ErrorBody {
  statusCode: number;
  /** The HTTP reason phrase: 'Bad Request', 'Unauthorized', 'Not Found', ... */
  error: string;
  message: string;
  requestId?: string;
}
