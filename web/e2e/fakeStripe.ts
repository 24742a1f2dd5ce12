/**
 * Stripe.js cannot load here (no network to js.stripe.com), so browser tests serve this stand-in at
 * its URL: enough of Stripe.js for @stripe/react-stripe-js to mount a Payment Element and confirm a
 * payment, which "succeeds" by redirecting to the return URL as Stripe does, or fails with a message.
 */
import type { BrowserContext } from 'playwright-core';

const FAKE_STRIPE_JS = `
window.Stripe = function (key) {
  var listeners = {};
  var element = {
    mount: function (target) {
      var node = typeof target === 'string' ? document.querySelector(target) : target;
      node.innerHTML = '<label style="display:grid;gap:6px;color:inherit">Card number<input class="input" aria-label="Card number" value="4242 4242 4242 4242" /></label>';
      setTimeout(function () { (listeners.ready || []).forEach(function (f) { f({ elementType: 'payment' }); }); }, 10);
      return element;
    },
    on: function (event, fn) { (listeners[event] = listeners[event] || []).push(fn); return element; },
    off: function () { return element; },
    once: function (event, fn) { return element.on(event, fn); },
    update: function () {}, destroy: function () {}, unmount: function () {}, focus: function () {}, blur: function () {}, clear: function () {}, collapse: function () {}
  };
  var elements = {
    create: function () { return element; }, getElement: function () { return element; }, update: function () {},
    fetchUpdates: function () { return Promise.resolve({}); }, submit: function () { return Promise.resolve({}); }, on: function () {}
  };
  window.__stripeKey = key;
  return {
    elements: function (options) { window.__stripeElementsOptions = options; return elements; },
    createToken: function () {}, createPaymentMethod: function () {}, confirmCardPayment: function () {},
    _registerWrapper: function () {}, registerAppInfo: function () {},
    confirmPayment: function (params) {
      if (window.__stripeDecline) return Promise.resolve({ error: { type: 'card_error', message: window.__stripeDecline } });
      if (window.__stripeSilentError) return Promise.resolve({ error: { type: 'api_error' } });
      window.location.assign(params.confirmParams.return_url + '?payment_intent=pi_fake&payment_intent_client_secret=x&redirect_status=succeeded');
      return new Promise(function () {});
    }
  };
};
window.Stripe.version = 'endive';
`;

export async function serveFakeStripeJs(context: BrowserContext): Promise<string[]> {
  const requested: string[] = [];
  await context.route('https://js.stripe.com/**', async (route) => {
    requested.push(route.request().url());
    await route.fulfill({ contentType: 'application/javascript', body: FAKE_STRIPE_JS });
  });
  return requested;
}
