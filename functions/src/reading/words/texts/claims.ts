/**
 * What a bank sentence claims of its reader, on twelve pairs of claims a list item could deny: how
 * one rests ("Knowing exactly when you need to stop" against "Saying yes to every late night"), keeps
 * routines, restores (in quiet or in company), loves (devoted or fickle), speaks of feelings, meets
 * conflict, chooses (easygoing or choosy), spends time (on oneself or on everyone else), shows up in a
 * room, trusts, shows enthusiasm and finishes. None is a trait of the hand, and the hand takes no side
 * of any: the first sentence of a reading to make a claim decides, and no later part says the other
 * side (generatePalmReading.ts voicesOf), headline or list alike; the lines' reads are not held to
 * claims (a copy of the photo that reads one line otherwise would change the next through them), but
 * what they claim holds the parts said after them.
 *
 * Reader's reviews 45-68 met a list item against a paragraph or another list item in 112 of their 187
 * clear contradictions; one pass over every sentence a reading draws from (stop 68) gave each the
 * claims it clearly makes, on the rule of texts/leans.ts (a reader who met the opposite claim in the same
 * reading would frown). Most sentences make none.
 */
export type Claim =
  | 'paces'
  | 'overdoes'
  | 'keeps-routine'
  | 'drops-routine'
  | 'likes-quiet'
  | 'needs-company'
  | 'devoted'
  | 'fickle'
  | 'says-feelings'
  | 'keeps-feelings'
  | 'peacemaker'
  | 'combative'
  | 'easygoing'
  | 'choosy'
  | 'own-time'
  | 'gives-all'
  | 'stands-out'
  | 'blends-in'
  | 'trusting'
  | 'wary'
  | 'shows-enthusiasm'
  | 'holds-back'
  | 'finishes'
  | 'leaves-unfinished';

/** Each claim's opposite. */
export const DENIES: Record<Claim, Claim> = {
  paces: 'overdoes',
  overdoes: 'paces',
  'keeps-routine': 'drops-routine',
  'drops-routine': 'keeps-routine',
  'likes-quiet': 'needs-company',
  'needs-company': 'likes-quiet',
  devoted: 'fickle',
  fickle: 'devoted',
  'says-feelings': 'keeps-feelings',
  'keeps-feelings': 'says-feelings',
  peacemaker: 'combative',
  combative: 'peacemaker',
  easygoing: 'choosy',
  choosy: 'easygoing',
  'own-time': 'gives-all',
  'gives-all': 'own-time',
  'stands-out': 'blends-in',
  'blends-in': 'stands-out',
  trusting: 'wary',
  wary: 'trusting',
  'shows-enthusiasm': 'holds-back',
  'holds-back': 'shows-enthusiasm',
  finishes: 'leaves-unfinished',
  'leaves-unfinished': 'finishes',
};

