/**
 * Which side of four axes a bank sentence takes, where it clearly takes one (decision 0020's
 * "each trait speaks in its own dimension", carried to the archetype's own texts): how the thumb is
 * held says `out` (easy with strangers, company, novelty, leaps, yes to invitations) or `in` (guarded,
 * a few close people, privacy, the familiar, staying put); the fingers' length `quick` (deciding
 * fast, a first read, starting before the plan is done, skipping the details) or `careful` (research,
 * checking, detail, polish, deciding slowly); the thumb's length `firm` (a will that holds, decisions
 * that stand, finishing, steering others) or `yielding` (going with the current, giving way,
 * reopening decisions, avoiding confrontation, following a lead); the palm's shape `deep` (feelings
 * that run deep and linger, sensitivity to a room's mood) or `light` (an even keel, moods that blow
 * over, unflappable). A sentence that would read as false for a hand on the other side is tagged;
 * most take no side and are left out. A sentence written for one level of a trait (a thumb set's,
 * the fingers', ...) is tagged only on the other axes: its own always agrees with the hand.
 * A prediction ({ happens, advice }) is keyed as the Chooser reads it: what will happen and what to do,
 * joined by one space.
 *
 * The archetype fixes two axes of its hand (traits.ts archetypeOfKeys): the Visionary (Air) is light
 * and careful, the Builder (Earth) light and quick, the Free Spirit (Fire) deep and quick, the Oracle
 * (Water) deep and careful; the Lover any. An archetype's sentence tagged against its own fixed side
 * is never said (those are marked "never said" below, candidates for rewording).
 */
export type Lean =
  | 'out'
  | 'in'
  | 'quick'
  | 'careful'
  | 'firm'
  | 'yielding'
  | 'deep'
  | 'light'
  // Not of the hand: whether a sentence supposes the reader has a partner now or has none. The hand
  // takes neither side; once a reading says one, it says nothing of the other (a reviewer met "the
  // next person you date" beside "your partner will ask for a key to your place").
  | 'partnered'
  | 'single'
  // Not of the hand either: whether a sentence has the reader's way go where they planned it (a road
  // walked as drawn, a plan that calms) or where chance takes it (a second act far from the first,
  // turns nobody predicted). Once a reading says one, it says nothing of the other (a reviewer met "you
  // named the place early and kept walking" beside a life line read as "a surprising second career").
  | 'planned'
  | 'unplanned';

