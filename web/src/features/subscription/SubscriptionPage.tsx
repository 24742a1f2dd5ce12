export default function SubscriptionPage() {
  return (
    <div className="page page--center">
      <section className="card card--narrow">
        <h1>Premium Membership</h1>
      </section>
    </div>
  );
}
