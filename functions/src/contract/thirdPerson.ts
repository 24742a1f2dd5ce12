/**
 * A reading's words as someone else reads them: "Your long fingers…" becomes "Maya's long
 * fingers…". Readings are written to their owner, in the second person; a shared page, an invitation
 * and a link preview speak of the owner to a visitor. Within one text the owner is named at the first
 * mention and is "they" after it (singular they takes the verb forms "you" takes, so only the first,
 * named, subject needs its verb changed). Advice (a sentence in the imperative) stays advice to the
 * owner and says so once ("For Maya: take the stairs…"). Used by the web app's shared views and the
 * API's link previews alike.
 */

/** Words before "you" that make it an object ("calms you", "thank you"), not a subject ("before you go"). */
const TAKES_OBJECT = new Set(
  (
    'ask asks bring brings calm calms carry carries catch catches cost costs drain drains find finds free frees ' +
    'give gives help helps hold holds keep keeps lead leads let lets lift lifts make makes meet meets move moves ' +
    'need needs offer offers pull pulls push pushes remind reminds repay serve serves show shows ' +
    'steady steadies suit suits surprise surprises take takes tell tells thank trust trusts want wants wake wakes ' +
    'about around at behind beside between by for from into like near of on onto over past to toward towards under with without'
  ).split(' '),
);

/** Words after "you" that make it an object ("a gift for you.", "gives you a…", "thank you properly"). */
const FOLLOWS_OBJECT = new Set(
  (
    'a an the this more most for to in on at up down back off out over from with into well fresh properly twice ' +
    'faster better further away again too both all first last how what something anything nothing everything'
  ).split(' '),
);

/** Adverbs that may sit between a subject and its verb ("you rarely say"). */
const ADVERB =
  /^(?:\w+ly|always|never|often|still|already|also|just|almost|sometimes|even|once|seldom|not|no|longer)$/i;

/**
 * Verbs that may follow a named subject's first verb in one clause ("Maya decides in the doorway,
 * moves before the plan is dry, and makes it work"): each takes the same form.
 */
const COORDINATED_VERB = new Set(
  (
    'bring choose decide defend finish find forgive give invite keep let make move notice remember resent save ' +
    'say see take try win'
  ).split(' '),
);

/** Verbs whose "Maya …" form is not the regular one. */
const THIRD_PERSON_VERB: Record<string, string> = {
  are: 'is',
  were: 'was',
  have: 'has',
  do: 'does',
  go: 'goes',
  "don't": "doesn't",
  "aren't": "isn't",
  "weren't": "wasn't",
  "haven't": "hasn't",
};
const MODAL = new Set(
  "will would can could may might must should shall cannot can't won't wouldn't couldn't shouldn't".split(' '),
);

/** Past tenses keep their form ("only Maya caught"). */
const PAST = new Set(
  (
    'began brought built came caught chose did felt found gave got had heard held kept knew left lost made meant ' +
    'ran said saw sent spent stood taught thought told took went won wrote'
  ).split(' '),
);

function conjugated(verb: string): string {
  const lower = verb.toLowerCase();
  if (THIRD_PERSON_VERB[lower]) return THIRD_PERSON_VERB[lower];
  if (MODAL.has(lower) || PAST.has(lower) || lower.endsWith('ed')) return verb;
  if (/(?:s|sh|ch|x|z|o)$/.test(lower)) return `${verb}es`;
  if (/[^aeiou]y$/.test(lower)) return `${verb.slice(0, -1)}ies`;
  return `${verb}s`;
}

/**
 * Verbs a sentence of advice starts with ("Book the trip…", "Don't explain…"), as the engine writes
 * them; a sentence may lead with a time ("This week, finish…") or a condition ("When it rains, …").
 */
const IMPERATIVE = new Set(
  (
    "add answer ask avoid be beware book call cancel change choose craft decide do don't drink eat enjoy explain " +
    'finish fix follow give go have invite keep leave let look make meet move notice pack pick plan protect put ' +
    'rearrange release rest say share show sketch sleep spend start stop take talk teach tell test train trust try ' +
    'turn use visit walk watch write never hold name treat open send find celebrate slow sit listen buy learn read ' +
    'clear light place'
  ).split(' '),
);
const LEADING_TIME =
  /^(?:this (?:week|month|season|morning|evening)|today|tonight|tomorrow|each (?:morning|evening|day)[^,]*|next time[^,]*|when [^,]*|if [^,]*|once [^,]*|before [^,]*|after [^,]*),\s*/i;

