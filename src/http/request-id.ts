import { monotonicMs } from '../core/clock.js';
import { setResponseHeader } from './response.js';
import type { Stage } from './stage.js';

const CLIENT_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Every response carries `X-Request-Id`: the client's own when it sent a sane one, else ours.
 * The stage also notes when the request arrived, for the journal and the log.
 */
export function requestId(): Stage {
  let counter = 0;
  return {
    name: 'request-id',
    enter(c) {
      const incoming = c.req.header('x-request-id');
      const id = incoming && CLIENT_ID.test(incoming) ? incoming : `req_${(++counter).toString(36).padStart(6, '0')}`;
      c.set('requestId', id);
      c.set('receivedAt', monotonicMs());
      setResponseHeader(c, 'x-request-id', id);
    },
  };
}
