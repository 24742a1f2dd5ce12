/**
 * The benchmark's reference: the same Firestore documents the API reads for a shared reading (its
 * public projection, by share id) and for a reading list, read directly with firebase-admin behind a
 * bare Node HTTP server. A reading list is for a signed-in user, and every request reads its session
 * (http/session.ts: a logout holds at once on every instance), so the list's reference reads the
 * session document and the list together, as the least any signed-in read must do.
 */
import { createServer } from 'node:http';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { sessionKey } from '../src/data/sessionKey.js';

const db = getFirestore(initializeApp({ projectId: process.env.GCLOUD_PROJECT ?? 'demo-palme' }));

const server = createServer((req, res) => {
  void (async () => {
    const [, kind, id, sid] = (req.url ?? '').split('/');
    let body: unknown;
    if (kind === 'shared' && id) {
      body = (await db.collection('sharedReadings').doc(id).get()).data();
    } else if (kind === 'list' && id && sid) {
      const [session, snap] = await Promise.all([
        db.collection('sessions').doc(sessionKey(sid)).get(),
        db.collection('readings').where('userId', '==', id).orderBy('createdAt', 'desc').get(),
      ]);
      if (!session.exists) {
        res.writeHead(401).end();
        return;
      }
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
