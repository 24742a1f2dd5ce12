/** The parts of a reading that change with the day: today's mood, lucky time, keywords, a do and a don't. */
import type { Archetype } from '../../../contract/enums.js';

export const MOODS = [
  'Curious and open',
  'Calm and clear-headed',
  'Quietly confident',
  'Playful and light',
  'Reflective and gentle',
  'Bold and ready',
  'Tender and warm',
  'Focused and grounded',
  'Hopeful and bright',
  'Restless in a good way',
  'Patient and steady',
  'Inspired and generous',
];

/** Start hours of a two-hour lucky window, from early morning to late evening. */
export const LUCK_WINDOW_STARTS = [6, 7, 8, 9, 10, 11, 13, 14, 15, 16, 17, 18, 19, 20, 21];

function hourLabel(hour: number): string {
  const suffix = hour < 12 || hour === 24 ? 'AM' : 'PM';
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  return `${twelve}:00 ${suffix}`;
}

export function luckWindowLabel(startHour: number): string {
  return `${hourLabel(startHour)} – ${hourLabel(startHour + 2)}`;
}

/** Words for everyone's days, added to each archetype's own. snake_case, shown with spaces. */
export const DAILY_KEYWORDS = [
  'new_beginnings',
  'gratitude',
  'clarity',
  'patience',
  'abundance',
  'connection',
  'courage',
  'release',
  'balance',
  'surprise',
  'kindness',
  'focus',
  'healing',
  'play',
  'trust',
  'curiosity',
  'listening',
  'simplicity',
  'good_news',
  'second_chances',
  'small_wins',
  'deep_breath',
  'open_doors',
  'golden_hour',
];

/** One thing to do and one to skip today: any reader's, and each archetype's own. */
export const DO_TODAY = [
  'Answer the message you have been avoiding.',
  'Eat lunch away from a screen.',
  'Ask one question you think is too simple.',
  'Finish the smallest task on your list first.',
  'Tell someone specifically what they did well.',
  'Take the stairs, and the long way home.',
  "Write tomorrow's three priorities before bed.",
  'Say no to one thing, kindly.',
  'Drink a glass of water before your coffee.',
  'Call someone instead of texting them.',
  'Clear one surface in your home.',
  'Go outside before noon, even for five minutes.',
];

export const DONT_TODAY = [
  "Don't reply to anything important in the first minute.",
  "Don't agree to a deadline you have not checked.",
  "Don't scroll in bed.",
  "Don't lend out anything you will need back soon.",
  "Don't explain yourself more than once.",
  "Don't go without the meal you usually miss.",
  "Don't start a new project before lunch.",
  "Don't argue in writing.",
  "Don't buy the thing in your basket yet.",
  'Don\'t say "fine" if it is not.',
  "Don't carry someone else's mood home.",
  "Don't check the same thing twice.",
];

export const ARCHETYPE_DO: Record<Archetype, string[]> = {
  VISIONARY: ['Write the idea down before it changes shape.', 'Give one project a deadline.'],
  BUILDER: ['Leave one job half done on purpose.', 'Ask for help with the heavy part.'],
  FREE_SPIRIT: ['Keep one promise to yourself.', 'Plan the next two hours, only two.'],
  ORACLE: ['Say your hunch out loud.', 'Take twenty minutes alone.'],
  LOVER: ['Make something beautiful, however small.', 'Tell someone why you love them.'],
};

export const ARCHETYPE_DONT: Record<Archetype, string[]> = {
  VISIONARY: ["Don't start a second idea before the first is written down.", "Don't interrupt the slow thinker."],
  BUILDER: ["Don't redo someone else's work.", "Don't work through lunch."],
  FREE_SPIRIT: ["Don't decide anything big before dinner.", "Don't book anything you cannot cancel."],
  ORACLE: ["Don't absorb the room's mood.", "Don't answer for someone else."],
  LOVER: ["Don't give more than you have today.", "Don't read silence as rejection."],
};

/**
 * Why today reads as it does: one of the hand's traits, chosen by the day, paired with the day
 * ({day}: its weekday). Keyed by trait and level, as the daily seed names them; four ways each, so the
 * same trait speaks differently on another day.
 */
