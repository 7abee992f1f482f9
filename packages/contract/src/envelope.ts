// Every answer of the content API is wrapped in this envelope (SPEC section 7).
export interface ApiEnvelope<T> {
  success: boolean;
  result: T;
  message: string;
}

export function ok<T>(result: T, message = 'ok'): ApiEnvelope<T> {
  return { success: true, result, message };
}

export function failure(message: string): ApiEnvelope<null> {
  return { success: false, result: null, message };
}
