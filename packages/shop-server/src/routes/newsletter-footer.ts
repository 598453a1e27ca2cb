import type { Context } from 'hono';
import { NEWSLETTER_FORMS } from '../domain/newsletter';
import type { Html } from '../views/format';
import { mailpoetFormGlobal, newsletterFooter } from '../views/newsletter';
import { shopOf, type ShopEnv } from './context';
import { MAILPOET_TOKEN_ACTION } from './newsletter';

/** The footer's inline newsletter form for this visitor (with its token) and the `MailPoetForm` global. */
export async function newsletterFooterFor(
  c: Context<ShopEnv>,
): Promise<{ footer: Html; globals: Record<string, unknown> }> {
  const token = await shopOf(c).nonce(MAILPOET_TOKEN_ACTION);
  return { footer: newsletterFooter(NEWSLETTER_FORMS[1]!, token), globals: { MailPoetForm: mailpoetFormGlobal() } };
}
