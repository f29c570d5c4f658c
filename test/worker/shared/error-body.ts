/** What a client sees of an error: the contract's JSON body, checked to the key. */
import { expect } from 'vitest';

export type ErrorBody = { statusCode: number; message: string; error: string; issues?: { path: string; message: string }[] };

/** The response's body, asserted to be the contract's error shape for `status`. */
export async function errorOf(res: Response, status: number): Promise<ErrorBody> {
  const text = await res.text();
  expect(res.status, text).toBe(status);
  expect(res.headers.get('Content-Type')).toMatch(/^application\/json/);
  const body = JSON.parse(text) as ErrorBody;
  expect(body).toMatchObject({ statusCode: status, message: expect.any(String), error: expect.any(String) });
  const keys = Object.keys(body).sort();
  expect(keys).toEqual(body.issues ? ['error', 'issues', 'message', 'statusCode'] : ['error', 'message', 'statusCode']);
  return body;
}
