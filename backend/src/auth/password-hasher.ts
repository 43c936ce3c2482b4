import { Algorithm, hash, verify } from '@node-rs/argon2';
import { Injectable } from '@nestjs/common';

// OWASP's argon2id baseline: 19 MiB of memory, 2 passes.
const OPTIONS = { algorithm: Algorithm.Argon2id, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

@Injectable()
export class PasswordHasher {
  /** A real hash of a random password, verified when the e-mail is unknown so timing does not tell. */
  private readonly decoy = hash(`decoy-${Math.random()}`, OPTIONS);

  hash(password: string): Promise<string> {
    return hash(password, OPTIONS);
  }

  async verify(storedHash: string | undefined, password: string): Promise<boolean> {
    if (!storedHash) {
      await verify(await this.decoy, password).catch(() => false);
      return false;
    }
    return verify(storedHash, password).catch(() => false);
  }
}
