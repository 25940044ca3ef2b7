/**
 * Secrets the server makes for itself: 32 random bytes per name, made by whichever instance starts
 * first and read by every other (table `server_secrets`), so they hold across restarts and API
 * instances without a setting to manage. Whoever can read the database can read them — and could
 * read far more; a backup carries them along. Deleting a row makes a new secret at the next start
 * (for `device_tokens`: every device cookie is forgotten).
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { serverSecrets } from '../db/schema';

export type SecretName = 'device_tokens' | 'sign_in_names';

/** The secret named `name`, made now if nobody has made it yet (instances starting together agree on one). */
export async function serverSecret(db: Database, name: SecretName): Promise<Buffer> {
  await db
    .insert(serverSecrets)
    .values({ name, secret: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: serverSecrets.name });
  const [row] = await db.select({ secret: serverSecrets.secret }).from(serverSecrets).where(eq(serverSecrets.name, name));
  return Buffer.from(row.secret, 'base64url');
}
