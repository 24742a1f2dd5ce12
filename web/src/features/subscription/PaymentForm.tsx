import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useState, type FormEvent } from 'react';
import { WEEKLY_PRICE_LABEL } from '@contract/subscription';
import { ROUTES } from '../../lib/routes';
import { Button } from '../../ui/Button';

const DEFAULT_PAYMENT_ERROR = 'An error occurred with your payment';
const publishableKey = import.meta.env.VITE_STRIPE_PUBLISHABLE_KEY as string | undefined;

/** Stripe.js is fetched the first time a payment form is shown, and only on this page. */
let stripePromise: Promise<Stripe | null> | undefined;
function stripe(): Promise<Stripe | null> {
  stripePromise ??= loadStripe(publishableKey ?? '');
  return stripePromise;
}

export const paymentsConfiguredInBrowser = Boolean(publishableKey);

function CheckoutForm() {
  const stripeJs = useStripe();
  const elements = useElements();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function pay(event: FormEvent) {
    event.preventDefault();
    if (!stripeJs || !elements) return;
    setBusy(true);
    setError(null);
    const result = await stripeJs.confirmPayment({
      elements,
      confirmParams: { return_url: `${window.location.origin}${ROUTES.subscription}` },
    });
    // Success leaves the page for the return URL; we only get here with an error.
    setError(result.error?.message ?? DEFAULT_PAYMENT_ERROR);
    setBusy(false);
  }

  return (
    <form className="payment-form" onSubmit={(e) => void pay(e)}>
      <PaymentElement options={{ layout: 'tabs' }} />
      {error && (
        <p className="payment-form__error" role="alert">
          {error}
        </p>
      )}
      <Button
        type="submit"
        size="lg"
        block
        busy={busy}
        disabled={!stripeJs || !elements}
        aria-describedby="payment-terms"
      >
        Pay {WEEKLY_PRICE_LABEL} a week
      </Button>
      <p id="payment-terms" className="payment-form__terms">
        Renews every week at {WEEKLY_PRICE_LABEL} until you cancel. Cancel anytime on this page: Premium stays until the
        end of the week you paid for, and nothing more is charged.
      </p>
    </form>
  );
}

export function PaymentForm({ clientSecret }: { clientSecret: string }) {
  return (
    <Elements
      stripe={stripe()}
      options={{
        clientSecret,
        appearance: {
          theme: document.documentElement.dataset.theme === 'light' ? 'stripe' : 'night',
          variables: { colorPrimary: '#f0c96b', borderRadius: '12px' },
        },
      }}
    >
      <CheckoutForm />
    </Elements>
  );
}

export { DEFAULT_PAYMENT_ERROR };
