/** Open Graph and Twitter card tags for shared and invitation links, written into the SPA's HTML shell. */
import escapeHtml from 'escape-html';
import { ARCHETYPE_NAMES } from '../contract/enums.js';
import { isArchetype } from '../domain/archetypes.js';
import type { RenderedPage } from '../contract/drawnPage.js';
import { PREVIEW_TEXTS } from '../contract/previewTexts.js';
import { inThirdPerson } from '../contract/thirdPerson.js';
import { withDrawnPage } from './drawnPage.js';

export interface PreviewMeta {
  title: string;
  description: string;
  url: string;
  image: string;
  imageAlt: string;
  /**
   * The palm photo, fetched with the page where it shows in the first screen: beside the words on a
   * wide screen. On a phone it is below them, and loads after what the first screen shows.
   */
  preloadImage?: string | null;
}

export function previewMeta(input: {
  kind: 'shared' | 'invite';
  origin: string;
  path: string;
  ownerName: string | null;
  archetype: string | null;
  keyInsight: string | null;
  /** The reading's own card (its palm as shared, http path), when its link shows a photo. */
  card?: string | null;
}): PreviewMeta {
  const archetype = input.archetype && isArchetype(input.archetype) ? input.archetype : null;
  const archetypeName = isArchetype(archetype) ? ARCHETYPE_NAMES[archetype] : null;
  const who = input.ownerName?.trim() || PREVIEW_TEXTS.someone;
  const shared = input.kind === 'shared';
  const title = shared ? PREVIEW_TEXTS.sharedTitle(who, archetypeName) : PREVIEW_TEXTS.inviteTitle(who);
  const description = shared
    ? input.keyInsight
      ? inThirdPerson(input.keyInsight, input.ownerName)
      : PREVIEW_TEXTS.sharedDescription
    : PREVIEW_TEXTS.inviteDescription(who, archetypeName);
  return {
    title,
    description,
    url: `${input.origin}${input.path}`,
    image: input.card
      ? `${input.origin}${input.card}`
      : `${input.origin}/og/${(archetype ?? 'default').toLowerCase()}.png`,
    imageAlt: input.card ? PREVIEW_TEXTS.cardAlt(who, archetypeName) : PREVIEW_TEXTS.imageAlt(archetypeName),
  };
}

/**
 * Replaces the shell's title and description and adds the preview tags; every value is escaped. The
 * page drawn for the address, if any, goes into the root (drawnPage.ts).
 */
export function withPreviewTags(shell: string, meta: PreviewMeta, page: RenderedPage | null = null): string {
  const e = (value: string) => escapeHtml(value);
  const tags: string[] = [
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="Palme" />`,
    `<meta property="og:title" content="${e(meta.title)}" />`,
    `<meta property="og:description" content="${e(meta.description)}" />`,
    `<meta property="og:url" content="${e(meta.url)}" />`,
    `<meta property="og:image" content="${e(meta.image)}" />`,
    `<meta property="og:image:width" content="1200" />`,
    `<meta property="og:image:height" content="630" />`,
    `<meta property="og:image:alt" content="${e(meta.imageAlt)}" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<meta name="twitter:title" content="${e(meta.title)}" />`,
    `<meta name="twitter:description" content="${e(meta.description)}" />`,
    `<meta name="twitter:image" content="${e(meta.image)}" />`,
  ];
  if (meta.preloadImage)
    tags.push(
      // The width at which the reading puts its photo beside the words (web/src/ui/reading/reading.css).
      `<link rel="preload" as="image" href="${e(meta.preloadImage)}" media="(min-width: 768px)" fetchpriority="high" />`,
    );
  const head = tags.join('\n    ');
  return withDrawnPage(
    shell
      // Function replacements: a name or words with "$&" or "$`" go in as written, never as patterns.
      .replace(/<title>[^<]*<\/title>/, () => `<title>${e(meta.title)}</title>`)
      .replace(
        /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
        () => `<meta name="description" content="${e(meta.description)}" />`,
      )
      .replace('</head>', () => `    ${head}\n  </head>`),
    page,
  );
}