export function isAdvice(sentence: string): boolean {
  const rest = sentence.replace(LEADING_TIME, '');
  const first = /^[A-Za-z']+/.exec(rest)?.[0]?.toLowerCase();
  if (!first) return false;
  // "Do not" and "Don't" are advice; "Do you…" is not written.
  return IMPERATIVE.has(first);
}

const capitalised = (word: string, like: string) =>
  like[0] === like[0]!.toUpperCase() ? word[0]!.toUpperCase() + word.slice(1) : word;

interface Speaker {
  /** The owner's name; "they" stands for them after the first mention. */
  name: string;
  named: boolean;
}

/** One declarative sentence in the third person; `who` says whether the owner is named yet. */
function sentenceOf(sentence: string, who: Speaker): string {
  const tokens = sentence.split(/(\s+)/);
  const words = tokens.map((t, i) => (i % 2 === 0 ? t : ''));
  const bare = (i: number) => (words[i] ?? '').replace(/^[^A-Za-z']+|[^A-Za-z']+$/g, '');
  const wordAt = (i: number) => bare(i).toLowerCase();
  for (let i = 0; i < tokens.length; i += 2) {
    const token = tokens[i]!;
    const match = /^([^A-Za-z']*)(you|your|yours|yourself|you're|you'll|you've|you'd)([^A-Za-z']*)$/i.exec(token);
    if (!match) continue;
    const [, before, word, after] = match;
    const lower = word!.toLowerCase();
    const named = who.named;
    let replacement: string;
    if (lower === 'your') replacement = named ? 'their' : `${who.name}'s`;
    else if (lower === 'yours') replacement = named ? 'theirs' : `${who.name}'s`;
    else if (lower === 'yourself') replacement = 'themselves';
    else if (lower === "you're") replacement = named ? "they're" : `${who.name} is`;
    else if (lower === "you'll") replacement = named ? "they'll" : `${who.name} will`;
    else if (lower === "you've") replacement = named ? "they've" : `${who.name} has`;
    else if (lower === "you'd") replacement = named ? "they'd" : `${who.name} would`;
    else {
      const previous = i >= 2 && !/[,;:.!?]$/.test(tokens[i - 2]!) ? wordAt(i - 2) : '';
      const next = after ? '' : wordAt(i + 2);
      const object = TAKES_OBJECT.has(previous) || after !== '' || !next || FOLLOWS_OBJECT.has(next);
      if (object) replacement = named ? 'them' : who.name;
      else if (named) replacement = 'they';
      else {
        replacement = who.name;
        // The named subject's verb: past adverbs, the first verb takes its "Maya …" form.
        let v = i + 2;
        while (v < tokens.length && ADVERB.test(bare(v))) v += 2;
        if (v < tokens.length) {
          const verb = bare(v);
          tokens[v] = tokens[v]!.replace(verb, conjugated(verb));
          // Its clause's further verbs, after "and", "or" or a comma, until the clause ends or a new subject.
          for (let w = v + 2; w < tokens.length && !/[;:.!?]$/.test(tokens[w - 2]!); w += 2) {
            const word = wordAt(w);
            const linked = /,$/.test(tokens[w - 2]!) || /^(?:and|or|but)$/.test(wordAt(w - 2));
            // A new clause with its own subject ("…, and you are usually right") ends the series.
            if (linked && /^(?:you|they|it|he|she|we|i|people|others)$/.test(word)) break;
            if (linked && COORDINATED_VERB.has(word)) tokens[w] = tokens[w]!.replace(bare(w), conjugated(bare(w)));
          }
        }
      }
    }
    who.named = true;
    tokens[i] = `${before}${capitalised(replacement, word!)}${after}`;
  }
  return tokens.join('');
}

/**
 * A text of the owner's reading as a visitor reads it, `name` being the owner's ("they" where there
 * is none). Sentences of advice keep speaking to the owner, introduced once as theirs.
 */
export function inThirdPerson(text: string, name: string | null): string {
  const who: Speaker = { name: name?.trim() || 'they', named: !name?.trim() };
  const sentences = text.split(/(?<=[.!?])\s+/);
  let advising = false;
  return sentences
    .map((sentence) => {
      if (isAdvice(sentence)) {
        const lead = advising ? '' : `For ${name?.trim() || 'them'}: `;
        advising = true;
        return lead ? lead + sentence[0]!.toLowerCase() + sentence.slice(1) : sentence;
      }
      advising = false;
      return sentenceOf(sentence, who);
    })
    .join(' ');
}