export const TODAY_BY_TRAIT: Record<string, Record<string, string[]>> = {
  palm: {
    long: [
      'This {day} your long palm sets the pace: go by the mood of the room before the agenda.',
      'Your long palm leads this {day}: leave room for a feeling to turn into a plan.',
      'With your long palm, {day} goes best when each mood gets to finish before you act on it.',
      'On {day}, your long palm keeps a slower inner pace than the clock, and the day goes better for it.',
    ],
    longish: [
      'This {day} your palm, a little long, asks for one slow hour between the busy ones.',
      'Your palm leans long, so on {day} the second thought is worth more than the first.',
      'Your longish palm has a say in how {day} goes: notice how a thing feels before you decide on it.',
      '{day} takes the gentler tempo of your slightly long palm: nothing important needs an instant answer.',
    ],
    squarish: [
      'This {day} your near-square palm does best with a plan: three things, in order.',
      'Your near-square palm keeps this {day} steady: finish before you start anything new.',
      'With your palm nearly square, give {day} a short list you will keep rather than a long one you admire.',
      'With a palm close to square, you make {day} run smoothly by giving each job its own slot.',
    ],
    square: [
      'This {day} belongs to your square palm: the practical job, done properly, is the lucky one.',
      'Your square palm leads this {day}: build something made to last, not something made to impress.',
      'What works beats what sounds clever on {day}, and your square palm knows the difference.',
      'Your square palm makes {day} a day for fixing the thing everyone has learned to step around.',
    ],
  },
  fingers: {
    short: [
      'This {day} your short fingers have the floor: act on your first read and fix the details later.',
      'Your short fingers lead this {day}: say yes quickly to the thing you already know you want.',
      'Your short fingers read a situation at a glance, and on {day} that first glance is the one to trust.',
      '{day} moves at the speed of your short fingers: done and out the door beats perfect and pending.',
    ],
    shortish: [
      'Your fingers, a little short, favor momentum this {day}: start before you feel ready.',
      'Your fingers run a little short, and this {day} rewards the first draft over the perfect one.',
      'For fingers a little on the short side, {day} likes a rough version now more than a neat one later.',
      'Let your slightly short fingers carry {day} along: keep things moving and sort the small stuff as you go.',
    ],
    longish: [
      'This {day} your fingers, a little long, favor the careful pass: read it once more before you send it.',
      'Your fingers lean long, and this {day} rewards one question asked before the answer.',
      'On {day}, your slightly long fingers find the mistake everyone else read past.',
      'Give {day} the extra minute your longish fingers ask for: a second look pays off.',
    ],
    long: [
      'This {day} your long fingers have the floor: the detail others skip is where the luck is.',
      'Your long fingers lead this {day}: slow work, done well, is what gets noticed.',
      'Your long fingers are at home in the small print, and {day} has plenty of it.',
      'Take {day} at the pace of your long fingers: one thing, finished to the last detail.',
    ],
  },
  apollo: {
    apollo: [
      'This {day} your long ring finger speaks: make one ordinary thing more beautiful than it needs to be.',
      'Your ring finger leads this {day}: choose with your heart first and find the reasons after.',
      'With your ring finger longer than your index, {day} trusts the eye over the spreadsheet.',
      '{day} takes its lead from your long ring finger: pick what moves you, then give the logic one honest look.',
    ],
    ring: [
      'This {day} your ring finger, a little long, favors taste over rules: trust what looks right.',
      'With your ring finger leaning long, {day} rewards one small risk taken for something you love.',
      'With your ring finger a little longer than your index, let {day} follow what is lovely as well as what is correct.',
      'Your ring finger, a shade longer than the index, gives {day} a softer edge: follow what you care about.',
    ],
    level: [
      'This {day} your level index and ring fingers ask for fairness: give each person their due, yourself included.',
      'Your index and ring fingers match, and this {day} rewards fairness over speed.',
      'With your ring and index fingers even, the fair answer is the lucky one on {day}.',
      'Your index finger, level with your ring, keeps {day} in proportion: let each side of a question be heard.',
    ],
    index: [
      'This {day} your index finger leads: take charge of one thing nobody else is steering.',
      'Your index finger, taller than your ring finger, asks this {day} for plain words: say what you want, and ask for it.',
      'On {day}, your index finger, the longer of the two, is made for deciding where things go.',
      '{day} hands your tall index finger the chair: run the meeting, or call one.',
    ],
  },
  thumb: {
    short: [
      'This {day} your shorter thumb speaks: persuade rather than push, and people come along.',
      'Your shorter thumb leads this {day}: give way on the small things to win the one that matters.',
      'Warmth wins over force on {day}, and your shorter thumb has plenty of it.',
      '{day} bends toward your shorter thumb: a kind word opens more than a hard one.',
    ],
    shortish: [
      'This {day} your thumb, a little short, favors the friendly word over the firm one.',
      'Your thumb runs a little short: this {day}, asking will get further than telling.',
      'With your thumb a touch short, {day} goes well when you meet people halfway.',
      'Your slightly short thumb softens {day}: say it warmly and people listen.',
    ],
    longish: [
      'Your thumb, a little long, favors following through this {day}: finish what you promised.',
      'With your thumb leaning long, {day} is the day to make the decision you keep postponing.',
      'Your slightly long thumb brings staying power to {day}, right through the dull middle of a job.',
      '{day} suits your thumb, a little longer than most: what you start, you see to the end.',
    ],
    long: [
      'This {day} your long thumb speaks: hold your line on the one thing that matters.',
      'Your long thumb leads this {day}: once a decision is made, let nothing talk you out of it.',
      'On {day}, the will in your long thumb lets you say no and mean it.',
      'Your long thumb holds {day} steady: once a thing is decided, it stays decided.',
    ],
  },
  thumbSet: {
    close: [
      'This {day} your close-held thumb asks for quiet: one hour alone will do more than three meetings.',
      'Your thumb is held close, and this {day} rewards sharing a plan with one trusted person first.',
      'Your close-tucked thumb asks for a quieter {day}: the best of it happens away from an audience.',
      '{day} keeps its own counsel, like your close-set thumb: say less and notice more.',
    ],
    near: [
      'This {day} your thumb, held a little in, favors the small step you can take right away.',
      'Your thumb is set near, so {day} runs best on routine rather than surprise.',
      'Small steps add up on {day}: your thumb, kept near your fingers, turns them into steady progress.',
      'Your slightly tucked thumb likes {day} in increments: a little, then a little more.',
    ],
    natural: [
      'This {day} the easy angle of your thumb favors balance: say yes to one thing and no to one.',
      'Your thumb sits at an easy angle, so take {day} as it comes, one hour at a time.',
      'On {day}, your naturally set thumb keeps work and rest in fair proportion.',
      "{day} sits well with your thumb's natural angle: hold plans loosely and enjoy what turns up.",
    ],
    open: [
      'This {day} your open thumb favors company: the lucky thing arrives through someone else.',
      'Your thumb is held open, so the conversation you did not plan is where {day} pays off.',
      'Among people is where your open-set thumb finds its luck on {day}.',
      '{day} turns sociable for your open thumb: stay for the second half of a conversation.',
    ],
    wide: [
      'This {day} your wide-set thumb favors the leap: say yes before the doubts arrive.',
      'Your thumb is set wide: on {day}, the invitation you almost turned down is the one to take.',
      'On {day}, your widely set thumb is built for the bold move you keep half-planning.',
      'Your thumb, set wide from your hand, reaches for the new on {day}: try something you have never tried.',
    ],
  },
};