/** The sides a reader's review met a sentence taking, against one on the other side of the same reading. */
const MET: Record<string, readonly Lean[]> = {
  // archetypeTexts.ts: VISIONARY (always light and careful)
  'Connecting people who should know each other': ['out'],
  'Leaving ideas unfinished when a newer one appears': ['yielding'],
  'Explaining feelings instead of feeling them': ['light'],
  'Forgetting lunch, rent and other earthly details': ['quick'], // never said: the Air hand's fingers are long

  // archetypeTexts.ts: LOVER
  'Reading a room in an instant': ['deep'],
  'Saying the tender thing out loud': ['out'],
  "Taking other people's moods home with you": ['deep'],
  'Avoiding conflict until it grows bigger': ['yielding'],
  'Saying yes to please and resenting it later': ['yielding'],
  'Letting one harsh word outweigh ten kind ones': ['deep'],

  // archetypeTexts.ts: BUILDER (always light and quick)
  'Finishing what you start': ['firm'],
  'Staying calm when plans fall apart': ['light'],
  'Patience that outlasts every obstacle': ['firm'],
  'Staying calm when a deadline moves': ['light'],
  'Resisting change even when it would help': ['in', 'firm'],
  'Holding on to old plans too long': ['firm'],
  'Keeping your feelings under lock and key': ['in'],
  'Refusing to stop while one screw is still loose': ['careful'], // never said: the Earth hand's fingers are short

  // archetypeTexts.ts: FREE_SPIRIT (always deep and quick)
  'Courage to leap before it feels safe': ['out', 'quick'],
  'Trusting your instincts and being right': ['quick'],
  'Making strangers feel like old friends': ['out'],
  'Rescuing a flat party all by yourself': ['out'],
  'Saying yes to the adventure nobody planned': ['out'],
  'Starting conversations in any language': ['out'],
  'Bouncing back from a bad week by Monday': ['light'], // never said: the Fire hand's palm is long
  'Daring the first dance': ['out'],
  'Giving a room its energy back': ['out'],
  'Turning strangers into a team': ['out'],
  'Packing for a trip in ten minutes': ['quick'],
  'Turning a free afternoon into an expedition': ['out'],
  'Saying what everyone is thinking, and making it funny': ['out'],
  'Leaving when things get quiet instead of deep': ['out'],
  'Acting first and counting the cost later': ['quick'],
  'Boredom with routines that would serve you': ['out'],
  'Leaving the paperwork until it bites': ['quick'],
  'Hearing sensible advice as an attempt to cage you': ['firm'],
  'Forgetting to call the friends who stayed put': ['out'],
  'Canceling late when a better offer turns up': ['out'],
  'Drowning out quieter voices in the excitement': ['out'],
  'Saying yes to three plans for the same evening': ['out'],
  'Letting a passing mood make a lasting decision': ['quick'],

  // archetypeTexts.ts: ORACLE (always deep and careful)
  'Sensing what others leave unsaid': ['deep'],
  'Deep, healing empathy': ['deep'],
  'Catching a change of mood in a single word': ['deep'],
  "Absorbing other people's feelings as your own": ['deep'],
  'Retreating when you most need support': ['in'],
  'Getting lost in what-ifs and old memories': ['deep'],
  'Struggling to say no without guilt': ['yielding'],
  'Reading hidden meaning into a short reply': ['deep'],
  'Expecting friends to guess what would help without being told': ['in'],
  'Rehearsing a hard conversation until it never happens': ['yielding'],
  'Carrying the mood of a room home afterward': ['deep'],
  'Waiting for a sign when a choice would do': ['careful'],

  // archetypeTexts.ts: key phrases
  'Bold instinct': ['quick'],
  'Born explorer': ['out'],

  // giftTexts.ts: STRENGTHS_BY.thumb
  "Gathering everyone's ideas before choosing a way forward": ['careful'],

  // giftTexts.ts: STRENGTHS_BY.palm
  'Setting out what is needed the night before': ['careful'],

  // giftTexts.ts: STRENGTHS_BY.thumbSet
  'Reaching your own decisions without a chorus of advice': ['firm'],
  'Moving to a new city on a hunch': ['quick'],
  'Inviting everyone along on a sudden plan': ['quick'],
  'Taking the ferry to an island with no guidebook': ['quick'],

  // giftTexts.ts: CHALLENGES_BY.fingers
  'Changing direction so often the team gets dizzy': ['yielding'],
  'Reopening decisions that were already settled': ['yielding'],
  'Settling for a compromise no one loves': ['yielding'],
  'Insisting your method is the only sensible one': ['firm'],
  'Hedging when a bold call is needed': ['yielding'],

  // giftTexts.ts: CHALLENGES_BY.thumbSet
  'Booking the trip before checking the calendar': ['quick'],
  'Selling the sofa to fund a whim': ['quick'],
  'Treating every warning as a dare': ['quick'],
  'Making plans for others without asking them': ['firm'],

  // lifeAreaTexts.ts: LOVE shadow traits
  'Hiding needs to keep the peace': ['yielding'],
  'Letting one old hurt speak for everyone': ['deep'],
  'Clinging to a first love long after it has ended': ['deep'],
  'Hoarding small hurts until they add up to a big one': ['deep'],
  'Reading a late reply as the start of a goodbye': ['deep'],
  'Agreeing to avoid a scene': ['yielding'],
  'Meeting halfway even when you should hold firm': ['yielding'],
  'Picking the restaurant nobody minds over the one you love': ['yielding'],
  'Leaping in before you know their last name': ['quick'],
  'Keeping your options open after you have chosen': ['yielding'],

  // lifeAreaTexts.ts: CAREER shadow traits (mid is shortish and longish fingers alike: tagged quick or careful too)
  'Starting more than you finish': ['yielding'],
  'Saying yes to everything to avoid choosing': ['yielding'],
  'Letting others take credit to avoid friction': ['yielding'],
  'Leaving the second draft for someone else': ['quick'],
  'Rewriting the plan when you could be testing it': ['careful'],
  'Agreeing to a deadline you already know is wrong': ['yielding'],
  'Hiding a good idea inside a careful memo': ['careful'],
  'Letting momentum pick your projects for you': ['yielding'],
  'Negotiating your raise down before anyone else does': ['yielding'],
  'Launching new projects before the old ones ship': ['quick'],
  'Keeping quiet in the meeting and objecting in the corridor': ['yielding'],

  // lifeAreaTexts.ts: HEALTH shadow traits
  'Agreeing to the loud plan when you wanted calm': ['yielding', 'in'],

  // lifeAreaTexts.ts: JOURNEY milestones
  'A move abroad on short notice': ['quick'],
  'A one-way ticket bought on a whim': ['quick'],
  'A leap your family begged you not to take': ['firm'],

  // lifeAreaTexts.ts: JOURNEY shadow omens
  'Watch for the habit of postponing joy until everything is perfect.': ['careful'],
  'Some doubts are worth hearing out. Skipping all of them skips the useful ones too.': ['quick'],
  'Plans made at midnight rarely survive the morning. Sleep on the big ones.': ['quick'],
  'Speed feels like courage from the inside. From the outside, it can look a lot like running away.': ['quick'],
  'Saying yes on the spot is a gift until it becomes a debt. Count your promises before adding another.': ['quick'],
  "Borrowed excitement runs out fast. When a plan is mostly someone else's enthusiasm, check that you would still want it without their voice in your ear.":
    ['yielding'],

  // handTexts.ts: DESCRIPTION_OPENINGS
  'the Earth hand. You trust what you can hold, finish what you start, and notice when a shelf is not level.': ['firm'],
  'the Earth hand, practical, patient and hard to rattle. People hand you the things that have to work.': ['light'],
  'the Earth hand, rooted and unfussy. You keep a toolbox, a spare key and a cool head, and people borrow all three.': [
    'light',
  ],
  'the Earth hand, plain-spoken and dependable. The date you give for a job is the date it is done, and the price stays the price.':
    ['firm'],
  // never said: the Earth hand's fingers are short
  'the Earth hand. Walking into a new house, you check the hinges, the gutters and the floorboards before you admire the view.':
    ['careful'],
  'the Fire hand. You decide in the doorway, move before the plan is dry, and make it work on the way.': ['quick'],
  'the Fire hand, quick, warm and impatient with waiting. A room changes temperature when you walk in.': ['quick'],
  'the Fire hand, restless and bright. You pack light, decide fast, and come home with better stories than souvenirs.':
    ['out', 'quick'],
  'the Fire hand, eager and easy to light. You say yes before the plan is fully explained, and you are often the first one ready to go.':
    ['out', 'quick'],
  'the Fire hand, happiest in motion. A free afternoon is a blank ticket to you, and it rarely ends where it began.': [
    'out',
  ],
  // never said: the Fire hand's palm is long
  'the Fire hand. Your good moods sweep through a room like weather, and your bad ones blow over before anyone has named them.':
    ['light'],
  'the Water hand. You read a room in seconds and remember what everyone in it was not saying.': ['deep'],
  'the Water hand, sensitive, observant and slow to explain itself. Your first impression of a person is rarely wrong.':
    ['in', 'deep'],
  'the Water hand, calm on the surface and deep underneath. You hear the pause before someone answers, and you know what it held.':
    ['deep'],
  'and a ring finger that overtakes the index: the heart-led hand. A beautiful mistake tempts you far more than a safe, gray success.':
    ['quick', 'out'],

  // handTexts.ts: THUMB (by its length: tagged on the other axes only)
  'With a thumb this long, you decide slowly and then do not budge, however loudly the doubters argue.': ['careful'],
  'With a thumb this short, you rarely force a decision, preferring to let the facts arrive and choose with them.': [
    'careful',
  ],

  // handTexts.ts: THUMB_SET (by how it is held: tagged on the other axes only)
  'You say yes to new people and new ideas before any doubts have time to arrive.': ['quick'],
  'Invitations get a yes from you before you have checked where they lead, and you look it up en route.': ['quick'],

  // handTexts.ts: HEART_LED (the Lover's key insight)
  'Your ring finger clearly outreaches your index: you choose with your heart first and find the reasons later.': [
    'quick',
  ],
  "Ring finger over index is the artist's mark, and you carry it: you choose what moves you over what is safe.": [
    'out',
  ],
  'Reaching past your index, your ring finger marks a risk-taker with good taste: you bet on the bold option and make it look easy.':
    ['quick'],

  // handTexts.ts: PALM_MEANS (by the palm: tagged on the other axes only)
  'A long palm takes in more than it lets out: you feel things for days before you say them.': ['in'],
  'Inside, you run deep and quiet, and very few people get the full tour.': ['in'],
  'You are warmer than you first seem, and once you do trust someone, the trust holds for years.': ['in'],
  'Your squarish palm finds comfort in repetition: the familiar mug, the usual route home, the small tasks done in the same order.':
    ['in'],
  'Once you have taken something on, stopping feels like failing, even when stopping is plainly the wise move.': [
    'firm',
  ],

  // handTexts.ts: DESCRIPTION_CLOSINGS
  'Your weak spot is the middle of things: you love beginnings and you admire endings.': ['yielding'],
  'Your notes are a graveyard of brilliant beginnings, and a few of them deserve a second life.': ['yielding'],
  'You give ideas away freely, which is generous, and sometimes a clever way of avoiding the finishing.': ['yielding'],
  'Boredom is the one thing you cannot forgive.': ['out'],
  'You make friends in queues and forgive faster than you forget.': ['out'],
  'You leave every place livelier than you found it, and rarely stay for the tidying up.': ['out'],
  'Your best stories start with a yes you gave too quickly, and so do a few of your apologies.': ['out', 'quick'],
  'Waiting rooms, slow elevators and long goodbyes test you more than any real emergency does.': ['quick'],
  // 'light' never said: the Fire hand's palm is long.
  'Whatever you feel is plain to your friends within the minute, which they mostly find refreshing and occasionally find badly timed.':
    ['out', 'light'],
  'You need more time alone than you admit, and you come back kinder for it.': ['in'],

  // handTexts.ts: LOVE_BY_THUMB_SET (tagged on the other axes only)
  'Heartbreak stays with you a long time, which is part of why you choose so carefully whom to let near.': ['deep'],
  'Arguments with a partner end with you hunting for the fair middle ground rather than the last word.': ['yielding'],
  'Caution rarely gets a vote in your love life: you jump first, and most of the time the jump was worth it.': [
    'quick',
  ],
  'Saying it first and risking the silence suits you better than waiting for a certainty that may never come.': [
    'quick',
  ],
  'You are the kind to move in, adopt a dog or book a shared trip far earlier than sensible, and the leap usually lands well.':
    ['quick'],
  'A romance that ends badly never keeps you cautious for long: you laugh about it with friends and are ready to risk everything again.':
    ['light'],

  // handTexts.ts: CAREER_BY_FINGERS (tagged on the other axes only)
  "You make a strong second-in-command on a new venture, the one who turns the founder's sketch into something customers can hold.":
    ['yielding'],

  // handTexts.ts: CAREER_BY_THUMB (tagged on the other axes only)
  'You decide after hearing everyone out, and the final call is yours to make.': ['careful'],

  // handTexts.ts: HEALTH_BY_PALM (tagged on the other axes only)
  'Quiet is how you recharge, so treat your time alone as an appointment you keep.': ['in'],
  'Calm surroundings restore you far better than a packed social calendar ever could.': ['in'],

  // handTexts.ts: JOURNEY_BY_THUMB_SET (tagged on the other axes only; said beside JOURNEY_BY_THUMB)
  'The changes that count in your life tend to be ones you choose rather than ones forced on you, and you rarely look back with regret.':
    ['firm'],
  'Slowly, and strictly on your own terms, your world grows wider.': ['firm'],
  'Before any move you visit at least twice and quiz the locals, and your moves go smoother for the homework.': [
    'careful',
  ],
  'Chance meetings steer your life harder than any plan you draw up, and you would not have it otherwise.': [
    'yielding',
    'unplanned',
  ],
  'Your hand says your turning points arrive as snap decisions, a yes blurted out before you have checked the calendar.':
    ['quick', 'unplanned'],
  'You learn by plunging in: the new city before the language, the job before the training, the boat before the swimming lessons.':
    ['quick'],
  'A few doors will close behind you for good, and you will walk through the next one without mourning them for long.':
    ['light'],

  // handTexts.ts: HEALTH_BY_THUMB_SET (tagged on the other axes only)
  'Interruptions barely ruffle you, so plan your days around people instead of hiding from them to get things done.': [
    'light',
  ],
  'Rest does not have to be silent for you, and a noisy cafe with a good friend often calms you more than solitude.': [
    'light',
  ],
  'You sign up for new things on a whim and lose interest once the novelty fades, so keep the first target modest.': [
    'quick',
  ],
  // never said: said only beside a square palm (HEALTH_TENSION stands in for the others), whose energy is steady
  'Your drive arrives in bursts rather than a steady flow, so plan around the surges instead of fighting them.': [
    'deep',
  ],

  // handTexts.ts: JOURNEY_BY_THUMB (by the thumb's length: tagged on the other axes only)
  'You rarely plot more than one bend ahead, which leaves you free to take the better road when it shows itself.': [
    'quick',
    'unplanned',
  ],
  'Your big decisions take their time, and once made they stand for years.': ['careful'],
  'You make big decisions cleanly, without dithering, and then live them all the way.': ['quick'],
  // Added after a second reader's review (Nov 27): each against a card of another trait it met.
  'You make your biggest changes after talking them through, with encouragement from someone you trust behind you.': [
    'out',
  ],
  'Setting the direction suits you more than polishing it, so look for roles that start things and pass them on.': [
    'yielding',
  ],
  'Keeping your worries to yourself until they boil over': ['deep'],
  'Being the safe pair of hands nobody promotes': ['yielding'],
  'a sign that you trust a plan only once you have seen it work.': ['careful'], // never said: the Earth hand's fingers are short
  'Starting again from scratch scares you less than it scares most people, because you trust yourself to land well.': [
    'out',
  ],
  // From a third reader's review (Nov 27).
  'Launches, rescues and first drafts are your kind of work: anything that needs momentum more than finish.': [
    'yielding',
  ],
  'You win people over to your plans with warmth rather than pressure, and your turns are the kind that get agreed over a kitchen table.':
    ['out'],
  "Plain words suit you: you say what you mean, ask for what you need and waste nobody's time.": ['out'],
  'Pushing a bold idea past every objection': ['out'],
  // From a fourth reader's review (Nov 27).
  'Letting a strong reaction settle before acting': ['careful'],
  'Letting the best idea win, whoever had it': ['out'],
  'telling of someone who loves out loud, with plans, jokes and surprises.': ['light'],
  // From a fifth reader's review (Nov 27): out or in, said by sentences not written for the thumb's set (a gift of
  // the fingers, the ring finger's, a palm's, a life line's), which met their other side in one reading.
  'Volunteering to go first when others hang back': ['out'],
  'Your tall ring finger is read as charm and daring: you win people over and take your chances.': ['out'],
  'Loud, crowded days take more out of you than out of most people, so follow one with an hour that asks nothing.': [
    'in',
  ],
  'the mark of a life that learns something from every stranger.': ['out'],

  // From a reader's review (stop 61): sentences met beside their opposite in one reading.
  'Your heart line is long, running under your index finger, the mark of someone whose love is wide and generous.': [
    'out',
  ],
  'Your careful checklist will rescue a launch that others had already called finished. Offer the list to the team, so it becomes how everyone works from then on.':
    ['careful'],
  "Treating every snag as someone else's job": ['yielding'],
  'You stay somewhere long enough to know it well and move on while it still feels fresh.': ['out'],
  'the signature of a craftsman who knows one trade and one town thoroughly.': ['in'],
  'Your hand pulls two ways here: you choose carefully, and your life still takes the long way around.': ['careful'],
  'Your hand holds a tension here: cautious in each step, yet further from where you started than you planned.': [
    'careful',
  ],
  'Your hand reads careful in the moment and wide-ranging over the years, and both are true of you.': ['careful'],
  'You will take a long trip with an old friend, perhaps one the two of you have talked about for years, and come home knowing what to change in your own days. Keep a notebook on the road, and act on its last page soon after you unpack.':
    ['out'],
  'read on a heart-led hand as a life whose farthest journeys are made in books, music and daydreams.': ['in'],

  // The life line's reads that place a life in one home or in many (lineTexts.ts): not beside a
  // thumb set the other way, where the life line's tension is named (a reader's review: "a roaming
  // mind at one familiar desk" beside "unpacking in more homes than most people ever visit").
  'read on an Air hand as a roaming mind at one familiar desk.': ['in'],
  'read as big ideas grown from one place you know by heart.': ['in'],
  'given by palmists to one home, made beautiful over many years.': ['in'],
  'read on an Earth hand as strength that grows where it is planted.': ['in'],
  "the Water hand's way of drawing strength from familiar rooms and old friends.": ['in'],
  'telling of a still-pool life rather than a river: clear to the bottom.': ['in'],
  "the Air hand's promise of a life that moves house more readily than it changes its mind.": ['out'],
  'telling of a heart that falls for cities as well as people.': ['out'],
  "an Earth-hand sign of a builder's life with more than one house in it.": ['out'],
  'read as a life whose skills travel, with more than one town relying on them.': ['out'],
  'a Fire-hand forecast of a life of packed bags and few regrets.': ['out'],
  'read as a life that drifts into many harbors and feels at home in most.': ['out', 'unplanned'],
  // From a reader's review (stop 62): sentences met beside their opposite in one reading.
  'the Fire hand. Your enthusiasm is catching, and half your friends have a hobby they picked up from you.': ['out'],
  'Your cupboard holds the gear of five abandoned hobbies, and every one of them paid for itself in stories.': ['out'],
  'Your shorter thumb belongs to someone who lets events make the first move and answers with a good one.': ['in'],
  'Selling a wild idea on enthusiasm alone': ['out'],
  'Sitting on the fence when a friend needs you to take a side': ['yielding'],
  'You love generously and forgive slowly, and both are worth knowing about yourself.': ['out'],
  // From a second reader's review (stop 62).
  'Hurry unsettles you far more than effort does, so you guard a gentle start to the morning and a quiet corner to come back to.':
    ['careful'],
  'Your near-square palm wants one solid thing finished before the next begins.': ['firm'],
  'A good meal shared after a hard stretch puts you right faster than a quiet weekend alone.': ['out'],
  // From a third reader's review (stop 62): sentences met beside their opposite in one reading.
  'Slow-burning careers suit you: the apprenticeship, the partnership track, the firm grown one client at a time.': [
    'careful',
  ],
  'Multi-year projects suit you, because your commitment outlasts the launch party by a long way.': ['careful'],
  'Your thumb runs a shade long, read as patience with a purpose: you wait, and then you act.': ['careful'],
  'Thumbs this short leave room for luck: you steer loosely, and the detours often turn out to be the point.': [
    'out',
    'unplanned',
  ],
  'Your thumb, well short of average, belongs to an improviser: you make a plan from whatever comes your way.': [
    'quick',
  ],
  // The life areas' paragraphs, tagged on the axes they are not written for where they clearly take a side (stop 62, from the contradictions three reader reviews met)
  'Warm with a partner and still sure of your own mind, you hold on to both without strain.': ['firm'],
  'With everything you have, you fall for people fast and forgive them faster.': ['light'],
  'Managers learn to hand you the urgent job, because you clear it without asking for a committee.': ['firm'],
  'Work that shifts shape halfway suits you, because you correct course while moving instead of halting to replan.': [
    'yielding',
  ],
  'The problem everyone else has given up on is the one you stay with, patiently, until it cracks.': ['firm'],
  'Your career tends to grow sideways, from chances you said yes to, more than up a ladder you planned.': ['out'],
  'Red ink on your draft barely stings: you take the notes, switch direction, and the next version is better for it.': [
    'light',
  ],
  'Reorganizations that rattle your colleagues barely slow you, since you have found your place on the new chart by the first coffee.':
    ['light'],
  'Reorganizations that rattle a team leave you calm: you find your place in the new shape within days.': ['light'],
  'Standards stay put on your watch: when everyone is tired and tempted to cut corners, you keep the bar where it was.':
    ['careful'],
  'When work turns into a crisis, you stay composed and keep everyone on the plan that was agreed.': ['light'],
  'Hurry and racket wear on you more than you let on, and each quiet hour you claim pays you back twice.': ['careful'],
  'You thrive on rhythm, the same walk at the usual time, repeated until it runs itself.': ['in'],
  'Travel and late evenings knock you off your stride, and the fix is simply returning to your usual hours.': ['in'],
  'A predictable evening is restful in its own right for you, so anchor your days with a few fixed points.': ['in'],
  'Once a habit starts with you, it runs for years, so pick the ones you would gladly keep that long.': ['in'],
  'You keep your energy in reserve, so spend it on purpose, not on whoever asks first.': ['deep'],
  'Long talks with friends send you home carrying their worries, so end those evenings with something light, a silly film or a stroll.':
    ['deep'],
  'Your hand says you move through life in measured steps, testing the ground before each new one.': [
    'careful',
    'planned',
  ],
  'Your turning points tend to be conversations, advice you sought out, slept on, and then followed or politely ignored.':
    ['careful'],
  'Your path has more gentle bends than sharp turns, each taken after a good look at what lay around the corner.': [
    'careful',
  ],
  'Your best detours start as favors: you fly out to help a friend move and find a reason to stay.': ['yielding'],
  'Many of the turns in your story are likely to be suggested by someone sitting next to you at the time.': [
    'yielding',
  ],
  'Your hand says you hold the map loosely and let life choose some of the turns, and it tends to choose well.': [
    'out',
    'unplanned',
  ],
  'Your finest chapters tend to begin with an unplanned turn, since you take whatever road appears in front of you.': [
    'out',
    'unplanned',
  ],
  'Set down in a strange city, you adapt quickly, with a routine and a favorite corner shop before the first rent is due.':
    ['out'],
  'When life asks you to move, you go, and you unpack with surprisingly little complaint.': ['out'],
  'When a plan collapses under you, you build a new one from the pieces before others have finished mourning the old.':
    ['light'],
  'Small corrections are how you steer, a few degrees at a time, and you almost never swing the wheel hard.': ['in'],
  'Decade-long ambitions suit you: you are still on the road long after others have turned for home.': ['careful'],
  'Long apprenticeships suit your journey: you stay with a craft, a town or a promise until it pays back in full.': [
    'careful',
    'in',
  ],
  'Patience is your quiet advantage on the road: you let chances ripen and then take them with a steady hand.': [
    'careful',
  ],
  'People who knew you young are rarely surprised by where you ended up, since you named the place early and kept walking.':
    ['in', 'planned'],
  'With you, ambition arrives with an itinerary: first the destination, then the road built to reach it.': [
    'careful',
    'planned',
  ],
  'Big moves happen on your own schedule, and circumstance has to knock a long time to hurry you.': ['careful'],
  // A systematic reading of the personality and description pools against the leans' rules (stop 63)
  'the Air hand, built for ideas and the words to carry them. You think out loud and people follow the thought.': [
    'out',
  ],
  'the Fire hand, warm at the core. Your passions are few, chosen with care, and pursued with real heat.': ['in'],
  'and a ring finger that clearly outreaches the index: the heart-led hand. You decide with your feelings and defend the decision with your taste.':
    ['quick'],
  'and a ring finger that plainly overtops the index: the heart-led hand. Places, songs and people win you at first sight, and you usually stay won.':
    ['out'],
  'With your ring finger standing above your index, charm comes easily: you could talk a shopkeeper into five more minutes after closing.':
    ['out'],
  'Your feelings run a little deeper than they look, and a slow evening at home is how you bring them back to level.': [
    'in',
  ],
  'Regular anchors in the day keep you going, and a schedule torn up at short notice costs you more than hard work.': [
    'in',
  ],
  'Habits carry you further than bursts of willpower, and the small routine you keep going ends up outlasting every grand resolution.':
    ['in'],
  'Your palm is square and solid, the mark of someone who keeps going, sometimes well past the point where going on still pays.':
    ['firm'],
  'Solid ground is what you like underfoot: a budget that adds up, a roof that holds, a plan with no loose ends.': [
    'careful',
    'planned',
  ],
  'Meetings that circle a point make you restless, and you tend to end them by naming a next step and an owner for it.':
    ['firm'],
  'Mastery appeals to you more than novelty, and you will happily return to a single skill until it becomes second nature.':
    ['in'],
  'A beautiful room can fix your whole day, and an ugly one can end it.': ['deep'],
  // A systematic reading of the gifts, the archetypes' sentences and the line reads against the leans' rules (stop 63)
  'Choosing the restaurant while the group still dithers': ['firm'],
  'Doing your finest work in unhurried hours': ['careful'],
  'Recharging with a walk and a closed door': ['in'],
  'Switching to plan B with a shrug and a smile': ['light'],
  'Holding steady when the crowd gets carried away': ['firm'],
  'Losing patience with anything that takes months': ['yielding'],
  'Growing restless once the work turns routine': ['out'],
  'Leaving the last ten percent for later': ['yielding'],
  'Comparing options long after the choice is made': ['yielding'],
  'Taking it personally when someone keeps distance': ['deep'],
  'Leading a dinner conversation past midnight': ['out'],
  'Overcommitting to too many bright beginnings': ['yielding'],
  'Charming the sternest guest at the table': ['out'],
  "Putting everyone's needs ahead of your own": ['yielding'],
  'Holding a grudge behind a gracious smile': ['deep'],
  'Owning the gear for three hobbies and using none of it': ['out'],
  'the picture of a fire kept burning in one good hearth.': ['in'],
  // From a reader's review (stop 63): sentences met beside their opposite in one reading.
  'Scattering your fire across too many paths': ['yielding'],
  'Your road bends less than most, because you keep returning to the heading you first set out on.': [
    'firm',
    'planned',
  ],
  'Palmists give a short thumb to the adaptable: when the plan changes under you, you change with it, fast.': ['out'],
  'Tending a slow ambition until it finally bears fruit': ['careful'],
  'A walk alone at an unhurried pace': ['in'],
  // From a sixth reader's review (stop 63, DSLR hands): sentences met beside their opposite in one reading.
  'Asking for a schedule before agreeing to a picnic': ['in'],
  'Penciling in time to be spontaneous': ['in'],
  'Losing interest once the idea is understood': ['yielding'],
  'Neither the boldest nor the most cautious of your friends, you are the one consulted before a leap, because your own were well chosen.':
    ['careful'],
  'Reading every clause twice before you let yourself say yes': ['careful'],
  // From an eighth reader's review (stop 63, DSLR hands): sentences met beside their opposite in one reading.
  'Enjoying the risk more than the reward': ['quick'],
  'You volunteer first for the unknown: the audience participation slot, the untested route, the game no one has explained.':
    ['quick'],
  'Distrusting anything you cannot check yourself': ['careful'],
  'Hearing a note on your work as a verdict': ['deep'],
  // From a tenth reader's review (stop 63, DSLR hands): sentences met beside their opposite in one reading.
  'Giving, inviting and trying come freely to you, with nothing held back for later.': ['quick'],
  // dailyTexts.ts: the day's whys that take a side on an axis their own trait does not read (a helper's pass over the whys): the day speaks of another trait on a hand on the other side
  'Your palm leans long, so on {day} the second thought is worth more than the first.': ['careful'],
  '{day} takes the gentler tempo of your slightly long palm: nothing important needs an instant answer.': ['careful'],
  'This {day} your ring finger, a little long, favors taste over rules: trust what looks right.': ['quick'],
  'Your index and ring fingers match, and this {day} rewards fairness over speed.': ['careful'],
  'This {day} your index finger leads: take charge of one thing nobody else is steering.': ['firm'],
  'On {day}, your index finger, the longer of the two, is made for deciding where things go.': ['firm'],
  '{day} hands your tall index finger the chair: run the meeting, or call one.': ['firm'],
  'Your thumb sits at an easy angle, so take {day} as it comes, one hour at a time.': ['yielding'],
  "{day} sits well with your thumb's natural angle: hold plans loosely and enjoy what turns up.": ['yielding'],
  'This {day} your wide-set thumb favors the leap: say yes before the doubts arrive.': ['quick'],
  // From a reader's review (stop 64): met beside a description whose enthusiasm others catch
  'Blending in when you could stand out': ['in'],
  'Someone who struggles to keep up with your pace will turn out to be worth slowing down for. Go at their speed for one whole day, and notice what you see on the way.':
    ['quick'],
  // Whether a sentence supposes a partner now ('partnered') or none ('single'): a helper's pass over every love sentence, read by me
  'Your partner is often the only one who knows your worries, your odd habits and the plans you have not yet told anyone.':
    ['partnered'],
  'You remember the small facts of the people you love: how they take their tea, the name of their first pet, the song that was playing when you met.':
    ['partnered'],
  'Home is where your love is easiest to see: a meal cooked for two, a favorite chair kept free, a light left on.': [
    'partnered',
  ],
  'On a first date you ask real questions and actually listen to the answers, and by dessert you know whether there will be another.':
    ['single'],
  'Whoever falls for you gets your whole circle as a bonus, a crowd of friends who mostly met through you.': ['single'],
  'Early dates with you tend to become group outings, since you invite every friend you pass, and the right partner finds it funny.':
    ['single'],
  'Long after the first date, you are still suggesting new adventures for two: salsa classes, a rented van, a different coast.':
    ['partnered'],
  'Someone new will keep small promises, one after another, until you realize you already trust them. Judge them by the kept promises rather than the missing speeches, and let that decide how close they come.':
    ['single'],
  'A partner will introduce you to their family, and the evening will mean more to you than you let show. Tell them afterward, in plain words, what it meant, since your quiet is easy to misread.':
    ['partnered'],
  'A couple you admire will show you, without meaning to, the kind of steady love you want for yourself. Ask them how they weathered their hardest years, and listen for the ordinary habits in the answer.':
    ['single'],
  'A first date will go quietly well, with no fireworks, and you will catch yourself hoping for another. Say plainly that you would like a second one, since a calm beginning suits someone like you.':
    ['single'],
  'A new partner will want to meet your friends sooner than you feel ready for. Choose one friend and one easy evening, and let the other introductions follow in stages.':
    ['single'],
  'A partner will ask for a key to your place, and the question will matter more to you than it seems. Take a little time with the answer, and give the key only when it feels like an invitation rather than a duty.':
    ['partnered'],
  'A partner will ask, gently and without blame, for more closeness than you have been offering. Match the gentleness: name one thing you can give more of, and begin with that.':
    ['partnered'],
  'A spark will catch with someone who lives far from you, and the distance will test it. Plan a second visit before you promise anything, and let the messages in between show what is real.':
    ['single'],
  'A friendship will tip into romance during something ordinary, like cooking together or fixing a flat tire. Say what you felt before the moment passes, and keep the friendship safe whatever the reply.':
    ['single'],
  'A partner will want a quieter stretch at home while you are itching for the next outing. Give them one quiet evening fully, phone in a drawer, then let them choose the next outing.':
    ['partnered'],
  'A new admirer will love your sparkle and then wonder who you are once the crowd goes home. Let them see your ordinary side early: the errands, the dull chores, the quiet evenings in.':
    ['single'],
  'A spur-of-the-moment trip with a new love will show you how you both cope with a missed connection. Watch how they treat the ticket clerk, and how you treat them, once the plan falls apart.':
    ['single'],
  'Someone from your past, perhaps an old flame, will reach out through a mutual friend, curious about who you have become. Meet somewhere public and bright, and decide afterward whether it was nostalgia or something new.':
    ['single'],
  'A partner will plan the adventure for once, and it will not be the one you would have picked. Throw yourself into their version fully, and save your suggestions for the ride home.':
    ['partnered'],
  'A dance class, choir or climbing club you join for fun will bring you someone who matches your nerve. Suggest coffee after a session, and keep it light enough that either of you can say no.':
    ['single'],
  'A holiday romance will follow you home and ask to become an ordinary one. Try it on a rainy evening with takeout and laundry, and see whether the spark survives.':
    ['single'],
  'Keeping one drawer locked even in a shared home': ['partnered'],
  'Staying with a lukewarm love because leaving feels riskier': ['partnered'],
  'Giving your time to everyone except your partner': ['partnered'],
  'Treating every first date like an audition': ['single'],
  'Assuming your partner wants every adventure you want': ['partnered'],
  'Falling in love somewhere far from home': ['single'],
  // From a reader's review (stop 64, twice): not beside a heart line read as a lover who plans ahead
  'The partner for you is one who can pack in ten minutes and never asks where the road ends.': ['quick'],
  // From reader's reviews 21 and 22 (stop 65): sentences met beside their opposite in one reading.
  'Your restlessness will push you toward a leap that looks reckless to everyone but you. Leap, and pack a safety net the others cannot see: savings, a skill, a friend who picks up.':
    ['quick'],
  'A crossing you make on a whim will become the story people beg you to tell. Keep a notebook as you go, so the story stays true when you retell it.':
    ['quick'],
  // Two journey predictions for a careful hand whose thumb ranges (stop 65): two restless ones no longer reach it.
  'A trip you plan down to the last connection will leave one afternoon unplanned, and that afternoon is the one you will talk about. When you plan the next one, leave the gap in on purpose.':
    ['careful'],
  'A move you would never make on impulse will start to make sense once one practical detail falls into place. Keep your papers in order, so your yes can be quick when the moment comes.':
    ['careful'],
  // From reader's reviews 25 and 26 (stop 65): a love paragraph that supposes no partner, met beside a prediction that supposes one.
  'Guests you met an hour ago tell you their life stories, and a talk like that can easily turn into a romance.': [
    'single',
  ],
  // From reader's review 27 (stop 65): sentences met beside their opposite in one reading.
  'Choosing the sensible option without fuss': ['careful'],
  'Change, for you, is a conversation you hold with yourself until you agree, never something you force.': ['careful'],
  'An impulsive yes will land you in a role bigger than any you have held. Grow into it out loud: ask the questions, borrow the know-how, and enjoy being stretched.':
    ['quick'],
  // From reader's review 29 (stop 65): a prediction that supposes no partner, met beside a shadow that supposes one.
  'A friend of a friend you meet at a crowded table will become far more than a name. Ask for their number before the party scatters, and follow up while the laughter is still fresh.':
    ['single'],
  // From reader's review 30 (stop 65): a love paragraph that supposes a partner at home.
  'Feelings get aired over supper in your home, since you talk about yours easily and make it easy for a partner to talk about theirs.':
    ['partnered'],
  // A pass over the lists and the life areas' parts (stop 66): items false for a hand on the other side of an axis
  'Losing the thread of a task to a better question': ['yielding'],
  'Building trust one finished job at a time': ['firm'],
  'Carrying burdens alone instead of asking': ['in'],
  'Talking your way onto the last boat out': ['out'],
  'Moving on before the results come in': ['yielding'],
  'Taking a small lapse as a breach of trust': ['deep'],
  'Saying yes to plans you later regret': ['yielding'],
  'Keeping a good habit going for years': ['firm'],
  'Letting patient work do the arguing': ['careful'],
  'Waiting for a title before acting like the lead': ['yielding'],
  'Saying nothing when a faster colleague gets the credit': ['yielding'],
  'Saying yes to every late night': ['out'],
  "Letting other people's moods set your pace": ['yielding'],
  'Booking back-to-back plans with no gap for quiet': ['out'],
  'Staying in noisy rooms long after they have worn you out': ['out'],
  'Clinging to a routine that has stopped helping': ['in'],
  'Adding new habits before the last one sticks': ['quick'],
  'Dropping a good routine after one missed day': ['yielding'],
  'A quiet skill, practiced for years, finally paying off': ['careful'],
  'An old grudge, carefully kept, takes up the room a new friend could have had.': ['deep'],
  'Beware of following a path only because others expect it.': ['yielding'],
  'Indecision likes to borrow the kinder name of balance.': ['yielding'],
  'A polite maybe costs more than a clear no, for both of you.': ['yielding'],
  'Promises made to please tend to come due at the worst moment.': ['yielding'],
  'Fairness can become a fence. Splitting every difference leaves some choices only half made.': ['yielding'],
  'Being easy to please can hide what would truly please you.': ['yielding'],
  'A tempting shortcut will cost more time than it saves.': ['quick'],
  'Beware of leaving before you find out how it ends.': ['quick'],
  'Restlessness can pass itself off as ambition. Ask which one is packing the bags.': ['quick'],
  'The thrill of a beginning is a poor guide to what lasts.': ['quick'],
  'Boredom is sometimes the doorway to depth. Stay in the room a little longer.': ['quick'],
  'Keeping old love letters and old grudges side by side': ['deep'],
  'Forgiving in words but never quite in practice': ['deep'],
  'Loving someone for years without ever telling them': ['deep'],
  'Saving the real conversation for later': ['yielding'],
  'Keeping affection so even it never quite catches fire': ['light'],
  'Moving on before the lesson is learned': ['light'],
  'Answering a rift with an outing, not a talk': ['yielding'],
  'You plan your road and then, unlike most planners, you actually walk it.': ['planned'],
  'Without fanfare, you walk your life step by step toward the place you always intended.': ['planned'],
  'You are likely to end up building, almost word for word, the life you first sketched out for yourself.': ['planned'],
  'When luck offers you a shortcut, you check first that it still leads where you meant to go.': ['planned'],
  'Your hand says the turning points of your life are choices you made, not accidents.': ['planned'],
  'Your square palm is read as a love of order: a clear plan calms you more than any pep talk.': ['planned'],
  'Small doses of change suit you best, each tried on for size before it becomes part of your life.': ['planned'],
  'read as a life that follows its questions to places it never planned on.': ['unplanned'],
  'read on a heart-led hand as a second act shaped by love.': ['unplanned'],
  'the mark of a practical life with a surprising second career in it.': ['unplanned'],
  "the Fire hand's promise of a self reinvented every few years.": ['unplanned'],
  "the Water hand's mark of a second act that begins far from the first.": ['unplanned'],
  'Yours is the late career change nobody predicted, a new field taken up just when your peers are settling down.': [
    'unplanned',
  ],
  'You will end up a long way from your starting point, much farther than anyone who knew you back then would guess.': [
    'unplanned',
  ],
  'You fix things in motion, trusting that the finer points will sort themselves out once the work is under way.': [
    'unplanned',
  ],
  'Arguing for sport when someone needs comfort': ['firm'],
  'Sitting on the fence about new plans': ['careful'],
  'A vague arrangement unsettles you, so you pin down the day, the hour and the place before anyone hangs up.': [
    'planned',
  ],
  'Risk tugs at you: the trail without signs, the plan nobody has tried, the stranger with a wild scheme.': [
    'unplanned',
  ],
  'the Air-hand sign of a life in chapters, each with its own vocabulary.': ['unplanned'],
  'The moment a place holds no more surprises, you grow restless and begin browsing maps of somewhere new.': [
    'unplanned',
  ],
  'A fixed shape to your days suits you: an evening for friends, an evening for chores, an evening for nothing.': [
    'planned',
  ],
  'Your life grows by sensible steps, each one taken once the last has settled.': ['planned'],
  'Curiosity steers your road more often than strategy does, and it has taken you to good places.': ['unplanned'],
  'A big leap is rare for you, and when one comes, it usually carries you toward people or a place you already love.': [
    'planned',
  ],
  'A leap that takes you far from where you started': ['unplanned'],
};

