import { WEEKLY_PRICE_LABEL } from '@contract/subscription';
import { Link } from 'react-router-dom';
import { ROUTES } from '../../lib/routes';
import { LegalPage } from './LegalPage';

/** The terms: what Palme is, the free allowance, what Premium costs and how it renews and ends. */
export default function TermsPage() {
  return (
    <LegalPage title="Terms of use" lede="What you can expect of Palme, and what we ask of you.">
      <h2>What Palme is</h2>
      <p>
        Palme reads the shape and lines of a palm photo and writes a reading from them. Palmistry is a tradition, not a
        science: a reading is for reflection and fun, never advice about health, money or relationships.
      </p>
      <h2>Your account</h2>
      <p>
        You sign in with your phone number, which we verify with a one-time code. Use your own number and your own name,
        and only upload photos of your own palm or of someone who agreed to it.
      </p>
      <h2>Free readings</h2>
      <p>
        A new account starts with one palm reading and one compatibility check. Every three friends who join through
        your shared reading and take their first reading unlock one more reading.
      </p>
      <h2>Premium</h2>
      <p>
        Premium costs {WEEKLY_PRICE_LABEL} a week and gives unlimited readings and compatibility checks. It renews every
        week, charged to the card you paid with, until you cancel. Cancel any time on the Premium page: Premium stays
        until the end of the week you paid for and nothing more is charged. Payments are handled by Stripe; we never see
        your card number.
      </p>
      <h2 id="community-guidelines">Community guidelines</h2>
      <ul>
        <li>Share only your own readings, and only with people who want them.</li>
        <li>Don&apos;t use a name that impersonates someone, or one that insults.</li>
        <li>Don&apos;t try to get around the limits, or to read other people&apos;s data.</li>
      </ul>
      <p>We may close accounts that break these guidelines, after telling you why.</p>
      <h2>Your data</h2>
      <p>
        What we keep, for how long, and how to delete it is in the <Link to={ROUTES.privacyPolicy}>privacy policy</Link>
        .
      </p>
    </LegalPage>
  );
}