/**
 * What to do and what to skip on a day a trait speaks, by trait and level (the keys of
 * TODAY_BY_TRAIT): each agrees with every why sentence of its level, so the card reads as one.
 */
export const TODAY_STEPS: Record<string, Record<string, { do: string[]; skip: string[] }>> = {
  palm: {
    long: {
      do: [
        'Name your mood in one word before you open your inbox.',
        'Give one decision an hour to settle before you answer.',
        'Tell one person plainly how their news made you feel.',
        'Start with whichever task suits the mood you are in.',
        'Play music that fits your mood while you work.',
      ],
      skip: [
        "Don't pack your hours back to back.",
        "Don't talk yourself out of a feeling just because it lacks a reason.",
        "Don't fill a quiet hour just because it is empty.",
        "Don't agree to a plan that sits wrong with you.",
        "Don't rush a conversation that needs to go slowly.",
      ],
    },
    longish: {
      do: [
        'Block out an hour with nothing scheduled in it.',
        'Write your first answer down, then wait before sending it.',
        'Leave one reply in your drafts until the afternoon.',
        'Revisit one morning decision in the afternoon, with fresh eyes.',
        'Notice which request lifts your mood, and say yes to that one.',
      ],
      skip: [
        "Don't sign up for anything on the spot.",
        "Don't take the first offer just because it came first.",
        "Don't brush off a small unease about a plan.",
        "Don't let a busy colleague hurry your answer.",
        "Don't decide anything that matters while everyone is hurrying.",
      ],
    },
    squarish: {
      do: [
        'Write your three jobs down in the order you will do them.',
        'Group small errands together and do them in one go.',
        'Put a time next to each item on your list.',
        'Tie off the loose ends of an unfinished job first.',
        'Cross each item off the moment it is done.',
      ],
      skip: [
        "Don't open a fresh task while one is half finished.",
        "Don't add a fourth item to a list of three.",
        "Don't rearrange a working plan without a good reason.",
        "Don't let an interruption reshuffle your list.",
        "Don't say yes to a side errand halfway through a task.",
      ],
    },
    square: {
      do: [
        'Put a real fix in place of a temporary one.',
        'Finish one job to the standard you would want to inherit.',
        'Measure twice on the one job where mistakes cost money.',
        'Choose the plain, sturdy option over the shiny one.',
        'Spend an hour on upkeep nobody will notice.',
      ],
      skip: [
        "Don't cut a corner you will have to come back to.",
        "Don't sign off on work you have not tested.",
        "Don't start a job without the tools to finish it.",
        "Don't leave the tidying up for someone else.",
        "Don't buy new when the old one only needs mending.",
      ],
    },
  },
  fingers: {
    short: {
      do: [
        'Send the first draft before noon, unpolished.',
        'Decide the small things in under a minute each.',
        'Clear three small tasks in a single burst.',
        'Take the first option that fits on anything you can undo tomorrow.',
        'Start the job you have been planning, without more planning.',
      ],
      skip: [
        "Don't reread a message that is already good enough.",
        "Don't ask for a second opinion on a small choice.",
        "Don't polish a slide nobody will look at twice.",
        "Don't wait for every detail before you begin.",
        "Don't schedule a meeting to decide something you can decide alone.",
      ],
    },
    shortish: {
      do: [
        'Show someone the rough version and keep working while they look.',
        'Begin your hardest task in the first ten minutes of work.',
        'Send the first draft of something before noon, however rough.',
        'Answer each yes-or-no question in a single line.',
        'Fix mistakes as they show up instead of guarding against each one in advance.',
        'Pick up where you left off without reviewing first.',
      ],
      skip: [
        "Don't wait for a quiet moment to start.",
        "Don't tidy your desk before you begin.",
        "Don't rewrite an opening line more than once.",
        "Don't research something you could simply try.",
        "Don't hold a question back until it is perfectly phrased.",
      ],
    },
    longish: {
      do: [
        'Check one figure against its source before it goes out.',
        'Read the whole thread before you add to it.',
        'Ask one clarifying question before you agree to a task.',
        'Go over the most important message line by line.',
        'Save ten minutes at the end for a last look.',
      ],
      skip: [
        "Don't send anything important as a first draft.",
        "Don't skim the fine print on anything you sign.",
        "Don't answer a question you have only half read.",
        "Don't let someone hurry you past the last check.",
        "Don't assume the attachment is the right version.",
      ],
    },
    long: {
      do: [
        'Go through one piece of work a final time, slowly.',
        'Give one job your full attention from start to end.',
        'Sort out the detail that has been bothering you.',
        'Smooth the rough edges of a piece you thought was done.',
        'Write the careful version of an email you might otherwise dash off.',
      ],
      skip: [
        "Don't rush the final ten percent.",
        "Don't hand over work you would not sign your name to.",
        "Don't juggle three jobs when one deserves all of you.",
        "Don't promise speed on work that needs care.",
        "Don't settle for roughly right on the numbers that matter.",
        "Don't skim a recipe you have never cooked before.",
        "Don't leave a small repair at home half done.",
      ],
    },
  },
  apollo: {
    apollo: {
      do: [
        'Rearrange one corner of your room until it pleases you.',
        'Choose the one you love when two options cost the same.',
        'Tell someone what you admire in their work.',
        'Dress for the way you want the day to feel.',
        'Give an hour to a picture or poem that delights you.',
      ],
      skip: [
        "Don't argue your heart down with a list of pros and cons.",
        "Don't settle for the gray option to avoid comment.",
        "Don't let someone else's taste overrule yours on your own things.",
        "Don't keep the thing you dislike just because it still works.",
        "Don't hide the thing you made because it is not perfect.",
      ],
    },
    ring: {
      do: [
        'Spend a little on something small that delights you.',
        'Say yes to one plan purely because you would love it.',
        'Use the nice pen you have been saving.',
        'Ask someone you like to do something with you.',
        'Put one thing you find beautiful where you will see it.',
      ],
      skip: [
        "Don't follow the template when your version looks better.",
        "Don't wait for permission to enjoy something.",
        "Don't hold back a compliment for fear it sounds like too much.",
        "Don't pick the safe gift over the one you know they would love.",
        "Don't let a rule of etiquette stop a warm gesture.",
      ],
    },
    level: {
      do: [
        'Ask the quietest person in the room for their view.',
        'Split a shared task so each part is the same size.',
        'Return a favor you owe before asking for a new one.',
        'Write down the best case for the option you dislike.',
        'Credit everyone who helped, by name.',
      ],
      skip: [
        "Don't take sides in an argument you heard half of.",
        "Don't let the loudest voice decide for the group.",
        "Don't say yes to everyone and leave nothing for yourself.",
        "Don't hand the dull jobs to whoever complains least.",
        "Don't rush a decision that affects more people than you.",
      ],
    },
    index: {
      do: [
        'Set the agenda for your next conversation.',
        'Ask for the refund, the favor or the answer directly.',
        'Assign one job to someone and say when you need it.',
        'Make the call on a question that has been drifting.',
        'Put your name forward for the thing you want to lead.',
      ],
      skip: [
        "Don't hint when you can simply ask.",
        "Don't soften a no into a maybe.",
        "Don't hand a decision back to the group to dodge it.",
        "Don't wrap a clear request in three apologies.",
        "Don't let a stalled project wait for someone else to move.",
      ],
    },
  },
  thumb: {
    short: {
      do: [
        'Let someone else pick the time and place.',
        'Open a tricky request with what the other person gains.',
        'Start a hard conversation with what you agree on.',
        "Fold a colleague's suggestion into your own plan.",
        'Ask for help in a way that makes yes easy.',
      ],
      skip: [
        "Don't insist on the last word.",
        "Don't push a point the other person has already granted.",
        "Don't dig in over a detail that doesn't matter to you.",
        "Don't send the blunt version of a message.",
        "Don't make a request sound like an order.",
      ],
    },
    shortish: {
      do: [
        'Phrase your next instruction as a question.',
        'Offer two options instead of one demand.',
        'Ask someone what they need before you say what you need.',
        'Add one warm line to a brisk email.',
        'Let a colleague finish their idea before you answer.',
      ],
      skip: [
        "Don't drop the greeting from a work message.",
        "Don't correct someone in front of others.",
        "Don't turn a suggestion into a rule.",
        "Don't answer a question with a lecture.",
        "Don't decide for a group you could simply ask.",
      ],
    },
    longish: {
      do: [
        'Deliver one thing you offered to do, fully.',
        'Set a firm date for the choice you have been putting off.',
        'Return to a job you dropped and move it forward.',
        'Write your decision down where you will see it, and let that end the debate.',
        'Finish the smallest open task before you start anything new.',
        'Stay with one task until the tedious part is behind you.',
      ],
      skip: [
        "Don't leave a promise half kept.",
        "Don't ask for more time on a decision you could make now.",
        "Don't drop a habit the first day it feels dull.",
        "Don't let a small setback stop a job in the middle.",
        "Don't go quiet on someone who is waiting for your answer.",
      ],
    },
    long: {
      do: [
        'Make your biggest decision of the day before noon.',
        'Name the one thing you will not bend on, and keep it.',
        'Write your decision down and act on it the same hour.',
        'Turn down the offer that would pull you off course.',
        'State your terms at the start of a negotiation.',
      ],
      skip: [
        "Don't reopen a choice you already made.",
        "Don't ask for opinions on a decision that is already yours.",
        "Don't split the difference on the one point you care about.",
        "Don't leave a decision open just to keep people happy.",
        "Don't change course just to avoid an awkward moment.",
      ],
    },
  },
  thumbSet: {
    close: {
      do: [
        'Take your hardest task somewhere nobody will find you.',
        'Keep a new idea in a private notebook until it is stronger.',
        'Mute your group chats until the afternoon.',
        'Answer only the messages that truly need you.',
        'Decline one invitation you would accept only out of duty.',
      ],
      skip: [
        "Don't announce a plan before it is settled.",
        "Don't take a call you could answer in writing.",
        "Don't fill every silence in a conversation.",
        "Don't explain your reasons to people who have not asked.",
        "Don't hand over your calendar for others to fill.",
      ],
    },
    near: {
      do: [
        'Break one big job into three small pieces.',
        'Do the first five minutes of a task you keep avoiding.',
        'Start the day in your usual order.',
        'Add one small step to a habit you already have.',
        'Answer three emails and count it as progress.',
      ],
      skip: [
        "Don't reorganize your whole system at once.",
        "Don't swap a working habit for a new fad.",
        "Don't take on a big change on impulse.",
        "Don't judge a small step by how far is left.",
        "Don't begin a second project before the first has a rhythm.",
      ],
    },
    natural: {
      do: [
        'Keep your plans loose enough to fit one surprise.',
        'Give equal time to your work and to someone you like.',
        'Let a delay become the moment you finish something small.',
        'Go along with one plan someone else makes.',
        'Stop at a sensible hour and leave the remainder for later.',
      ],
      skip: [
        "Don't make a small mix-up into a big story.",
        "Don't fight a change you cannot control.",
        "Don't let one task swallow the whole day.",
        "Don't push for an answer that will come in its own time.",
        "Don't carry a morning setback into the afternoon.",
      ],
    },
    open: {
      do: [
        'Say more than hello to someone you see every day.',
        'Invite one person to join what you are already doing.',
        'Ask a colleague how their project is really going.',
        'Introduce two people who should know each other.',
        'Reply to a group message with a real question.',
      ],
      skip: [
        "Don't work alone behind a closed door all day.",
        "Don't cut a friendly chat short to get back to your list.",
        "Don't keep good news to yourself.",
        "Don't sit out a group plan because you were invited late.",
        "Don't leave a gathering before you have met someone new.",
      ],
    },
    wide: {
      do: [
        'Try the new thing someone suggests, without asking for details.',
        'Sign up for the class you keep reading about.',
        'Apply for the role that feels one size too big.',
        'Say yes to a plan before you check your calendar.',
        'Send the bold message you drafted and never sent.',
      ],
      skip: [
        "Don't wait for the perfect moment to say yes.",
        "Don't turn down an invitation out of habit.",
        "Don't ask for time to think about something you already want.",
        "Don't let one doubt cancel a plan you were excited about.",
        "Don't shrink an ambitious plan to make it comfortable.",
      ],
    },
  },
};

