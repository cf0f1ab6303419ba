import { describe, expect, it } from 'vitest';
import { ApiClientError } from './api-client-error.ts';
import { ERROR_MESSAGES, withErrorMessage } from './error-message.ts';

describe('withErrorMessage', () => {
  it('passes the answer through', async () => {
    await expect(withErrorMessage(Promise.resolve(7), 'Не вдалося.')).resolves.toBe(7);
  });

  it('fails with the sentence for people, the failure kept as its cause', async () => {
    const offline = new ApiClientError({ kind: 'network' });
    const refused = new ApiClientError({
      kind: 'http',
      status: 422,
      body: { message: 'Пристрій уже зареєстровано.', errorType: 'device_exists', statusCode: 422 },
    });
    await expect(withErrorMessage(Promise.reject(offline), 'Не вдалося.')).rejects.toMatchObject({
      message: ERROR_MESSAGES.offline,
      cause: offline,
    });
    await expect(withErrorMessage(Promise.reject(refused), 'Не вдалося.')).rejects.toThrow('Пристрій уже зареєстровано.');
    await expect(withErrorMessage(Promise.reject(new TypeError('boom')), 'Не вдалося.')).rejects.toThrow('Не вдалося.');
  });
});
