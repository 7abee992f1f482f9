// Solutions already redeemed, each kept until its challenge expires: a solved captcha is good for
// one enquiry only. Memory stays small because only verified solutions on the rate-limited
// enquiry call are recorded, and expired ones are swept out.
export class UsedSolutions {
  private readonly expiries = new Map<string, number>();
  private readonly now: () => number;

  constructor(now: () => number = Date.now) {
    this.now = now;
  }

  /** Records a solution by its challenge signature; false when it was recorded before. */
  claim(signature: string, expiresAtMs: number): boolean {
    this.sweep();
    if (this.expiries.has(signature)) return false;
    this.expiries.set(signature, expiresAtMs);
    return true;
  }

  get size(): number {
    return this.expiries.size;
  }

  private sweep(): void {
    const now = this.now();
    for (const [signature, expiresAt] of this.expiries) {
      if (expiresAt <= now) this.expiries.delete(signature);
    }
  }
}
