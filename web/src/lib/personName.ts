/**
 * The name a newcomer gives before their phone number: asked on the home page, or on "Almost
 * There!" for someone who came through an invitation. The spec's toast says a missing name; the
 * form says it under its field too.
 */
import { toast } from '../ui/toastStore';
import { local, LOCAL_KEYS } from './browserStorage';

export const NAME_MAX_LENGTH = 60;
export const NAME_REQUIRED = { title: 'Name is required', description: 'Please enter your name to continue' } as const;

export function nameRequired(): void {
  toast({ ...NAME_REQUIRED, variant: 'destructive' });
}

/** Kept as given (the spec saves it untrimmed); an empty or blank name is refused before. */
export function saveName(name: string): void {
  local.set(LOCAL_KEYS.userName, name);
}

export const savedName = (): string => local.get(LOCAL_KEYS.userName) ?? '';
