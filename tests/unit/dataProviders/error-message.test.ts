import { describe, expect, it } from 'vitest';
import { apiErrorMessage } from '../../../dataProviders/http';

describe('apiErrorMessage (spec §8 order)', () => {
  const cases: [string, number, string, unknown, string][] = [
    [
      'debug message in an object message',
      400,
      'Bad Request',
      { message: { debugMessage: 'PAN mismatch', message: 'outer' } },
      'PAN mismatch',
    ],
    [
      'debug message in a JSON string message',
      400,
      'Bad Request',
      { message: '{"debugMessage":"Limit exceeded","code":7}' },
      'Limit exceeded',
    ],
    [
      'debug message in JSON embedded in text',
      500,
      'Internal Server Error',
      { message: '400 BAD_REQUEST "{\\"debugMessage\\":\\"Card blocked\\"}"' },
      'Card blocked',
    ],
    [
      'debug message JSON embedded without escapes',
      500,
      'Internal Server Error',
      { message: 'upstream said {"debugMessage":"Loan closed"}' },
      'Loan closed',
    ],
    [
      'server message when no debug message',
      400,
      'Bad Request',
      { success: false, message: 'Offer not found' },
      'Offer not found',
    ],
    [
      'server message when JSON message has no debugMessage',
      400,
      'Bad Request',
      { message: '{"code":7}' },
      '{"code":7}',
    ],
    [
      'status_message as the server message',
      400,
      'Bad Request',
      { status_code: 400, status_message: 'Invalid page' },
      'Invalid page',
    ],
    ['error as the server message', 400, 'Bad Request', { error: 'Nope' }, 'Nope'],
    ['plain-text body as the server message', 400, 'Bad Request', 'File is empty', 'File is empty'],
    ['status text when the body has no message', 502, 'Bad Gateway', { success: false }, 'Bad Gateway'],
    ['status text when the message is blank', 503, 'Service Unavailable', { message: '  ' }, 'Service Unavailable'],
    ['status text for an HTML body', 502, 'Bad Gateway', '<html>proxy error</html>', 'Bad Gateway'],
    ['API FAILED when nothing else', 500, '', null, 'API FAILED (500)'],
    ['API FAILED with an empty object', 418, '', {}, 'API FAILED (418)'],
  ];
  it.each(cases)('%s', (_name, status, statusText, body, expected) => {
    expect(apiErrorMessage(status, statusText, body)).toBe(expected);
  });
});