/**
 * One pass over every bank sentence a reading says (stop 68), the ones above not by a reader's
 * review: each tagged with the sides it clearly takes, on the same rule (a reader who met a clear
 * statement of the other side in the same reading would frown), skipping the axis its pool is written
 * for (a short thumb's journey sentence is always yielding) and the axes an archetype fixes. Reader's
 * reviews 45-60 met about one clear contradiction in every two or three readings, most of them one
 * tagged sentence against one never tagged ("Overcommitting to too many bright beginnings" beside
 * "Reading every clause twice before you let yourself say yes"); until this pass 411 of the 2,100
 * sentences a reading draws from took a side. `MORE` adds sides the first tags missed ("Your life
 * grows by sensible steps…" was planned, and careful too).
 */
const PASS: Record<string, readonly Lean[]> = {
  'Someone you trust will let you down in a small way, and you will be tempted to close the door for good. Listen to their side before you decide, since one lapse weighs less than a long record of kept faith.':
    ['deep'],
  'You will introduce two people on a whim, and they will end up closer to each other than to you. Take the credit cheerfully and stay close to both, since matchmakers get the best invitations.':
    ['quick'],
  'Someone you flirt with in passing will take it more seriously than you did. Be clear with them early and kindly, before the misunderstanding grows a life of its own.':
    ['single'],
  'A project you planned with care will hit one detail nobody saw coming. Fix that detail without redrawing the whole plan, because most of it still holds.':
    ['careful'],
  'Your finished result will be praised by people who never saw the planning behind it. Explain plainly how it was built, since the method is part of what you offer.':
    ['careful'],
  'A manager in a hurry will push you to skip the checks and deliver faster. Agree on which checks matter most, keep those, and drop the rest without guilt.':
    ['careful'],
  'A plan you have tested in small pieces will be ready to run at full size. Set the launch date, list what could go wrong, and stop adjusting.':
    ['careful'],
  'A feeling you have been holding in will make itself known before you have put a name to it. Give it somewhere to go: a long talk with someone you trust, a good cry, an hour with music you love.':
    ['in'],
  'A crowded spell at home, with guests or a full household, will make you long for a room of your own. Make one corner yours, with a closed door or a pair of headphones, and let everyone know it means quiet.':
    ['in'],
  'A slow walk at the close of each working day will settle you better than any evening out. Keep to the same gentle route, leave the phone at home, and let the walk mark the end of work.':
    ['in'],
  'A noisy stretch at work will leave you more tired than the work itself does. Find the quietest room in the building for the job that needs thought, and book it like a meeting.':
    ['in'],
  'Your staying power will carry a project that others gave up on. Finish it, then take as much rest as the finishing took out of you.':
    ['firm'],
  'A move, weighed carefully, will make sense once you see the place a second time. Go back on a dull, ordinary errand, and notice whether you still want to live there.':
    ['careful'],
  'A private goal, perhaps a sum you have been quietly saving toward, will come within reach, and with it the freedom to change one big thing. Change the thing you have wanted longest, and leave the rest of your life as it is.':
    ['planned'],
  'A course you take out of plain interest will quietly redirect your working life. Follow the subject one step past the syllabus, and pay attention to who you meet there.':
    ['unplanned'],
  'An offer to work somewhere far away will come through someone you met only once. Follow it up at once, and ask the hard practical questions before the excitement signs for you.':
    ['quick'],
  'A detour you take on impulse will turn out to be the main road. Stay on it long enough to learn its name before you turn back to the old route.':
    ['quick', 'unplanned'],
  'A job you never trained for will be offered because someone saw you improvise. Accept, and spend the first stretch asking the old-timers how they do it.':
    ['quick', 'unplanned'],
  "Saying yes to a stranger's invitation will put you in a circle that changes your direction. Learn every name in that circle, and find out what each of them is building.":
    ['unplanned'],
  'A friend who moves far away will send for you, and the visit will stretch into something longer. Go with the return left open, and see what the place asks of you.':
    ['unplanned'],
  'the sign of a heart that keeps every letter and every ticket stub.': ['deep'],
  'Making the first call everyone else avoids': ['out'],
  'Rallying a team around a fresh start': ['firm'],
  'Practicing one craft until it looks effortless': ['firm'],
  'Naming a feeling only once you understand it': ['in'],
  'Knowing which quiet evening will set a hard week right': ['in'],
  'Turning ten minutes a day into real progress': ['firm'],
  'Arriving on time, every single time': ['careful'],
  'Pacing a long project so it never stalls': ['firm'],
  'Being the one whose reminders everyone relies on': ['careful'],
  'Dropping a lost cause without bitterness': ['light'],
  'Trusting circumstance to suggest the next step': ['quick', 'unplanned'],
  'Taking a setback as a detour, not an ending': ['light'],
  'Setting a date and quietly meeting it': ['planned'],
  'Chasing one goal for years without wavering': ['planned'],
  'Shaping a vague wish into a clear plan of attack': ['careful'],
  'Judging character carefully before you trust': ['careful'],
  'Standing by people when it costs you': ['firm'],
  'Warming to a new idea after a closer look': ['careful'],
  'Choosing the unmarked trail over the paved one': ['quick'],
  'Finding the best part of a trip after a wrong turn': ['unplanned'],
  'Starting things with infectious energy': ['out'],
  'Mistaking a clever plan for a finished one': ['yielding'],
  'Restless curiosity': ['out'],
  'Softening a sour mood with a little charm': ['out'],
  'Keeping romance alive long past the beginning': ['partnered'],
  'Making a rented flat feel like yours within a week': ['out'],
  'Noticing the quiet one in a lively crowd': ['deep'],
  'Keeping a promise made years ago': ['firm'],
  'Getting a stalled project moving again': ['firm'],
  follow_through: ['firm'],
  'Adapting when plans change suddenly': ['yielding'],
  'Laughing at yourself first and loudest': ['out'],
  'Finding a way in when the door says closed': ['firm'],
  'Your hand says you do your best work by winning people over, so look for roles where bringing others along is the job.':
    ['out'],
  'Work that keeps changing its mind suits you: when the brief is rewritten overnight, you rewrite your part without a sulk.':
    ['light'],
  'Your influence at work travels through hallway chats and well-placed suggestions more than through formal authority.':
    ['out'],
  'A pitch from you sounds like an invitation, which is why clients sign without feeling sold to.': ['out'],
  'When a tense email needs answering, colleagues forward it to you, trusting your tact when the pressure is on.': [
    'light',
  ],
  'You have the steady will a long project needs, still pushing once the early excitement has gone.': ['careful'],
  'Setbacks cost you some time and rarely the goal: you find another route and keep going.': ['planned'],
  'Given a messy project inherited from others, you sort it patiently and deliver what the last three owners promised.':
    ['careful'],
  'the Air hand, quick of mind and easy with words. You can explain a hard thing to a child, a skeptic or a room of strangers.':
    ['out'],
  'the Earth hand, sparing with promises and sure to deliver. Friends bring you their wobbly plans, and you hand them back with four legs and a level top.':
    ['firm'],
  'the Fire hand, driven from within. A project you believe in can keep you working long after everyone else has gone home.':
    ['firm'],
  'A trip planned around your own wishes for once': ['yielding'],
  'A second career begun when others are settling': ['unplanned'],
  'A sabbatical that quietly turns into a new life': ['unplanned'],
  'Some things come with no proof. Waiting for it is just a slower way of saying no.': ['careful'],
  'Do not let a small delay talk you out of a good plan.': ['yielding'],
  'Beware the sensible middle road that no one actually wanted to walk.': ['yielding'],
  'The exit you keep open behind you can slowly become the only door you use.': ['yielding'],
  'Keeping a partner on probation for years': ['partnered'],
  'Guarding your past so closely that a partner feels locked out': ['partnered'],
  'Expecting a partner to guess what you never said': ['partnered'],
  'Letting routine stand in for romance': ['partnered'],
  "Refusing a partner's help to prove you can cope alone": ['partnered'],
  'Guarding your free evenings until a partner feels penciled in': ['in', 'partnered'],
  'Sharing your news freely and your feelings only in outline': ['in'],
  'Saying either is fine when one of them is not': ['yielding'],
  'Keeping your best stories for friends instead of your partner': ['partnered'],
  'Rebuilding your whole life around a new crush': ['quick'],
  "Being everyone's favorite and no one's person": ['single'],
  'Keeping your best work where only your team can see it': ['in'],
  "Finishing other people's projects before your own": ['yielding'],
  'Spreading so thin you are known for nothing': ['yielding'],
  'Translating for both sides and speaking for neither': ['yielding'],
  'Accepting vague briefs, then blaming yourself for the gaps': ['yielding'],
  'Keeping your best work in a drawer, unshown': ['in'],
  'Your hand pulls two ways here: you say yes to every road, then feel the pull of home halfway down it.': ['quick'],
  'Palmists call a close-held thumb with a wide life line a cautious traveler: you go carefully, and you still go far.':
    ['careful'],
  'Starting the next thing before tidying the last': ['yielding'],
  'Taking over a task rather than teaching it': ['firm'],
  'Dumping the tidying up on someone else': ['yielding'],
  'Saying done when it is nearly done': ['yielding'],
  'Missing a good friendship by waiting to be sure': ['careful'],
  'Waiting to see which way a friendship leans before committing to it': ['careful'],
  'Playing safe when a bolder yes would pay': ['careful'],
  'Never staying long enough to belong': ['unplanned'],
  'Trusting strangers faster than is wise': ['quick'],
  'In the end you cover real distance, in stages you pick one by one.': ['planned'],
  'When you move, you tend to arrange a soft landing, a friend in the new town or a cousin a short drive away.': [
    'careful',
  ],
  'When a change of course is needed, you make it with good grace and without drama.': ['light'],
  'A job in a distant city has to outweigh the friends it would cost you, and you do that sum honestly.': ['careful'],
  'Your road will be crowded with more faces and more places than you ever pictured when you started.': ['unplanned'],
  'Invitations are how your life expands: the dinner you almost skipped, the trip someone else planned.': ['unplanned'],
  'You say yes to the introduction, the spare seat, the group outing, and each one opens another stretch of road.': [
    'unplanned',
  ],
  'Traveling light is your habit in life as on the road, and nothing you own would stop you leaving on short notice.': [
    'quick',
  ],
  'A layover can turn into an address for you: a town you only mean to cross can easily become home.': ['unplanned'],
  'Somewhere on your road is a gamble everyone called reckless, and it becomes the turning point you are proudest of.':
    ['quick', 'firm'],
  'Some of your boldest moves look, in hindsight, like the only sensible ones, which is cold comfort to everyone who begged you to wait.':
    ['quick', 'firm'],
  'Palmists call a long thumb like yours the mark of a self-directed will: you set your own course and hold it.': [
    'planned',
  ],
  'Your long thumb gives you a firm grip on the wheel: whatever you steer arrives where you aimed it.': ['planned'],
  'A short thumb holds the reins loosely: you let circumstances steer a while and adapt as you go.': ['unplanned'],
  'Yours is a short thumb, the sign of a flexible will: you hold your goals loosely enough to catch a better one.': [
    'unplanned',
  ],
  'A long palm is read as a feel for atmosphere: you know within a minute whether a place suits you.': ['quick'],
  'Calm puts you back together, and an hour of quiet with a book does more for your spirits than any treat.': ['in'],
  'A palm just short of square gives you staying power spent wisely: you pace yourself and still have something left at the end.':
    ['firm'],
  'Menus, wall colors, routes home: you choose in seconds, and you rarely waste a minute wishing you had picked the other one.':
    ['firm'],
  'Your fingers match your palm, so you check the plan once and then commit to it.': ['firm'],
  'An idea only satisfies you once it runs, so you carry it from the whiteboard all the way to something people can use.':
    ['firm'],
  'You write the plan as big headings first, then add the small steps beneath, and the whole list gets done.': ['firm'],
  'A half-working prototype bothers you more than an empty page, so you stay with it until the thing actually runs.': [
    'firm',
  ],
  'A new habit gets a trial run or three before you trust it, and the keepers stay with you for good.': ['careful'],
  'Picnics get booked and quiz teams captained by you, so remember to play as well as organize.': ['firm'],
  'You keep your word even when nobody would notice if you did not.': ['firm'],
  'Your calendar is a suggestion, and everyone who knows you has accepted that.': ['yielding'],
  'Crowded calendars unsettle you well before the busy days arrive, so a clear day between two full ones is worth guarding.':
    ['in'],
  'You refill in calm places: a reading room, a walled garden, a window seat on a slow train.': ['in'],
  'Background noise can wear on you long after you stop noticing it, so real quiet for a few hours of each day is worth more than it looks.':
    ['in'],
  'Routine is your quiet strength: meals at the usual time and a bedtime you actually keep.': ['in'],
  'Small, regular pleasures keep you level: the Friday film, the Saturday market, the same bench in the park.': ['in'],
  'You rest best in familiar places: your own chair, your own pillow, the corner café where they already know your order.':
    ['in'],
  'Offers, more than decisions, make your turning points, and you have a knack for saying yes to the good ones.': [
    'out',
    'unplanned',
  ],
  'A suggestion from a friend or a job someone else found has often set your course, and the results have mostly pleased you.':
    ['unplanned'],
  'A persuasive friend or a kind word can change your plans, and you have learned that bending with the road often gets you further.':
    ['unplanned'],
  'You give way gracefully when the road narrows, and your willingness to change course tends to open doors a firmer walker would miss.':
    ['unplanned'],
  'Your road is shaped by agreements and conversations more than by any master plan.': ['unplanned'],
  'When you get half of what you hoped for, you take it kindly and use it as your next stepping stone, not as a defeat.':
    ['light'],
  'You walk toward your goals at an even pace, rarely hurried and rarely stopped, and the distance covered adds up.': [
    'planned',
  ],
  'Setbacks slow you down without changing where you are headed, and you wait out a bad stretch calmly until the road clears.':
    ['light', 'planned'],
  'Where others wait for a sign, you choose a date, and the date becomes the sign.': ['quick', 'planned'],
  'Your road has a few hard climbs you chose on purpose, and you would choose every one of them again.': ['planned'],
  'Your doors open from the inside only: people are let in when you decide, never because they pushed.': ['firm'],
  'Fresh faces and fresh ideas get an honest hearing from you, though never a blank check.': ['careful'],
  'A new idea gets your curiosity and your questions in equal measure, and it has to satisfy both before you take it home.':
    ['careful'],
  "A stranger's offhand tip about a festival in the hills or a class in fire juggling can redirect your whole afternoon.":
    ['quick'],
  'You would rather look foolish trying something new than sit safely and wonder what it was like.': ['quick'],
  'Teams bring you in to break a deadlock, since you would rather test two options for real than debate them around a table.':
    ['firm'],
  'Hands-on roles with variety keep you keen: no two days alike, and a practical fix needed in most of them.': ['out'],
  'Jobs that run from the rough sketch all the way to handing over the keys hold your interest at both ends.': ['firm'],
  'You are built for mastery, the kind of work you can go on improving for decades.': ['firm'],
  'A craft that takes a decade to learn suits you, and the eleventh year still feels like a pleasure.': ['firm'],
  'Specialist roles fit you, since you would take one subject known to its depths over ten skimmed.': ['in'],
  'Once you commit, you are in for the long haul, mending quarrels quickly and keeping promises made years ago.': [
    'firm',
    'light',
  ],
  'Your affection shows in keeping faith: the birthday never missed, the promise kept, the call returned the same day.':
    ['firm'],
  'Quick to flirt and slow to commit, you enjoy being charmed and still choose with your eyes open.': ['careful'],
  'Strangers become friends around you, and a friend is just as likely to become the love of your life.': ['single'],
  "A partner's small wins become occasions in your care: friends are rounded up for the new job, the finished thesis, the passed driving test.":
    ['partnered'],
  'Romance starts for you with a risk: a note passed to a stranger, a question across a crowded platform, a number on a napkin.':
    ['quick'],
  'Your best dates are the kind nobody books: a bus to the last stop, a festival tracked by its music, supper wherever the evening runs out.':
    ['quick'],
  'Letting routines slip when life gets busy': ['yielding'],
  'Caring for everyone but yourself': ['yielding'],
  'Letting one late evening unravel a good rhythm': ['yielding'],
  'Doing it all at once and paying for it later': ['quick'],
  'Canceling your own plans to cover for others': ['yielding'],
};

