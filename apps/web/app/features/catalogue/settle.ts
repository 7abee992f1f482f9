// Catalogue areas fail on their own (SPEC section 8: list fetch failures give empty lists).
// The API client has already logged HTTP and network failures; this names the area left empty.
export async function settle<T>(what: string, work: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await work();
  } catch (error) {
    console.error(`${what} unavailable`, error instanceof Error ? error.message : error);
    return fallback;
  }
}
