import * as z from 'zod/mini';

/** Every this many referrals unlock one more reading for the referrer. */
export const REFERRALS_PER_READING = 3;

/** Premium's weekly price, as the Stripe price (STRIPE_WEEKLY_PRICE_ID) charges it, in US cents. */
export const WEEKLY_PRICE_CENTS = 799;
/** The weekly price as every screen writes it: "$7.99". */
export const WEEKLY_PRICE_LABEL = `$${(WEEKLY_PRICE_CENTS / 100).toFixed(2)}`;

export const subscriptionStatusSchema = z.object({
  hasSubscription: z.boolean(),
  /** 'active', 'canceling' (active until currentPeriodEnd), 'past_due', 'incomplete', 'canceled', ... or null. */
  status: z.nullable(z.string()),
  currentPeriodEnd: z.nullable(z.string()),
  unlockedReadings: z.number(),
  referralCount: z.number(),
});
export type SubscriptionStatus = z.infer<typeof subscriptionStatusSchema>;

export const startSubscriptionSchema = z.object({
  subscriptionId: z.string(),
  /** The Payment Element's client secret; null when nothing is due right now. */
  clientSecret: z.nullable(z.string()),
});
export type StartSubscription = z.infer<typeof startSubscriptionSchema>;