/**
 * The whys and tips that suppose a working day (a meeting, a colleague, work handed over): left out on
 * a Saturday or a Sunday, unless every option of their list is (a reader met "run the meeting, or call
 * one" on a Saturday).
 */
export const WORKDAY_ONLY: ReadonlySet<string> = new Set([
  '{day} hands your tall index finger the chair: run the meeting, or call one.',
  'This {day} your close-held thumb asks for quiet: one hour alone will do more than three meetings.',
  "Don't agree to a deadline you have not checked.",
  "Don't redo someone else's work.",
  "Don't work through lunch.",
  "Don't let a busy colleague hurry your answer.",
  "Don't sign off on work you have not tested.",
  "Don't schedule a meeting to decide something you can decide alone.",
  'Begin your hardest task in the first ten minutes of work.',
  'Go through one piece of work a final time, slowly.',
  "Don't hand over work you would not sign your name to.",
  "Don't promise speed on work that needs care.",
  "Fold a colleague's suggestion into your own plan.",
  'Let a colleague finish their idea before you answer.',
  "Don't drop the greeting from a work message.",
  'Answer three emails and count it as progress.',
  'Ask a colleague how their project is really going.',
  "Don't polish a slide nobody will look at twice.",
  "Don't assume the attachment is the right version.",
  'Take your hardest task somewhere nobody will find you.',
  'Send the first draft before noon, unpolished.',
  'This {day} your long palm sets the pace: go by the mood of the room before the agenda.',
]);
