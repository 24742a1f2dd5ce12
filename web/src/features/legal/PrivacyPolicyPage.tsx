import { Link } from 'react-router-dom';
import { ROUTES } from '../../lib/routes';
import { LegalPage } from './LegalPage';

/** What Palme keeps, why, for how long, who sees it, and how to take it or delete it. */
export default function PrivacyPolicyPage() {
  return (
    <LegalPage
      title="Privacy policy"
      lede="Palm photos are personal. We keep only what your readings need, and you can delete all of it."
    >
      <h2>What we keep</h2>
      <ul>
        <li>
          <strong>Your name and phone number</strong>, to sign you in. The number is never shown to anyone else.
        </li>
        <li>
          <strong>Your palm photos</strong> and the readings written from them, with what was measured on each photo
          (the proportions of palm and fingers, and the traced lines).
        </li>
        <li>
          <strong>Your hand profile</strong>: the shape measured on each photo of your own palm, so the same hand keeps
          its reading. No photo is in it.
        </li>
        <li>
          <strong>Compatibility results</strong>, seen only by the two people they are about.
        </li>
        <li>
          <strong>Fingerprints that keep referrals fair</strong>: a one-way hash of each browser you sign in on and of
          each photo you upload, so a second number of your own, or one photo read twice, does not count as a friend
          invited. They go with your account and your photos.
        </li>
        <li>
          <strong>Your membership</strong>: whether you are Premium and until when. Stripe keeps your card; we never see
          it.
        </li>
      </ul>
      <h2>How long</h2>
      <p>
        Readings and their photos stay until you delete them or your account. A sign-in lasts 14 days on a device.
        Counters that slow down abuse (how many photos an account sent today) forget you within two days.
      </p>
      <h2>Who sees what</h2>
      <p>
        A reading is shared by link: anyone with its link sees it while you keep it public. The first time you share a
        reading you choose what of its photo goes with it: cropped close around your hand (the default), the whole
        photo, or none; the link's preview card shows the same. You can change that, or make any reading private so its
        link shows nothing, on the Privacy &amp; data page. Nobody can search for your readings.
      </p>
      <h2>Taking and deleting your data</h2>
      <p>
        On the Privacy &amp; data page (signed in) you can download everything we hold about you, delete any reading and
        its photo, sign out on every device, and delete your account with everything in it. Deleting is immediate and
        cannot be undone; the only thing we keep is a one-way fingerprint of your number, so a new account on it does
        not get a second free reading.
      </p>
      <p>
        Questions? Write to <a href="mailto:support@palme.app">support@palme.app</a>. See also the{' '}
        <Link to={ROUTES.terms}>terms of use</Link>.
      </p>
    </LegalPage>
  );
}