/** Bank sentences by the claims they make (a prediction keyed by what will happen and what to do, joined by one space). */
export const CLAIMS: Record<string, readonly Claim[]> = {
  'A person you keep at a careful distance will keep coming back, patient and unhurried, until you notice. Let them come one step closer, a single step, and watch what they do with it.':
    ['wary'],
  'A partner or close friend will ask to see a corner of your life you usually keep private. Show them one room of it at your own pace, and see whether they are careful there.':
    ['keeps-feelings'],
  'A partner will introduce you to their family, and the evening will mean more to you than you let show. Tell them afterward, in plain words, what it meant, since your quiet is easy to misread.':
    ['keeps-feelings'],
  'A new friend will ask you along to something that clearly matters to them, a recital or a family supper. Go, arrive on time and stay to help clean up, because showing up is how you say what you feel.':
    ['keeps-feelings'],
  'Someone close will lean on you through a hard stretch, and your steady presence will matter more than any words. Show up at the usual times, and say out loud the one kind sentence you would normally keep to yourself.':
    ['keeps-feelings'],
  'Someone will notice that you go quiet when you are hurt, and will wait beside you instead of pressing. Tell them, once things have settled, what that patience meant to you.':
    ['keeps-feelings'],
  'A partner will ask, gently and without blame, for more closeness than you have been offering. Match the gentleness: name one thing you can give more of, and begin with that.':
    ['keeps-feelings'],
  'A disagreement with someone close will end in a compromise that suits you both better than winning would have. Offer your half of the deal first, then let them improve on it.':
    ['peacemaker'],
  'Your generosity with your time will draw someone who takes more than they give. Notice who never offers to host, and spend your warmth on the people who do.':
    ['gives-all'],
  'A partner will want a quieter stretch at home while you are itching for the next outing. Give them one quiet evening fully, phone in a drawer, then let them choose the next outing.':
    ['needs-company'],
  'A new admirer will love your sparkle and then wonder who you are once the crowd goes home. Let them see your ordinary side early: the errands, the dull chores, the quiet evenings in.':
    ['stands-out'],
  'Your habit of saying yes to everyone will leave someone close to you feeling like one of the crowd. Set aside hours that belong only to them, and guard those hours from every tempting plan.':
    ['overdoes', 'needs-company'],
  'Someone shy will hover at the edge of your crowd, hoping to be asked in. Walk over and bring them into the circle, then let them find their own footing.':
    ['stands-out'],
  'You will catch yourself agreeing to three projects because each one looked quick. Keep the one with the nearest finish and return the other two politely.':
    ['overdoes'],
  'Your careful checklist will rescue a launch that others had already called finished. Offer the list to the team, so it becomes how everyone works from then on.':
    ['finishes'],
  'A role that needs both a map and a toolbox will be advertised where you work. Apply with one example of a plan you carried all the way to the end.':
    ['finishes'],
  'A small side project will show that you can take an idea from outline to finished piece on your own. Show it to whoever assigns the larger work, with a note on what it took in time and cost.':
    ['finishes'],
  'An outside client will offer you a one-off job that needs both your ideas and your follow-through. Name one price for the whole job, planning and delivery together, rather than pricing the pieces one by one.':
    ['finishes'],
  'Work you have refined in private for ages will be asked for by name. Charge properly for it, because the patience behind it is part of what people buy.':
    ['holds-back'],
  'A piece you consider unfinished will be exactly what someone needs. Send it as it stands, with a short note on what you would still refine.':
    ['holds-back'],
  'A quiet pastime, perhaps one you once dropped, will call to you, and it will steady you more than you guess. Give it a fixed, unhurried hour somewhere calm, away from interruptions.':
    ['likes-quiet'],
  'A feeling you have been holding in will make itself known before you have put a name to it. Give it somewhere to go: a long talk with someone you trust, a good cry, an hour with music you love.':
    ['keeps-feelings'],
  'Time near water or among trees will settle you faster than a whole day of rest indoors. Find one river, lake or park within easy reach, and go there whenever a heavy day starts to press.':
    ['likes-quiet'],
  'A crowded spell at home, with guests or a full household, will make you long for a room of your own. Make one corner yours, with a closed door or a pair of headphones, and let everyone know it means quiet.':
    ['likes-quiet'],
  'A slow walk at the close of each working day will settle you better than any evening out. Keep to the same gentle route, leave the phone at home, and let the walk mark the end of work.':
    ['likes-quiet'],
  "Someone else's hurry will seep into your day, and you will not notice it until evening. Take a few minutes alone after any rushed meeting, and let your own pace return before the next thing.":
    ['likes-quiet'],
  'A noisy stretch at work will leave you more tired than the work itself does. Find the quietest room in the building for the job that needs thought, and book it like a meeting.':
    ['likes-quiet'],
  'You will find that a good evening depends less on what you do than on how slowly you do it. Leave one evening a week without a plan, and let it take whatever shape it likes.':
    ['likes-quiet'],
  'A new commitment will try to take over the hours you usually keep for yourself. Give it a different slot and leave your own hours exactly where they are.':
    ['own-time'],
  'A habit you only half keep will start to matter more than any new one would. Make it easy enough for your worst days, and it will hold on the good ones.':
    ['drops-routine'],
  'Late nights will creep back in, one reasonable excuse at a time. Pick a fixed hour for winding down and let the excuses wait until morning.':
    ['overdoes'],
  'Rest will start to feel like a prize you win instead of a habit you keep. Put rest into your plans at regular points, before the work rather than after it.':
    ['overdoes'],
  'A good stretch will tempt you to drop the routines that made it good. Keep them running while things go well, since they are why things go well.':
    ['drops-routine'],
  'A small morning ritual will become the part of the day you look forward to most. Protect it from errands and requests, and give it the same minutes every morning.':
    ['keeps-routine'],
  'Someone close to you will ask how you keep your days so even, hoping to borrow the rhythm. Describe it plainly, and notice that explaining it helps you keep it better yourself.':
    ['keeps-routine'],
  "A look at your calendar, shared or your own, will show how little free time you actually leave for yourself. Write your own fixed hours onto it in the same ink as everyone else's commitments.":
    ['overdoes', 'gives-all'],
  'You will take on more than your share because you can, and nobody will stop you. Stop yourself first: set down one task and let someone else carry it.':
    ['overdoes'],
  'A demanding stretch will end, and you will keep running at its pace out of habit. Mark the end of it with a proper day off, written into your calendar.':
    ['overdoes'],
  'Your staying power will carry a project that others gave up on. Finish it, then take as much rest as the finishing took out of you.':
    ['finishes'],
  'People will lean on you because you never seem to run out. Let them see when you are running low, so they learn to lean on others as well.':
    ['overdoes'],
  'Rest will keep waiting behind one more task, then another after that. Stop at a set hour while the list is still long, since yours never runs empty.':
    ['overdoes'],
  'An ambitious goal will catch your eye and promise to use every spare hour you have. Take it on at half the size you first pictured, and grow it only if you still enjoy it.':
    ['overdoes'],
  'A surge of drive will push you to fill every free hour with something useful. Leave one part of each day deliberately idle, and defend it as firmly as a meeting.':
    ['overdoes'],
  'A free weekend will appear on the calendar, and your first instinct will be to fill it. Leave half of it empty, and let that half decide itself.':
    ['overdoes', 'needs-company'],
  'You will pride yourself on never stopping, and your good mood will pay for it. Count stopping as part of the work, and plan your pauses as carefully as your tasks.':
    ['overdoes'],
  'A quieter stretch will arrive, and you will not know what to do with yourself. Resist filling it, and let the slow pace show you what you actually feel like doing.':
    ['overdoes', 'needs-company'],
  'A day off will arrive with a list attached, most of it written by you. Cross off half of it before the day begins, and leave it crossed off.':
    ['overdoes'],
  'the Earth hand. You trust what you can hold, finish what you start, and notice when a shelf is not level.': [
    'finishes',
  ],
  'the Earth hand, plain-spoken and dependable. The date you give for a job is the date it is done, and the price stays the price.':
    ['finishes'],
  'the Earth hand, sparing with promises and sure to deliver. Friends bring you their wobbly plans, and you hand them back with four legs and a level top.':
    ['finishes'],
  'the Fire hand, quick, warm and impatient with waiting. A room changes temperature when you walk in.': ['stands-out'],
  'the Fire hand. Your enthusiasm is catching, and half your friends have a hobby they picked up from you.': [
    'shows-enthusiasm',
  ],
  'the Fire hand, eager and easy to light. You say yes before the plan is fully explained, and you are often the first one ready to go.':
    ['shows-enthusiasm'],
  'the Fire hand. Your good moods sweep through a room like weather, and your bad ones blow over before anyone has named them.':
    ['stands-out', 'shows-enthusiasm'],
  'the Fire hand, bright and wholehearted. What you care about, you throw yourself into completely.': [
    'shows-enthusiasm',
  ],
  'the Fire hand, driven from within. A project you believe in can keep you working long after everyone else has gone home.':
    ['overdoes'],
  'and a ring finger that rises clearly past the index: the heart-led hand. Light matters to you more than furniture, and you have moved tables across rooms to chase it.':
    ['choosy'],
  'and a ring finger that plainly overtops the index: the heart-led hand. Places, songs and people win you at first sight, and you usually stay won.':
    ['devoted'],
  'and a ring finger that far outstrips the index: the heart-led hand. Tenderness comes easily to you, and the people who get the most of it are the ones having the hardest week.':
    ['says-feelings'],
  'and a ring finger that climbs higher than the index: the heart-led hand. Every table you lay looks set for royalty, even when the only guest is you.':
    ['choosy'],
  'Your ring finger outreaches your index, a mark palmists read as taste with nerve: you wear the bold color, and it suits you.':
    ['stands-out'],
  'A ring finger longer than the index is read as devotion to beauty, and you would cross town for the right shade of blue.':
    ['choosy'],
  'Knowing exactly when you need to stop': ['paces'],
  'Making a quiet evening feel like a treat': ['likes-quiet'],
  'Losing yourself in a long book for a whole afternoon': ['likes-quiet'],
  'Knowing which quiet evening will set a hard week right': ['likes-quiet'],
  'Pacing a busy stretch with pockets of calm': ['paces'],
  'Sensing when a schedule has grown too full': ['paces'],
  'Recharging with a walk and a closed door': ['likes-quiet'],
  'Pairing ambition with proper rest': ['paces'],
  'Making a calm corner in a busy house': ['likes-quiet'],
  'Keeping a good habit going for years': ['keeps-routine'],
  'Building routines that carry you through busy times': ['keeps-routine'],
  'Spending your energy evenly from start to finish': ['paces'],
  'Turning ten minutes a day into real progress': ['keeps-routine'],
  'Holding your rhythm when plans turn chaotic': ['keeps-routine'],
  'Knowing your best hours and guarding them': ['own-time'],
  'Pacing a long project so it never stalls': ['paces'],
  'Following a routine loosely enough to enjoy it': ['keeps-routine'],
  'Choosing the sensible option without fuss': ['easygoing'],
  'Finding the compromise both sides will sign': ['peacemaker'],
  'Negotiating a better deal without a fight': ['peacemaker'],
  'Cooling a standoff with one well-chosen word': ['peacemaker'],
  'Disagreeing without leaving hard feelings': ['peacemaker'],
  'Getting rivals to sit at the same table': ['peacemaker'],
  'Calming an angry customer without giving away the store': ['peacemaker'],
  'Offering a graceful exit to someone losing an argument': ['peacemaker'],
  'Smoothing ruffled feathers before a meeting starts': ['peacemaker'],
  'Keeping both sides talking when tempers run high': ['peacemaker'],
  'Following through on plans made on a better day': ['finishes'],
  'Keeping a promise after the fun has gone out of it': ['devoted', 'finishes'],
  'Still doing the exercises long after the lessons stop': ['keeps-routine'],
  'Setting a date and quietly meeting it': ['finishes'],
  'Returning to a hard problem until it gives way': ['finishes'],
  'Seeing a long job, even a renovation, through to the final coat': ['finishes'],
  'Tending a slow ambition until it finally bears fruit': ['finishes'],
  'Chasing one goal for years without wavering': ['finishes'],
  'Completing the job the others walked away from': ['finishes'],
  'Keeping a few friends for decades': ['devoted'],
  'Guarding your energy for what truly counts': ['paces'],
  'Judging character carefully before you trust': ['wary'],
  'Enjoying your own company without apology': ['likes-quiet'],
  'Working happily alone for hours at a stretch': ['likes-quiet'],
  'Turning up for the few who matter, without fail': ['devoted'],
  'Spotting a charmer long before the charm wears off': ['wary'],
  'Growing friendships slowly and making them last': ['devoted'],
  'Standing by people when it costs you': ['devoted'],
  'Letting trust build at a steady, honest pace': ['wary'],
  'Turning a colleague into the kind of friend who lasts twenty years': ['devoted'],
  'Keeping old friendships in good repair': ['devoted'],
  'Remembering the birthdays of friends from every stage of life': ['devoted'],
  'Letting a friendship grow slowly until it is built to last': ['devoted'],
  'Promoting an acquaintance to confidant in careful stages': ['wary'],
  'Being friendly without being an open book': ['keeps-feelings'],
  'Balancing time for others with time for yourself': ['own-time'],
  'Giving your time freely when asked': ['gives-all'],
  'Keeping in touch across years and cities': ['devoted'],
  'Throwing yourself into a new passion': ['shows-enthusiasm'],
  'Betting on people others have written off': ['trusting'],
  'Sharing a meal with hosts met only hours before': ['trusting'],
  'Treating every stranger as a story waiting to be heard': ['trusting'],
  'Starting more than you finish': ['leaves-unfinished'],
  'Saying yes to everything to avoid choosing': ['overdoes'],
  'Leaving the second draft for someone else': ['leaves-unfinished'],
  'Keeping your best work where only your team can see it': ['blends-in'],
  "Finishing other people's projects before your own": ['gives-all'],
  'Spreading so thin you are known for nothing': ['overdoes'],
  'Launching new projects before the old ones ship': ['leaves-unfinished'],
  'Keeping your best work in a drawer, unshown': ['holds-back'],
  'Keeping standards so high no one can help you': ['choosy'],
  'Your steady habits carry you, your friends enliven you, and your health likes a share of both.': ['keeps-routine'],
  'Routine keeps you upright and company keeps you cheerful; skip either for long and you notice.': ['keeps-routine'],
  'A fixed bedtime and a full diary can live together in your life, and you are well when they do.': ['keeps-routine'],
  'You do best with a settled rhythm that still leaves room for a spontaneous evening with friends.': ['keeps-routine'],
  'Order in the mornings and people in the evenings is the mix that keeps you at your best.': ['keeps-routine'],
  'You like your days planned and your weekends open, and that blend is what keeps you well.': ['keeps-routine'],
  'Habit steadies you and people brighten you, and you feel best when neither crowds out the other.': ['keeps-routine'],
  'A regular rhythm is your ballast and good company your lift, and you keep well with both on board.': [
    'keeps-routine',
  ],
  'Familiar routines hold your days together and friends add the color, and you fare best with a measure of each.': [
    'keeps-routine',
  ],
  'A quiet skill, practiced for years, finally paying off': ['keeps-routine'],
  'A reunion with the friend you never stopped writing to': ['devoted'],
  'A standing dinner the same friends have kept for a decade': ['keeps-routine', 'devoted'],
  'Being the one both sides trust to settle a quarrel': ['peacemaker'],
  'A trip planned around your own wishes for once': ['gives-all'],
  'Loyalty can outlive its reason. Notice when you are staying out of habit alone.': ['devoted'],
  'Plans kept secret too long can miss the friend who would have helped. Tell one person early.': ['holds-back'],
  'An invitation turned down too often stops arriving. Say yes to the one that makes you a little nervous.': [
    'likes-quiet',
  ],
  'A kind word saved for the right moment can stay unsaid for good.': ['keeps-feelings'],
  'Loyalty is a strength until it keeps you in a circle you have outgrown.': ['devoted'],
  'Silence kept to spare others can leave them guessing wrong about you.': ['keeps-feelings'],
  "Keeping people at arm's length keeps their good news at a distance too.": ['wary'],
  'Quiet that restores you can turn, unnoticed, into quiet that hides you.': ['likes-quiet'],
  'Good people rarely wait forever to be let in. Open the door a little wider for one of them.': ['wary'],
  'A skill you never show can go unnoticed for years. Let one person see what you can do.': ['holds-back'],
  'Old friendships rarely end in a quarrel; they fade in a silence both sides meant to break. Send the message you keep drafting in your mind.':
    ['fickle'],
  'A habit of keeping to yourself can look, from outside, like a wish to be left alone. Tell one friend plainly that you like being asked.':
    ['likes-quiet'],
  'The good-enough option will try to crowd out the right one.': ['easygoing'],
  'Fairness can become a fence. Splitting every difference leaves some choices only half made.': ['peacemaker'],
  'Beware the sensible middle road that no one actually wanted to walk.': ['easygoing'],
  'Being easy to please can hide what would truly please you.': ['easygoing'],
  'Beware of leaving before you find out how it ends.': ['leaves-unfinished'],
  'Generosity without limits turns into resentment. Keep something back for yourself.': ['gives-all'],
  'Lending on a warm feeling can cost you both the friend and the loan.': ['trusting'],
  'Popularity is a warm room with thin walls. Know who stays when it empties.': ['stands-out'],
  'A yes given to everyone leaves nothing in your pocket for the one that matters.': ['overdoes', 'gives-all'],
  'The exit you keep open behind you can slowly become the only door you use.': ['fickle'],
  'Saying yes on the spot is a gift until it becomes a debt. Count your promises before adding another.': ['overdoes'],
  'A long palm takes in more than it lets out: you feel things for days before you say them.': ['keeps-feelings'],
  'Inside, you run deep and quiet, and very few people get the full tour.': ['keeps-feelings'],
  'Hurry unsettles you far more than effort does, so you guard a gentle start to the morning and a quiet corner to come back to.':
    ['likes-quiet'],
  'You are warmer than you first seem, and once you do trust someone, the trust holds for years.': ['devoted', 'wary'],
  'Calm puts you back together, and an hour of quiet with a book does more for your spirits than any treat.': [
    'likes-quiet',
  ],
  'A tidy room and a cup of something warm do more to steady you than a crowded afternoon of errands.': ['likes-quiet'],
  'Your feelings run a little deeper than they look, and a slow evening at home is how you bring them back to level.': [
    'likes-quiet',
  ],
  'Your near-square palm wants one solid thing finished before the next begins.': ['finishes'],
  'You like routines you chose yourself and resent the ones handed to you.': ['keeps-routine'],
  'Your squarish palm finds comfort in repetition: the familiar mug, the usual route home, the small tasks done in the same order.':
    ['keeps-routine'],
  'Steadiness is your quiet gift: you rarely flare up and rarely flag, and people can set their clocks by you.': [
    'keeps-routine',
  ],
  'A palm just short of square gives you staying power spent wisely: you pace yourself and still have something left at the end.':
    ['paces'],
  'Your energy lasts when you spend it evenly, and a steady hour each morning gets you further than any frantic night.':
    ['paces', 'keeps-routine'],
  'Habits carry you further than bursts of willpower, and the small routine you keep going ends up outlasting every grand resolution.':
    ['keeps-routine'],
  'A sensible rhythm keeps you level: work, then a break, then work again, with few highs and few slumps in between.': [
    'paces',
    'keeps-routine',
  ],
  'Regular anchors in the day keep you going, and a schedule torn up at short notice costs you more than hard work.': [
    'keeps-routine',
  ],
  'Slow and regular wins with you: a chapter each evening, a page of a new language each morning, and a lot done by the end.':
    ['keeps-routine'],
  'You carry more than your share without complaint, and you sometimes forget you are allowed to set it down.': [
    'overdoes',
    'gives-all',
  ],
  'Once you have taken something on, stopping feels like failing, even when stopping is plainly the wise move.': [
    'overdoes',
    'finishes',
  ],
  'Your palm is square and solid, the mark of someone who keeps going, sometimes well past the point where going on still pays.':
    ['overdoes'],
  'Heavy, useful work settles your mind, and a job done steadily from start to finish leaves you calmer than a day off.':
    ['finishes'],
  'A heavy job with a clear end point suits you, and you keep plodding on long after the sprinters have dropped out.': [
    'finishes',
  ],
  'Staying power is your hidden asset: the longer and duller the task, the more clearly you outlast everyone else on it.':
    ['finishes'],
  'You are the sort who keeps shoveling snow after the neighbors have gone in, and who forgets to stop for a warm drink.':
    ['overdoes'],
  'Extra loads land on your pile because you never drop anything, and you rarely notice how tall the pile has grown.': [
    'overdoes',
    'finishes',
  ],
  'Tired is a word you admit to late, since pushing on feels more natural to you than calling it a day.': ['overdoes'],
  'Your heart line is long and reaches toward your index finger: once you are in, you are all in.': ['devoted'],
  'Your heart line runs long across your palm: you love with a long memory and a longer patience.': ['devoted'],
  'Starting things with infectious energy': ['shows-enthusiasm'],
  'Staying curious when others grow cynical': ['trusting'],
  'Leading a dinner conversation past midnight': ['overdoes'],
  'Leaving ideas unfinished when a newer one appears': ['leaves-unfinished'],
  'Overcommitting to too many bright beginnings': ['overdoes', 'shows-enthusiasm', 'leaves-unfinished'],
  'Arguing for sport when someone needs comfort': ['combative'],
  'Losing interest once the idea is understood': ['leaves-unfinished'],
  'Skipping sleep for one more interesting thought': ['overdoes'],
  'Mistaking a clever plan for a finished one': ['leaves-unfinished'],
  'Losing the thread of a task to a better question': ['leaves-unfinished'],
  'Loyalty that does not need to be asked for': ['devoted'],
  'Saying the tender thing out loud': ['says-feelings'],
  'Staying devoted through the unglamorous years': ['devoted'],
  'Keeping romance alive long past the beginning': ['devoted'],
  'Keeping in touch across years and distances': ['devoted'],
  "Putting everyone's needs ahead of your own": ['gives-all'],
  'Staying too long where you are not cherished': ['devoted'],
  'Avoiding conflict until it grows bigger': ['peacemaker'],
  'Giving more than you let yourself receive': ['gives-all'],
  'Holding a grudge behind a gracious smile': ['keeps-feelings'],
  'Saying yes to please and resenting it later': ['gives-all'],
  'Finishing what you start': ['finishes'],
  'Building trust one finished job at a time': ['finishes'],
  'Leaving every tool where the next person needs it': ['finishes'],
  'Carrying burdens alone instead of asking': ['keeps-feelings'],
  'Mistaking rest for laziness': ['overdoes'],
  'Keeping your feelings under lock and key': ['keeps-feelings'],
  'Refusing to stop while one screw is still loose': ['overdoes', 'finishes'],
  'Rescuing a flat party all by yourself': ['stands-out'],
  'Daring the first dance': ['stands-out'],
  'Giving a room its energy back': ['stands-out'],
  'Selling a wild idea on enthusiasm alone': ['shows-enthusiasm'],
  'Cheering loudest for a friend who takes a risk': ['shows-enthusiasm'],
  'Leaving when things get quiet instead of deep': ['needs-company', 'fickle'],
  'Boredom with routines that would serve you': ['drops-routine'],
  'Scattering your fire across too many paths': ['overdoes'],
  'Promising more than a single day can hold': ['overdoes'],
  'Forgetting to call the friends who stayed put': ['fickle'],
  'Canceling late when a better offer turns up': ['fickle'],
  'Drowning out quieter voices in the excitement': ['stands-out', 'shows-enthusiasm'],
  'Owning the gear for three hobbies and using none of it': ['leaves-unfinished'],
  'Saying yes to three plans for the same evening': ['overdoes', 'needs-company'],
  'Writing the letter that mends a quarrel': ['peacemaker'],
  'Retreating when you most need support': ['keeps-feelings'],
  'Struggling to say no without guilt': ['gives-all'],
  'Expecting friends to guess what would help without being told': ['keeps-feelings'],
  'Rehearsing a hard conversation until it never happens': ['keeps-feelings'],
  'Your weak spot is the middle of things: you love beginnings and you admire endings.': ['leaves-unfinished'],
  'Your notes are a graveyard of brilliant beginnings, and a few of them deserve a second life.': ['leaves-unfinished'],
  'Your plans outrun your calendar, and the friends who love you have learned to ask when, not if.': ['overdoes'],
  'You give ideas away freely, which is generous, and sometimes a clever way of avoiding the finishing.': [
    'leaves-unfinished',
  ],
  'You show love by fixing things, and you quietly wish someone would notice the fixing.': ['keeps-feelings'],
  'You are the person people call at midnight, and you pick up.': ['gives-all'],
  'Praise makes you uncomfortable, so you steer the talk back to the work. Let the compliment land for once.': [
    'blends-in',
  ],
  'Your calendar is a suggestion, and everyone who knows you has accepted that.': ['drops-routine'],
  'You leave every place livelier than you found it, and rarely stay for the tidying up.': [
    'stands-out',
    'leaves-unfinished',
  ],
  'Your cupboard holds the gear of five abandoned hobbies, and every one of them paid for itself in stories.': [
    'leaves-unfinished',
  ],
  'Whatever you feel is plain to your friends within the minute, which they mostly find refreshing and occasionally find badly timed.':
    ['says-feelings'],
  'You need more time alone than you admit, and you come back kinder for it.': ['likes-quiet'],
  'A rainy afternoon with nothing planned is your idea of luxury, so give yourself one now and then.': ['likes-quiet'],
  'You take chances on people others have written off, and you are right more often than not.': ['trusting'],
  'Your charm gets you through the door, and your loyalty is why you are asked back.': ['devoted'],
  'Arguments that other people start at work tend to end at your desk, settled, with nobody humiliated.': [
    'peacemaker',
  ],
  'Across a negotiating table you find the figure both sides can accept, and nobody walks out feeling beaten.': [
    'peacemaker',
  ],
  'When a tense email needs answering, colleagues forward it to you, trusting your tact when the pressure is on.': [
    'peacemaker',
  ],
  'Between two departments that speak different languages, you are the translator both sides believe.': ['peacemaker'],
  'You have the steady will a long project needs, still pushing once the early excitement has gone.': ['finishes'],
  'Multi-year projects suit you, because your commitment outlasts the launch party by a long way.': ['finishes'],
  'Setbacks cost you some time and rarely the goal: you find another route and keep going.': ['finishes'],
  'You are the colleague who keeps tending a project after its sponsor has moved on, and it thrives because of you.': [
    'finishes',
  ],
  'Given a messy project inherited from others, you sort it patiently and deliver what the last three owners promised.':
    ['finishes'],
  'Abandoned projects end up finished on your desk, and the people who matter notice who finished them.': ['finishes'],
  'Turnarounds are your specialty: hand you a failing project and you haul it, piece by piece, to a finish.': [
    'finishes',
  ],
  'A vague brief never stays vague with you: you turn it into one clear goal with your name on it, and that goal gets met.':
    ['finishes'],
  'the mark of a talker whose feelings arrive in well-chosen words.': ['says-feelings'],
  'read on a heart-led hand as devotion that shows in a hundred small rituals.': ['devoted'],
  'the sign of a heart that keeps every letter and every ticket stub.': ['devoted'],
  "the Earth hand's sign of loyalty measured in years, not declarations.": ['devoted'],
  'the sign of a love that is steadiest when life is hardest.': ['devoted'],
  'read on an Earth hand as love that turns up, every time.': ['devoted'],
  'telling of someone who loves out loud, with plans, jokes and surprises.': ['says-feelings'],
  "read by palmists as loyalty to people's inner lives, not their achievements.": ['devoted'],
  'telling of feelings that run quiet and hold for years.': ['devoted'],
  'Starting the next thing before tidying the last': ['leaves-unfinished'],
  'Dumping the tidying up on someone else': ['leaves-unfinished'],
  'Sending the rough version as the final one': ['leaves-unfinished'],
  'Moving on before the results come in': ['leaves-unfinished'],
  'Saying done when it is nearly done': ['leaves-unfinished'],
  'Leaving the last ten percent for later': ['leaves-unfinished'],
  'Settling for a compromise no one loves': ['peacemaker'],
  'Translating for both sides and pleasing neither': ['peacemaker'],
  'Hiding work until it feels flawless': ['holds-back'],
  'Holding others to your own exacting standards': ['choosy'],
  'Distrusting anything you cannot check yourself': ['wary'],
  'Noticing the crooked frame in every room you enter': ['choosy'],
  'Declining invitations out of sheer habit': ['likes-quiet'],
  'Withholding trust long after it is earned': ['wary'],
  'Sharing so little that people feel shut out': ['keeps-feelings'],
  'Suspecting motives behind a friendly approach': ['wary'],
  'Keeping your worries to yourself until they boil over': ['keeps-feelings'],
  'Hiding good news so well nobody can celebrate it': ['holds-back'],
  'Leaving the party before anyone learns your name': ['blends-in'],
  'Answering a personal question with the weather report': ['keeps-feelings'],
  'Taking months to let a new person in': ['wary'],
  'Defending old friends past the point of fairness': ['devoted'],
  'Holding newcomers to a stricter test than old friends': ['wary'],
  'Taking a small lapse as a breach of trust': ['wary'],
  'Staying put, in a job or anywhere, out of loyalty alone': ['devoted'],
  'Turning down a good offer because a stranger made it': ['wary'],
  'Keeping a new neighbor at small talk for years': ['wary'],
  'Missing a good friendship by waiting to be sure': ['wary'],
  'Waiting to see which way a friendship leans before committing to it': ['wary'],
  'Being choosier than a situation requires': ['choosy'],
  'Blending in when you could stand out': ['blends-in'],
  'Rationing your enthusiasm in case it looks too keen': ['holds-back'],
  'Needing a crowd to feel like yourself': ['needs-company'],
  'Befriending everyone, including people you should not': ['trusting'],
  'Filling every free evening with plans': ['overdoes', 'needs-company'],
  'Telling new acquaintances more than you meant to': ['says-feelings'],
  'Saying yes to plans you later regret': ['overdoes'],
  'Staying out for one more story when you meant to leave': ['overdoes'],
  'Keeping a promise to everyone but yourself': ['gives-all'],
  'Letting a quiet day feel like a wasted one': ['needs-company'],
  'Stirring things up when calm would serve': ['combative'],
  'Trusting strangers faster than is wise': ['trusting'],
  'Giving your number to everyone you meet on a trip': ['trusting'],
  'Treating a quiet weekend as a wasted one': ['needs-company'],
  'You keep your own counsel until you trust the room, and only then let people see what you think.': [
    'keeps-feelings',
    'wary',
  ],
  'Letting people in takes you a while, and those patient enough to wait never regret it.': ['wary'],
  'Guarded and careful with newcomers, you would rather listen for a good while before you say much.': ['wary'],
  'A newcomer has to earn a place in your life by degrees, and the handful who do it stay for good.': [
    'devoted',
    'wary',
  ],
  'Your doors open from the inside only: people are let in when you decide, never because they pushed.': ['wary'],
  'Questions about your private life get a friendly, short answer from you until the asker has become a friend.': [
    'keeps-feelings',
    'wary',
  ],
  'Most people know a polite, pleasant version of you, and only a chosen few ever meet the rest.': ['wary'],
  'You warm up to someone new once you can tell where you stand, and not a moment before.': ['wary'],
  'Your openness is the careful kind: people come in one by one, and each gets a proper welcome.': ['wary'],
  'Loyalty comes before novelty for you: old friends keep their places while new ones are chosen with care.': [
    'devoted',
  ],
  'Your trust arrives in steps, lunch first, then your home, then your spare key, and nobody who earns it loses it lightly.':
    ['wary'],
  'A first meeting with you is polite and a little reserved, and the real warmth shows up around the third.': ['wary'],
  'Your home works like a welcome mat: friends drop in unannounced, linger past midnight and keep coming back.': [
    'needs-company',
  ],
  'Half your friends started out as strangers in a queue, a waiting room or a delayed train.': ['trusting'],
  'You spend time on people lavishly: the hour-long phone call, the whole afternoon, never a hurried text.': [
    'gives-all',
  ],
  'A full table with one new face at it is your favorite kind of evening, and the newcomer is a regular by dessert.': [
    'needs-company',
  ],
  'Whoever moves in next door finds you on the step with a covered dish and an open invitation.': ['trusting'],
  'An unfamiliar idea is easier for you to like when it arrives with a person attached, and you like most people.': [
    'trusting',
  ],
  'You say yes to new people and new ideas before any doubts have time to arrive.': ['trusting'],
  'Every new face, to you, might be the first page of an adventure.': ['trusting'],
  'You volunteer first for the unknown: the audience participation slot, the untested route, the game no one has explained.':
    ['stands-out'],
  'A dull evening in company never lasts long around you: you are forever starting a new game, a new topic or a new plan.':
    ['shows-enthusiasm'],
  'Your appetite for the new makes you wonderful company on a trip and a hard sell for a quiet evening in.': [
    'needs-company',
  ],
  'Set down in a strange city, you adapt quickly, with a routine and a favorite corner shop before the first rent is due.':
    ['keeps-routine'],
  'Faced with two roads, you go looking for a third that suits everyone, and you usually find it.': ['peacemaker'],
  'You win people over to your plans with warmth rather than pressure, and your turns are the kind that get agreed over a kitchen table.':
    ['peacemaker'],
  'Once you choose a direction, you keep steering it yourself until you arrive.': ['finishes'],
  'You plan your road and then, unlike most planners, you actually walk it.': ['finishes'],
  'Few chapters of your life are left half done: you finish each stage before you start on the next.': ['finishes'],
  'Long apprenticeships suit your journey: you stay with a craft, a town or a promise until it pays back in full.': [
    'devoted',
  ],
  'Interruptions pause your plans without canceling them, and you pick up the thread exactly where you left it.': [
    'finishes',
  ],
  'Finishing what you start runs through your story, the kind of story where the diploma gets framed, the house gets bought and the manuscript gets done.':
    ['finishes'],
  "the heart-led hand's gift of friends in many time zones, each one kept.": ['devoted'],
  'a Water-hand sign of a few friendships that last a lifetime.': ['devoted'],
  'Your hand reads restless in the moment and loyal over the years, and both are true of you.': ['devoted'],
  "Plain words suit you: you say what you mean, ask for what you need and waste nobody's time.": ['says-feelings'],
  'An idea only satisfies you once it runs, so you carry it from the whiteboard all the way to something people can use.':
    ['finishes'],
  'Big ideas and small screws get equal attention from you, which is why your projects leave the drawing board and stay standing.':
    ['finishes'],
  'Fingers about as long as your palm belong to a maker of working things: the plan on paper becomes the shelf on the wall.':
    ['finishes'],
  'You write the plan as big headings first, then add the small steps beneath, and the whole list gets done.': [
    'finishes',
  ],
  'A half-working prototype bothers you more than an empty page, so you stay with it until the thing actually runs.': [
    'finishes',
  ],
  'Fingers this long are read as precision: a figure off by a fraction will nag at you until it is put right.': [
    'choosy',
  ],
  'Slender and long, your fingers show the patience of a maker who keeps refining after others would call it finished.':
    ['choosy'],
  'Details other people call fussy are the whole point to you: the spacing, the wording, the last coat of varnish.': [
    'choosy',
  ],
  'You taste the sauce again after the last pinch of salt, because close enough never quite satisfies you.': ['choosy'],
  'Hiding needs to keep the peace': ['keeps-feelings', 'peacemaker'],
  'Testing people instead of trusting them': ['wary'],
  'Keeping a partner on probation for years': ['wary'],
  'Calling it privacy when it is really fear': ['keeps-feelings'],
  'Letting one old hurt speak for everyone': ['wary'],
  'Showing love through favors, never through words': ['keeps-feelings'],
  'Guarding your past so closely that a partner feels locked out': ['keeps-feelings'],
  'Expecting a partner to guess what you never said': ['keeps-feelings'],
  'Declining the dance because you might look foolish': ['blends-in'],
  'Clinging to a first love long after it has ended': ['devoted'],
  'Saying nothing is wrong when something clearly is': ['keeps-feelings'],
  'Hoarding small hurts until they add up to a big one': ['keeps-feelings'],
  'Holding back tenderness until it feels completely safe': ['keeps-feelings'],
  'Loving someone for years without ever telling them': ['keeps-feelings'],
  'Changing the subject whenever a talk turns tender': ['keeps-feelings'],
  'Keeping one drawer locked even in a shared home': ['keeps-feelings'],
  'Keeping an apology to yourself because saying it feels too exposed': ['keeps-feelings'],
  'Agreeing to avoid a scene': ['peacemaker'],
  'Saving the real conversation for later': ['keeps-feelings'],
  'Meeting halfway even when you should hold firm': ['peacemaker'],
  'Being so reasonable nobody sees your longing': ['keeps-feelings'],
  'Settling for easy company over real closeness': ['easygoing'],
  'Waiting to see who cares more first': ['holds-back'],
  'Guarding your free evenings until a partner feels penciled in': ['own-time'],
  'Sharing your news freely and your feelings only in outline': ['keeps-feelings'],
  'Keeping affection so even it never quite catches fire': ['holds-back'],
  'Picking the restaurant nobody minds over the one you love': ['easygoing'],
  'Saying either is fine when one of them is not': ['keeps-feelings', 'easygoing'],
  'Moving on before the lesson is learned': ['fickle'],
  'Bringing a crowd to moments meant for two': ['needs-company'],
  'Chasing the first chapter over and over': ['fickle'],
  'Getting restless the moment things feel settled': ['fickle'],
  'Giving so freely you never ask for anything': ['gives-all'],
  'Keeping your options open after you have chosen': ['fickle'],
  'Hearing commitment as a door closing behind you': ['fickle'],
  'Filling the calendar so nothing gets discussed': ['needs-company'],
  'Falling for whoever is newest in the room': ['fickle'],
  'Needing an audience for your happiest moments': ['needs-company'],
  'Losing interest once the pursuit is over': ['fickle'],
  'Your hand says you recharge alone, so protect your quiet hours as you would an appointment.': ['likes-quiet'],
  'You keep your energy in reserve, so spend it on purpose, not on whoever asks first.': ['paces', 'own-time'],
  'Somewhere of your own restores you, even a single chair by a window where nobody needs anything from you.': [
    'likes-quiet',
  ],
  'Crowds drain you faster than anyone can see, so slipping out of a party early is self-care, not rudeness.': [
    'paces',
    'likes-quiet',
  ],
  'After a day of other people, give yourself an hour of silence before you answer a single message.': ['likes-quiet'],
  'Solitary pastimes suit you best for winding down: a jigsaw, a long swim, a notebook and a pot of tea.': [
    'likes-quiet',
  ],
  'Your rest works best when nobody can reach you, so switch off the phone for one unhurried stretch of every day.': [
    'likes-quiet',
  ],
  'Welcome guests still tire you, so plan a quiet morning after every visit and keep it free of errands.': [
    'likes-quiet',
  ],
  'A daily walk alone, with no company and no headphones, is how you clear out the noise of other people.': [
    'likes-quiet',
  ],
  'Say no to the extra invitation without guilt, since a quiet night in is what lets you meet the next busy day fresh.':
    ['likes-quiet', 'own-time'],
  'Modest habits kept faithfully do more for you than ambitious resolutions announced with fanfare.': ['keeps-routine'],
  'Build your routine for your worst day, not your best, and you will still be keeping it years on.': ['keeps-routine'],
  'A new habit gets a trial run or three before you trust it, and the keepers stay with you for good.': [
    'keeps-routine',
  ],
  'A familiar walk at a familiar hour clears your head better than any new routine could.': ['keeps-routine'],
  'You know where your limits sit, and that instinct deserves your trust.': ['paces'],
  'A night out followed by a night in keeps you level, and you can tell when the balance starts to tip.': ['paces'],
  'Your routines flex instead of snapping, which is why a trip or a busy holiday seldom throws you for long.': [
    'keeps-routine',
  ],
  'Your calendar works best with a few open invitations and a few firm refusals, and you can give both without guilt.':
    ['own-time'],
  'Your hand says company lifts your mood, so walk with a friend, cook for a crowd and play on a team.': [
    'needs-company',
  ],
  "Other people's plans fill your calendar fast, so block out one evening that belongs to nobody but you.": [
    'gives-all',
  ],
  'Talking things through clears your head, and ten minutes on the phone with a friend beats an evening of brooding.': [
    'needs-company',
    'says-feelings',
  ],
  'Rest does not have to be silent for you, and a noisy cafe with a good friend often calms you more than solitude.': [
    'needs-company',
  ],
  'Interruptions barely ruffle you, so plan your days around people instead of hiding from them to get things done.': [
    'needs-company',
  ],
  'Good company is catching for you, so fill your free evenings with the friends who send you home lighter.': [
    'needs-company',
  ],
  'Since you are so often the last one out the door, decide on a leaving time before you even arrive.': ['overdoes'],
  'Celebrations restore you more than they tire you, so mark small wins with a gathering instead of saving the party for the big ones.':
    ['needs-company'],
  'You throw yourself wholly into whatever excites you, so leave proper downtime between one adventure and the next.': [
    'overdoes',
    'shows-enthusiasm',
  ],
  'Boredom wears you out faster than hard work, and a tame, predictable day leaves you flatter than a packed one.': [
    'needs-company',
  ],
  'You sign up for new things on a whim and lose interest once the novelty fades, so keep the first target modest.': [
    'drops-routine',
    'leaves-unfinished',
  ],
  "Your enthusiasm spills into everyone else's projects, so save a share of it for the plans that are yours.": [
    'shows-enthusiasm',
  ],
  'Your drive arrives in bursts rather than a steady flow, so plan around the surges instead of fighting them.': [
    'drops-routine',
  ],
  'Midnight plans appeal to you more than they should, so guard a couple of early evenings for every late adventure.': [
    'overdoes',
  ],
  'Back from a trip, you tend to plan the next one before unpacking, so give yourself a homecoming day with no bookings at all.':
    ['overdoes'],
  'Long stretches of the same routine make you restless, so give each habit a planned end and swap in something fresh when it arrives.':
    ['drops-routine'],
  'A long thumb like yours is the mark of a strong will: once you decide, you follow through.': ['finishes'],
  'Long thumbs belong to finishers, and yours is why the projects others drop tend to land with you and get done.': [
    'finishes',
  ],
  'Your thumb reaches a little past the usual mark, a sign of the will to see things through without fuss.': [
    'finishes',
  ],
  'Measured against your palm, your thumb runs a touch long: you keep going at an even pace after the first push fades.':
    ['finishes'],
  'On the longer side of middle, your thumb gives you a patient will: you chip away until the job gives in.': [
    'finishes',
  ],
  'A thumb slightly longer than usual speaks of a will that outlasts enthusiasm: you keep at it once the novelty is spent.':
    ['finishes'],
  'A touch longer than the norm, your thumb points to a will that holds steady through the dull middle of any undertaking.':
    ['finishes'],
  'A thumb a little longer than average is read as staying power: you finish the long jobs others start.': ['finishes'],
  'A thumb a shade shorter than most says you would rather win people over than win the argument.': ['peacemaker'],
  "Falling just shy of average, your thumb marks a negotiator's will: you find the deal where others see a standoff.": [
    'peacemaker',
  ],
  'A thumb just short of average compromises on purpose: you trade the small points to win the large one.': [
    'peacemaker',
  ],
  'Slightly short, your thumb marks a steering style built on give and take: you yield an inch and gain a mile.': [
    'peacemaker',
  ],
  "Stopping a little before the usual length, your thumb is read as a mediator's will, firm beneath the courtesy.": [
    'peacemaker',
  ],
  'A fraction under middle length, your thumb signals a will that drafts terms rather than ultimatums.': ['peacemaker'],
  'A short thumb like yours is read as a cooperative will: you would rather agree on a road than win the argument.': [
    'peacemaker',
  ],
  'Your hand says you give yourself slowly in love, and wholly once you finally do.': ['wary'],
  'Trust comes before love with you, and it is earned in ordinary days, not in grand declarations.': ['wary'],
  'A private person in love, you let few people in, and those who get there tend to stay.': ['wary'],
  'People who barely know you sometimes read your reserve as coolness, but nobody you love has ever wondered how warm you are.':
    ['holds-back'],
  'Your love letters, if anyone ever sees them, are far warmer than anything you would say out loud.': [
    'keeps-feelings',
  ],
  'You rarely show affection in public, saving the held hand and the soft word for when the door is shut.': [
    'holds-back',
  ],
  'Anyone you let yourself love could tell a stranger how long it took to reach you, and that it was worth the wait.': [
    'wary',
  ],
  'Heartbreak stays with you a long time, which is part of why you choose so carefully whom to let near.': ['wary'],
  'Your partner is often the only one who knows your worries, your odd habits and the plans you have not yet told anyone.':
    ['says-feelings'],
  'The clearest sign of your love is an invitation into your quiet evenings at home, a place few people ever get to see.':
    ['likes-quiet'],
  'You test trust in small ways before you offer it in large ones, and a partner who passes finds a fiercely loyal ally.':
    ['devoted', 'wary'],
  'In love you keep your circle small on purpose: one person to confide in, and a door that opens slowly.': ['wary'],
  'Loyal in love, you prove it in quiet, steady gestures: the remembered order, the text after a big interview.': [
    'devoted',
  ],
  'Letting someone in is a careful business for you, and once they are in, you keep them.': ['devoted', 'wary'],
  'Devotion grows in you quietly, deepening with every ordinary evening instead of arriving in one rush.': ['devoted'],
  'Big words come late from you in love, while small kindnesses start early and never stop.': [
    'devoted',
    'keeps-feelings',
  ],
  'A partner of yours can count on the same warmth after a hard year as on the first good evening.': ['devoted'],
  'Once you commit, you are in for the long haul, mending quarrels quickly and keeping promises made years ago.': [
    'devoted',
    'peacemaker',
  ],
  'Your affection shows in keeping faith: the birthday never missed, the promise kept, the call returned the same day.':
    ['devoted'],
  'You offer courtesy at once and trust only over time, so a partner learns to treasure every small sign that the door is opening.':
    ['wary'],
  'You like a love with space in it, where each of you keeps separate friends and a night of your own.': ['own-time'],
  'Giving has to run in both directions, and you notice, kindly but clearly, when a relationship starts to tilt.': [
    'own-time',
  ],
  'Arguments with a partner end with you hunting for the fair middle ground rather than the last word.': ['peacemaker'],
  "A partner's friends get a warm hello from you, then a few evenings to show who they are before you count them as yours.":
    ['wary'],
  'Affection comes out of you freely, in hugs, notes and invitations, and the people you love feel chosen.': [
    'shows-enthusiasm',
  ],
  'You tell friends you love them as readily as you tell a partner, and you mean it every single time.': [
    'says-feelings',
  ],
  'Your trust comes first and your doubts come later, and people have to work hard to use up your goodwill.': [
    'trusting',
  ],
  'Feelings get aired over supper in your home, since you talk about yours easily and make it easy for a partner to talk about theirs.':
    ['says-feelings'],
  'Early dates with you tend to become group outings, since you invite every friend you pass, and the right partner finds it funny.':
    ['needs-company'],
  'You love lavishly and announce it, never one to leave a feeling unspoken for long.': [
    'says-feelings',
    'shows-enthusiasm',
  ],
  'With everything you have, you fall for people fast and forgive them faster.': ['trusting'],
  'Caution rarely gets a vote in your love life: you jump first, and most of the time the jump was worth it.': [
    'trusting',
  ],
  'Your romance runs on grand gestures, like the surprise concert ticket or a two-hour drive after midnight just to say hello.':
    ['shows-enthusiasm'],
  'Saying it first and risking the silence suits you better than waiting for a certainty that may never come.': [
    'says-feelings',
  ],
  'Generous past the point of sense, you give away the window seat, the final slice and a copy of your key.': [
    'gives-all',
  ],
  'You are the kind to move in, adopt a dog or book a shared trip far earlier than sensible, and the leap usually lands well.':
    ['trusting'],
  'A romance that ends badly never keeps you cautious for long: you laugh about it with friends and are ready to risk everything again.':
    ['trusting'],
  'Your hand says your best days close with something finished you can point at.': ['finishes'],
  'Garages, market stalls and workshops suit you, since a job only counts for you once it is visibly done.': [
    'finishes',
  ],
  'Setting the direction suits you more than polishing it, so look for roles that start things and pass them on.': [
    'leaves-unfinished',
  ],
  'Launches, rescues and first drafts are your kind of work: anything that needs momentum more than finish.': [
    'leaves-unfinished',
  ],
  'Jobs that run from the rough sketch all the way to handing over the keys hold your interest at both ends.': [
    'finishes',
  ],
  'Work that asks for a plan on Monday and a working result by Friday suits you, and you deliver both.': ['finishes'],
  'The problem everyone else has given up on is the one you stay with, patiently, until it cracks.': ['finishes'],
  'Gentle beginnings suit you: a quiet cup, no screens, nobody asking anything of you in the first hour.': [
    'likes-quiet',
  ],
  'Quiet is how you recharge, so treat your time alone as an appointment you keep.': ['likes-quiet'],
  'Loud, crowded days take more out of you than out of most people, so follow one with an hour that asks nothing.': [
    'likes-quiet',
  ],
  'Crowded calendars unsettle you well before the busy days arrive, so a clear day between two full ones is worth guarding.':
    ['likes-quiet'],
  'Calm surroundings restore you far better than a packed social calendar ever could.': ['likes-quiet'],
  'Hurry and racket wear on you more than you let on, and each quiet hour you claim pays you back twice.': [
    'likes-quiet',
  ],
  'You refill in calm places: a reading room, a walled garden, a window seat on a slow train.': ['likes-quiet'],
  'Background noise can wear on you long after you stop noticing it, so real quiet for a few hours of each day is worth more than it looks.':
    ['likes-quiet'],
  'Your best rest is the unscheduled kind: an afternoon with no plan, a familiar novel, a pot of something simmering slowly.':
    ['likes-quiet'],
  'Routine is your quiet strength: meals at the usual time and a bedtime you actually keep.': ['keeps-routine'],
  'You thrive on rhythm, the same walk at the usual time, repeated until it runs itself.': ['keeps-routine'],
  'A fixed shape to your days suits you: an evening for friends, an evening for chores, an evening for nothing.': [
    'keeps-routine',
  ],
  'Daily effort in modest doses suits you far better than grand bursts that leave you flat afterward.': [
    'keeps-routine',
  ],
  'A predictable evening is restful in its own right for you, so anchor your days with a few fixed points.': [
    'keeps-routine',
  ],
  'Small, regular pleasures keep you level: the Friday film, the Saturday market, the same bench in the park.': [
    'keeps-routine',
  ],
  'You can keep going for ages, and the trap is keeping going once the enjoyment has quietly left.': ['overdoes'],
  'Shouldering more than most without a word comes easily to you, so choose, on purpose, one load to set down.': [
    'overdoes',
  ],
  'You can handle a punishing run of work, so put the days off in the calendar before the run begins.': ['overdoes'],
  'Your hand says you have staying power to spare, and with it a tendency to cancel time off so the job gets done.': [
    'overdoes',
  ],
  'Once a habit starts with you, it runs for years, so pick the ones you would gladly keep that long.': [
    'keeps-routine',
  ],
  'A good meal shared after a hard stretch puts you right faster than a quiet weekend alone.': ['needs-company'],
  'Feeding stress with busyness': ['overdoes'],
  'Saying yes to every late night': ['overdoes'],
  'Booking back-to-back plans with no gap for quiet': ['overdoes'],
  'Staying in noisy rooms long after they have worn you out': ['overdoes'],
  'Treating rest as a reward instead of a need': ['overdoes'],
  'Letting routines slip when life gets busy': ['drops-routine'],
  'Caring for everyone but yourself': ['gives-all'],
  'Skipping the walk because the day ran long': ['drops-routine'],
  'Clinging to a routine that has stopped helping': ['keeps-routine'],
  'Saving up all your rest for a holiday': ['overdoes'],
  'Eating at your desk and calling it lunch': ['overdoes'],
  'Letting one late evening unravel a good rhythm': ['drops-routine'],
  'Feeling guilty about doing nothing for an afternoon': ['overdoes'],
  'Answering messages during your time off': ['overdoes'],
  'Filling every gap in the calendar with something useful': ['overdoes'],
  'Staying up late just to claim an hour back': ['overdoes'],
  'Dropping a good routine after one missed day': ['drops-routine'],
  'Agreeing to the loud plan when you wanted calm': ['likes-quiet'],
  'Pushing through tiredness as if it were weakness': ['overdoes'],
  'Doing it all at once and paying for it later': ['overdoes'],
  "Carrying everyone's load because you can": ['overdoes', 'gives-all'],
  'Treating a day off as a day for chores': ['overdoes'],
  'Taking pride in never needing a break': ['overdoes'],
  'Eating standing up between one job and the next': ['overdoes'],
  'Keeping going long after the fun has gone': ['overdoes'],
  'Saying you are fine because you usually are': ['keeps-feelings'],
  'Trading play for one more productive hour': ['overdoes'],
  'Measuring a good day by how spent you feel': ['overdoes'],
  'Volunteering first for every heavy job': ['overdoes', 'gives-all'],
  'Canceling your own plans to cover for others': ['gives-all'],
  'Saving fun for when the work is done': ['overdoes'],
  'Treating stamina as a reason to skip rest': ['overdoes'],
  'Booking rest only once the work runs out': ['overdoes'],
  'Answering one more request when you meant to stop': ['overdoes'],
};