const MORE: Record<string, readonly Lean[]> = {
  'Holding a grudge behind a gracious smile': ['in'],
  'Canceling late when a better offer turns up': ['yielding'],
  'Owning the gear for three hobbies and using none of it': ['yielding'],
  'Your career tends to grow sideways, from chances you said yes to, more than up a ladder you planned.': ['unplanned'],
  'Slow-burning careers suit you: the apprenticeship, the partnership track, the firm grown one client at a time.': [
    'planned',
  ],
  'Your cupboard holds the gear of five abandoned hobbies, and every one of them paid for itself in stories.': [
    'yielding',
  ],
  'You love generously and forgive slowly, and both are worth knowing about yourself.': ['deep'],
  'Hurry and racket wear on you more than you let on, and each quiet hour you claim pays you back twice.': ['in'],
  'You sign up for new things on a whim and lose interest once the novelty fades, so keep the first target modest.': [
    'yielding',
  ],
  'Small corrections are how you steer, a few degrees at a time, and you almost never swing the wheel hard.': [
    'planned',
  ],
  'Decade-long ambitions suit you: you are still on the road long after others have turned for home.': ['planned'],
  'When luck offers you a shortcut, you check first that it still leads where you meant to go.': ['careful'],
  'The changes that count in your life tend to be ones you choose rather than ones forced on you, and you rarely look back with regret.':
    ['planned'],
  'Your path has more gentle bends than sharp turns, each taken after a good look at what lay around the corner.': [
    'planned',
  ],
  'Your life grows by sensible steps, each one taken once the last has settled.': ['careful'],
  'Your best detours start as favors: you fly out to help a friend move and find a reason to stay.': ['unplanned'],
  'Many of the turns in your story are likely to be suggested by someone sitting next to you at the time.': [
    'unplanned',
  ],
  'Your square palm is read as a love of order: a clear plan calms you more than any pep talk.': ['careful'],
  'A partner will ask, gently and without blame, for more closeness than you have been offering. Match the gentleness: name one thing you can give more of, and begin with that.':
    ['in'],
  'Your thumb, well short of average, belongs to an improviser: you make a plan from whatever comes your way.': [
    'unplanned',
  ],
  'Small doses of change suit you best, each tried on for size before it becomes part of your life.': ['careful'],
  'Launching new projects before the old ones ship': ['yielding'],
};

/** Bank sentences by the side they take; a sentence is dropped from a hand's choices when the hand is on the other side. */
export const LEANS: Record<string, readonly Lean[]> = { ...PASS, ...MET };
for (const [words, sides] of Object.entries(MORE)) LEANS[words] = [...(LEANS[words] ?? []), ...sides];
