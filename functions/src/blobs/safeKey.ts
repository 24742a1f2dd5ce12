/** Keys are ours (palms/{uid}/{readingId}.jpg), but check anyway: no traversal, no absolute paths. */
export function assertSafeKey(key: string): void {
  if (
    !/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/.test(key) ||
    key.split('/').some((part) => part === '..' || part === '.')
  ) {
    throw new Error(`unsafe blob key: ${key}`);
  }
}
