import '../../ui/screens.css';
import { useCurrentUser } from '../../data/session';
import { requireOnline } from '../../lib/requireOnline';
import { ROUTES } from '../../lib/routes';
import { BackLink } from '../../ui/BackLink';
import { Button } from '../../ui/Button';
import { toast } from '../../ui/toastStore';
import { useDownloadMyData, useSignOutEverywhere } from './api';
import { DeleteAccount } from './DeleteAccount';
import { failed, useEndThenGoHome } from './feedback';
import { ReadingsPrivacy } from './ReadingsPrivacy';

/** Who sees each reading, a copy of everything, and deleting a reading or the whole account. */
export default function PrivacyPage() {
  const { data: user } = useCurrentUser();
  const downloadMyData = useDownloadMyData();
  const signOutEverywhere = useSignOutEverywhere();
  const endThenGoHome = useEndThenGoHome();

  if (!user) return null;

  function download() {
    if (!requireOnline('Downloading your data')) return;
    downloadMyData.mutate(undefined, {
      onSuccess: () =>
        toast({ title: 'Your data is downloading', description: 'A zip file with your readings and palm photos.' }),
      onError: (err) => failed("Couldn't prepare your data", err),
    });
  }

  const signOutOnEveryDevice = () =>
    endThenGoHome(
      signOutEverywhere,
      'Signing out everywhere',
      {
        title: 'Signed out everywhere',
        description: 'Every device signed in to your account is signed out now, this one included.',
      },
      "Couldn't sign you out everywhere",
    );

  return (
    <div className="page privacy">
      <BackLink to={ROUTES.dashboard}>Your readings</BackLink>
      <header className="page__header">
        <p className="eyebrow">Privacy &amp; data</p>
        <h1>Your data is yours</h1>
        <p className="muted">
          Your palm photos and readings belong to you. Decide who can see each reading, take a copy of everything we
          hold, or delete it.
        </p>
      </header>

      <ReadingsPrivacy />

      <section className="card privacy__section" aria-labelledby="privacy-hand">
        <h2 id="privacy-hand">Your hand profile</h2>
        <p className="muted">
          Each photo of your own palm adds to one reading of your hand: we keep the shape measured on each (the
          proportions of palm, fingers and thumb, no photo) with the reading it came from, so the same hand photographed
          again keeps its archetype. A photo marked as someone else&apos;s palm is read on its own and never joins it.
          Deleting a reading takes its photo out of your profile; deleting your account deletes the profile. It is in
          your download.
        </p>
      </section>

      <section className="card privacy__section" aria-labelledby="privacy-export">
        <h2 id="privacy-export">Download your data</h2>
        <p className="muted">
          A zip file with everything we hold about you: your name and phone number, your readings with what we measured
          on your palm, your hand profile, your referrals, when your sessions end, and your palm photos.
        </p>
        <Button variant="secondary" busy={downloadMyData.isPending} onClick={download}>
          Download My Data
        </Button>
      </section>

      <section className="card privacy__section" aria-labelledby="privacy-sessions">
        <h2 id="privacy-sessions">Signed-in devices</h2>
        <p className="muted">
          A sign-in lasts until you log out, or 14 days. Lost a phone, or signed in on someone else's? This signs your
          account out on every device at once, this one included; each forgets your readings and photos the next time it
          opens Palme online.
        </p>
        <Button variant="secondary" busy={signOutEverywhere.isPending} onClick={signOutOnEveryDevice}>
          Sign Out Everywhere
        </Button>
      </section>

      <DeleteAccount user={user} />
    </div>
  );
}
