/**
 * The benchmark's reference: the same Firestore documents the API reads for a shared reading and
 * for a reading list, read directly with firebase-admin behind a bare Node HTTP server (and, for
 * the shared reading, once more with the view-count write the API also does).
 */
import { createServer } from 'node:http';
import { initializeApp } from 'firebase-admin/app';
import { FieldValue, getFirestore } from 'firebase-admin/firestore';

const db = getFirestore(initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-palme' }));

const server = createServer((req, res) => {
  void (async () => {
    const [, kind, id] = (req.url ?? '').split('/');
    let body: unknown;
    if ((kind === 'shared' || kind === 'shared-counted') && id) {
      const snap = await db.collection('readings').where('shareId', '==', id).limit(1).get();
      const doc = snap.docs[0];
      const reading = doc?.data();
      // 'shared-counted' also records the view, as the API does: the same reads plus the same write.
      const [ownerSnap] = await Promise.all([
        reading ? db.collection('users').doc(String(reading.userId)).get() : undefined,
        kind === 'shared-counted' && doc ? doc.ref.update({ viewCount: FieldValue.increment(1) }) : undefined,
      ]);
      body = { ...reading, referrerName: ownerSnap?.data()?.displayName ?? null };
    } else if (kind === 'list' && id) {
      const snap = await db.collection('readings').where('userId', '==', id).orderBy('createdAt', 'desc').get();
      body = snap.docs.map((d) => d.data());
    } else {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  })().catch((err: unknown) => {
    res.writeHead(500).end(String(err));
  });
});
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  console.log(`LISTENING ${typeof address === 'object' && address ? address.port : 0}`);
});
