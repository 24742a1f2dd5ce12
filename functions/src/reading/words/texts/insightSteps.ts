/**
 * What to do with the key insight: one small, concrete step for each insight sentence, written to
 * follow from that very sentence (a reader's review: steps chosen per trait came after insights they
 * had nothing to do with, "Your home is arranged around what you do" followed by "Keep a short list
 * of what you finished"). Keyed by the insight sentence word for word: every sentence an insight can
 * be (insightFeature in generatePalmReading.ts) has its step (readingTexts.test.ts).
 */
export const INSIGHT_STEPS: Record<string, string> = {
  'Short fingers go straight to the point: you trust your first read, and it is usually good.':
    'Note your gut call on one pending choice, then compare it with the outcome, so you learn when to trust it fully.',
  'You judge a thing by handling it: the weight of a pan, the give of a mattress, the balance of a bike.':
    'Before buying something from a photo, find a shop where you can pick one up and feel it first.',
  "Your short fingers are read as a doer's hands: you learn a thing by picking it up.":
    'Borrow what you need for a craft you have only read about, and spend an afternoon trying it for real.',
  'Short fingers skip to the useful part: you leave the manual in the box, try the thing, and learn from what happens.':
    'Pass on one trick you found by simply trying things, because someone slower to start will thank you for it.',
  'You decide while others are still polling the room, and your practical choices tend to hold up well.':
    'Explain one quick decision in two plain sentences, so others can follow you as fast as you chose.',
  'Menus, wall colors, routes home: you choose in seconds, and you rarely waste a minute wishing you had picked the other one.':
    'Offer to make the next small group decision, like where to eat, and spare everyone the long debate.',
  'You judge a plan by its first step: if you cannot see where to start, you doubt the rest.':
    'When someone brings you a vague plan, ask them kindly what the very first move is, then help them find it.',
  'Your patience is for people, not procedures: a form with twelve boxes tests you more than a difficult friend.':
    'Pair up with a friend to fill in the paperwork you dread, and trade them a favor they would value.',
  'Short fingers like yours belong to a fixer: you see what a thing needs and simply do it.':
    'Pick one small repair you have been stepping around at home, and finish it in under an hour.',
  'You measure a day by what got done, and a short list crossed off beats a long one admired.':
    'Write three doable items on a sticky note each morning, and pause to enjoy the moment the last one goes.',
  "Plain words suit you: you say what you mean, ask for what you need and waste nobody's time.":
    'Send one short, direct thank-you to someone who helped you, and say exactly what difference it made.',
  'Ideas come to you halfway through a job, rarely while you sit still and think about one.':
    "Keep your phone's voice memo ready while you work, and catch each mid-job idea in a few spoken words.",
  'Your home is arranged around what you do: scissors beside the wrapping paper, coats by the door you actually come in by.':
    'Find the one spot at home where things still pile up, and give them a place that matches how you use them.',
  'Working results impress you more than clever talk, and you can spot a showy plan from across the room.':
    'Ask the next big talker one friendly question about what the first small result would look like.',
  'Your gifts are the practical kind: a lift to the airport, a shelf put up, soup on the doorstep when someone is low.':
    'Tuck a few warm written words into your next practical favor, so the care behind it is heard too.',
  'Your fingers run a little short of your palm: you act on the big picture and let details follow.':
    'Ask a detail-loving friend to look over your next plan, and thank them for every catch.',
  'You think on your feet and decide faster than you can explain why.':
    'Jot one sentence on why a quick decision felt right, so you can share your reasoning when someone asks.',
  'Fingers a shade short for the palm are read as momentum: you would rather fix it on the way than wait.':
    'Launch one small idea you have been holding back, and plan a quick check-in to adjust it after a few days.',
  'Fingers a touch short of your palm favor motion: you get a thing rolling first and steer it once it moves.':
    'Pause one running project for ten minutes, and ask someone you trust which direction they would nudge it.',
  'Starting is your strong suit, and a rough draft on the table beats a perfect one that lives only in your head.':
    'Sit with a friend who is stuck at the start of something, and help them make the first messy move.',
  "Your fingers stop just shy of the palm's full length, a starter's hand: the first step is the one you never put off.":
    'Pick the project you began with the most excitement, and give it one more step toward finished.',
  'You fix things in motion, trusting that the finer points will sort themselves out once the work is under way.':
    'Note each loose end in one place as you go, then clear them all in a single tidy sitting at the end.',
  'Blank pages never scare you: you fill one with a messy first attempt and trust the second pass to tidy it up.':
    'Put a time in your calendar for the clean-up round, so your quick start gets the finish it deserves.',
  'Motion clears your thinking, so you set off with half a route and work out the rest at the first crossroads.':
    'Tell a companion the general direction before you set off, so they can enjoy the detours instead of worrying.',
  'By the time others agree on a plan, yours is already wobbling along on its first wheels, and you are adjusting it as it rolls.':
    'Invite one cautious colleague to ride along on your next early version, and let their doubts tune it.',
  'You would rather send the imperfect email and mend it in a follow-up than spend an evening polishing the opening sentence.':
    'Read your next important message aloud once before sending, and fix only what sounds wrong to your ear.',
  'Fingers on the short side of even mark a practical mind: you ask what will work before you ask what would be ideal.':
    'Once something is working, spend ten minutes sketching what the ideal version would add, just for the fun of it.',
  'You learn a new tool by using it on a real job, picking up the tricks as the work demands them.':
    'Show a beginner one clever move you discovered mid-project, while you still remember how you stumbled onto it.',
  'Meetings that circle a point make you restless, and you tend to end them by naming a next step and an owner for it.':
    'Send a three-part recap after the next meeting you attend, listing each agreed step and who said yes to it.',
  'Your hands are rarely idle: a pen to sketch with, a shelf to fix, something always taking shape in them.':
    'Gather the small things you have made into one visible spot, and let yourself see how much you create.',
  'Slightly short fingers like yours favor the rough cut: get the shape right first and sand the edges later.':
    'Choose one finished-enough piece of yours, and give it a single focused round of smoothing before you move on.',
  'A good plan, to you, is one you can start right away and improve as you go, rather than one that waits for every answer.':
    'Write down the one question your plan cannot answer yet, and name the point where you will check it.',
  'You pick up a new skill by watching it once and then trying it yourself, mistakes and all.':
    'Ask someone skilled to watch your second attempt at something new, and take their single best tip.',
  'A good enough answer reached now pleases you more than a perfect one that arrives too late to use.':
    'Label your quick answers as a first version when you share them, so others know a better one may follow.',
  'Questions that a quick test can settle rarely stay open long around you: you try it and look at what happens.':
    'Pick a small household debate, like which route is quicker, and settle it with a friendly experiment.',
  'Your first instinct on a tricky job is to pick up the nearest tool and start, and it serves you well more often than not.':
    'Before the next tricky job, spend one minute picturing the finished result, then start as you always do.',
  'Fingers as long as your palm weigh both the plan and the fine print before they move.':
    'Pick the clause or condition most likely to cause trouble in your current plan, and settle it before anything else.',
  'You like to understand how a thing works before you trust it.':
    'Open up something broken at home, follow how its parts connect, and see if you can bring it back.',
  'Your fingers match your palm, so you check the plan once and then commit to it.':
    'Tell one person the moment you commit to a plan, so your decision has a witness and a cheerleader.',
  'Your fingers run about even with your palm, so you keep the big goal and the loose screw in the same view.':
    'Help a friend who sees only the big goal spot the small fix that would make it work.',
  'You sketch the whole thing first, then check each part before a single piece is cut.':
    'Keep one of your sketches after the job is done, and note beside it what you would change next time.',
  'An idea only satisfies you once it runs, so you carry it from the whiteboard all the way to something people can use.':
    'Ask one person who uses something you built what would make it better, and make that change.',
  'Evenly proportioned fingers are read as speed and care in equal parts: quick to begin, careful to finish.':
    'Notice which half of a project you enjoy more, and plan your next one to give that half extra room.',
  'You read the instructions once, keep the parts that matter, and build the thing properly the first time.':
    'Write a one-page summary of a process you have mastered, and leave it for the next person who tries it.',
  "Fingers close to your palm's length give a plan the thought it deserves, and then the work it needs to stand up.":
    'Choose one idea you have thought through well, and give it its first hour of real work.',
  'Big ideas and small screws get equal attention from you, which is why your projects leave the drawing board and stay standing.':
    'Visit something you built or organized a while back, and make the one small adjustment it has been waiting for.',
  'Measure twice, cut once is your rule, and you also know when a third measurement would only be stalling.':
    'Trust your second check on the next thing you make, and spend the saved minutes on something you enjoy.',
  'Planning a trip, you book the trains and also pack the adapter, the spare charger and a snack for the inevitable delay.':
    'Share your travel checklist with a friend heading off soon, and let them borrow your foresight.',
  'Between the dreamers and the fussers you take the useful middle ground, turning a plan on paper into something that actually runs.':
    'Invite a dreamer and a fusser you know into the same conversation, and help them build one thing together.',
  'Your recipes come out right because you read them through first, then cook without checking the page every minute.':
    'Cook one favorite dish from memory for someone, and add a small twist the recipe never mentioned.',
  'A project with you moves in clear stages: the overview, the parts list, the careful build, and finally the test you never skip.':
    'Invite someone new to run your final test, since fresh eyes may catch what familiar ones pass over.',
  'Fingers as long as your palm give you two speeds, a quick one for deciding and a careful one for building.':
    'Make one small decision in under a minute, then give carrying it out the unhurried care it deserves.',
  'Fingers about as long as your palm belong to a maker of working things: the plan on paper becomes the shelf on the wall.':
    'Photograph one thing you designed and made yourself, and send it to someone who saw the first sketch.',
  'You write the plan as big headings first, then add the small steps beneath, and the whole list gets done.':
    'Sit down with a friend whose project feels tangled, and sort it together into a few clear stages.',
  'A half-working prototype bothers you more than an empty page, so you stay with it until the thing actually runs.':
    'Celebrate the moment your current project finally works by showing it to someone who will be delighted.',
  'Long fingers are read as a love of order: your cupboards, files and spice jars follow a system, and you could find anything in them with your eyes shut.':
    'Put a few clear labels where anyone sharing your space would look, so your order works for them without you explaining it.',
  'A vague arrangement unsettles you, so you pin down the day, the hour and the place before anyone hangs up.':
    'Leave one casual plan loose on purpose, and let a friend choose the details when the time comes.',
  'Your long fingers are read as patience with detail: you enjoy the part of the work others rush.':
    'Volunteer for the finishing touches on a group effort, and say plainly that you enjoy that part.',
  'Long fingers like yours take their time over a task and hand it back better made than anyone asked for.':
    'Ask the person you are working for what good enough means to them, and compare it with your own bar.',
  'You read the small print for pleasure and usually find the clause everyone else missed.':
    "Offer to read the terms of a friend's lease or contract before they sign, and explain the tricky bit.",
  'Your fingers run long for your palm, the mark of an analyst: you take a problem apart before you trust the answer.':
    'Write down your reasoning on one knotty problem, and share it with someone who might learn from your method.',
  'Practice never bores you, because the hundredth attempt shows you something the first one could not.':
    'After each practice session, name one thing it taught you, out loud or on paper.',
  'Fingers this long are read as precision: a figure off by a fraction will nag at you until it is put right.':
    'Set a rounding rule for everyday sums, and let anything smaller than it pass without a second look.',
  'You would rather do one thing exactly right than five things roughly, and your work shows the difference.':
    'Cross two lesser jobs off your plans entirely, and give the freed hours to the one that deserves your best.',
  'Slender and long, your fingers show the patience of a maker who keeps refining after others would call it finished.':
    'Pick a piece that is good enough, sign or date it, and declare it done before the next small tweak tempts you.',
  'Details other people call fussy are the whole point to you: the spacing, the wording, the last coat of varnish.':
    'Offer your eye for finish to a friend preparing something important, and help them refine the part that shows most.',
  'Your eye goes to how a thing is made: the stitching on a coat, the joints of a chair, the way a sentence is built.':
    'Ask a craftsperson at a market or workshop how they make their piece, and listen for the trade secret.',
  'Patience arrives easily for you when the work is delicate: threading, tuning, proofreading, all the jobs that punish a hurry.':
    'Let people know you enjoy fiddly, exacting jobs, so that kind of work comes your way instead of the rushed kind.',
  'Before you accept an answer, you want to see the working, and you can usually spot the exact step where someone guessed.':
    "When you spot a guess in someone's reasoning, ask a curious question about it rather than naming the mistake.",
  'Mastery appeals to you more than novelty, and you will happily return to a single skill until it becomes second nature.':
    'Find a local group or class in the skill you love, and trade one technique with someone at your level.',
  'Recipes, contracts, instruction leaflets: you read every word, and you can say exactly when the warranty runs out.':
    'Put the renewal and expiry dates you already know into your calendar, so your careful reading pays off on time.',
  'Learning something new, you go back over the basics until they are solid, and everything you build on them later holds.':
    'Help a beginner with the fundamentals you once drilled, since you know exactly which ones matter most.',
  'Your care shows in the places few people ever look: the back of a drawer, the inside seam, the footnote.':
    'Let one hidden corner stay a little rough, and spend the saved time on a part everyone sees.',
  'You ask the second question, the one after the obvious one, and that is usually where the real problem hides.':
    'Write down your follow-up question before the next conversation that matters, so it gets asked even if talk moves fast.',
  'Careful by instinct, you check the map before the trip, the tide before the swim, and the total before you sign.':
    'Say yes to one unplanned outing with a spontaneous friend, trusting your usual habits to quietly cover you.',
  'Long, fine fingers mark a memory for method: you can repeat a job you did once, a year ago, step by step without looking anything up.':
    'Teach one task you remember step by step to a friend, and let them try it while you watch.',
  'Fingers as long as yours are read as a slow, exact mind that would rather be right than first.':
    'Tell the people waiting on you when your careful answer will arrive, so your thoroughness reads as reliability.',
  'With fingers this long, you test a claim from three sides before you let it into your thinking.':
    'Share how you checked a surprising claim with a friend who tends to believe the first story they read, gently and without a lecture.',
  'Your notes have notes in their margins, and you can still find any one of them in seconds.':
    'Pick one insight buried in your notes, and turn it into a short message for someone who needs it.',
  'Long fingers are read as patience with the fiddly: you will untangle a knot of wires that others would simply cut.':
    'Offer your patience to one fiddly job a friend has given up on, and finish it together.',
  'You would rather take a week and do a thing once than take a day and do it twice.':
    'The next time someone rushes you, name the time you really need, then deliver inside it.',
  'Instructions written by you are read once and followed, because nothing in them was left to guess.':
    'Write down one process only you know, clearly enough that someone could follow it without asking you.',
  'You keep the receipts, the manuals and the spare buttons, and sooner or later each one is needed.':
    'Clear out one drawer of kept things, and keep only what has a use you can name.',
  'Assembly instructions are a quiet pleasure to you, and your flat-pack furniture never has a screw left over.':
    "Offer to assemble a friend's new purchase for them, and make a cheerful afternoon of it together.",
  'You taste the sauce again after the last pinch of salt, because close enough never quite satisfies you.':
    'Let someone else call the last adjustment on something you are making together, and enjoy their version of right.',
  'A long palm takes in more than it lets out: you feel things for days before you say them.':
    'Write a short, honest message about a feeling you have carried for a while, and send it when it feels ready.',
  'Inside, you run deep and quiet, and very few people get the full tour.':
    'Share one private interest or hope with a person you trust, and let them see a new part of you.',
  'Your long palm is read as a rich inner life: you notice moods the way others notice weather.':
    'Tell a friend when you sense they are having a hard day, and offer a small kindness without asking why.',
  'A palm this long holds a deep well of feeling: one song or a change in the light can color a whole afternoon.':
    'Photograph the light when it moves you, and keep those pictures together as a small album of good moments.',
  'A long palm is read as a feel for atmosphere: you know within a minute whether a place suits you.':
    'Choose where you sit, eat or work by how the place feels to you, and notice how the hours there go.',
  'You run on feeling more than on the clock, so a slow, quiet morning sets the tone for the rest of your day.':
    'Lay out what you need for the start of your day the evening before, so it begins unhurried.',
  'A long palm is read as a fine ear for feeling: you hear the worry under a cheerful reply before anyone explains it.':
    'When you hear that worry in someone close, ask one gentle question and let them take it from there.',
  'A piece of music can stay with you all evening, and you need unhurried time afterward to let a strong feeling settle.':
    'Leave a gap after any concert or film you expect to move you, and keep those hours free of plans.',
  'Hurry unsettles you far more than effort does, so you guard a gentle start to the morning and a quiet corner to come back to.':
    'Add one thing you love to the spot you retreat to: a picture, a soft blanket or a plant.',
  'Feelings move through you slowly and thoroughly, like rain soaking into deep soil rather than running off the surface.':
    'Tell the people close to you that you may answer big news a little later, so they read your pause as care.',
  'A square palm like yours is built for endurance, not sprints: you win the long game.':
    'Mark the halfway point of your longest project with a small treat, so the distance feels shorter.',
  'You are steady enough that people forget you have bad days too.':
    'Agree on a simple signal with someone close, a word or an emoji, that means you could use some support.',
  'Your square palm is read as a love of order: a clear plan calms you more than any pep talk.':
    'Turn one worry into a three-step plan on paper, and notice how much lighter it feels.',
  'Square palms like yours work as ballast: calm under load, hard to tip over, slow to run out of steam.':
    'Offer your calm to one friend in a rough patch, simply by being there and listening without fixing.',
  'You carry more than your share without complaint, and you sometimes forget you are allowed to set it down.':
    'Ask someone to take one regular chore off your list, and let them do it their own way.',
  'Your broad palm gives you deep reserves: at the end of a hard stretch, you are often the last one still standing.':
    'Plan something you enjoy for the end of your next demanding project, and put it in the calendar first.',
  'Once you have taken something on, stopping feels like failing, even when stopping is plainly the wise move.':
    'Write down in advance what would make a project worth ending, so calling it becomes a plan rather than a defeat.',
  'Pressure steadies you rather than rattling you, and you do some of your best work when the load is heaviest.':
    'Let a frazzled colleague borrow your calm by asking them what single thing would help them most.',
  'Your palm is square and solid, the mark of someone who keeps going, sometimes well past the point where going on still pays.':
    'Ask a friend to tell you when a task stops paying off, and take their word for it once.',
  'A solid, squared-off palm holds firm under strain: in a crisis you stay calm and reach for the next practical step.':
    'Write a short plan for the emergencies most likely in your home, and share it with anyone you live with or would call first.',
  'Heavy, useful work settles your mind, and a job done steadily from start to finish leaves you calmer than a day off.':
    'Keep one satisfying job in reserve, like clearing a cupboard, for the days your thoughts feel cluttered.',
  'A heavy job with a clear end point suits you, and you keep plodding on long after the sprinters have dropped out.':
    'Invite one person to join you for the last stretch of a long job, and share the satisfaction of finishing.',
  'Practical at every turn, you solve the problem in front of you first and save the worrying for later, if at all.':
    'Once the fix is done, tell someone how you sorted it, so the effort behind it gets noticed.',
  'Staying power is your hidden asset: the longer and duller the task, the more clearly you outlast everyone else on it.':
    'Put on an audiobook or podcast for the next long, dull task, and let the hours pass more kindly.',
  'Bad news rarely knocks you flat, since you pick up the practical pieces first and deal with the feelings afterward.':
    'After the urgent tasks are sorted, set aside a quiet half hour to notice how the news actually landed.',
  'You are the sort who keeps shoveling snow after the neighbors have gone in, and who forgets to stop for a warm drink.':
    'Ask someone to call you in for a short break partway through your next long job.',
  'Extra loads land on your pile because you never drop anything, and you rarely notice how tall the pile has grown.':
    'Before saying yes to a new request, look at your current commitments and say what would have to move.',
  'Solid ground is what you like underfoot: a budget that adds up, a roof that holds, a plan with no loose ends.':
    'Build a small cushion into your budget for surprises, so one unexpected bill never shakes your footing.',
  'Tired is a word you admit to late, since pushing on feels more natural to you than calling it a day.':
    'Choose a friendly phrase for ending a long session, and say it out loud the first time you think of stopping.',
  'Your thumb is short for your hand, read as a heart that leads the will: you follow what moves you.':
    'List three things that moved you lately, and follow one of them a small step further.',
  'A shorter thumb like yours is read as feeling over force: you persuade rather than push.':
    'Use your gentle persuasion to help a friend ask for something they need, by rehearsing it with them.',
  'Your thumb sits on the short side, so you go with the current and save your fight for what matters.':
    'Name the one cause worth your fight, and give it an hour of real effort.',
  'A short thumb holds the reins loosely: you let circumstances steer a while and adapt as you go.':
    'Choose one small outcome you care about in a current situation, and gently make sure it happens.',
  'Your thumb sits short against your palm, and your will works by persuading, never by command.':
    'Think of one change you want at home or work, and start by asking the person involved what they think.',
  'Palmists give a short thumb to the adaptable: when the plan changes under you, you change with it, fast.':
    'Offer to help a friend whose plans just fell through, since adapting comes to you more easily than to them.',
  'With a thumb this short, you rarely force a decision, preferring to let the facts arrive and choose with them.':
    'Set a friendly end point for one open decision, so waiting for the facts does not drift on forever.',
  'Short thumbs steer by suggestion rather than order, and yours gets its way through a well-timed question.':
    'Ask the quietest person in your next group conversation what they think, and give their answer room.',
  'Yours is a short thumb, the sign of a flexible will: you hold your goals loosely enough to catch a better one.':
    'Review one goal you set a while ago, and swap it for the better one if it has already appeared.',
  'Your thumb, well short of average, belongs to an improviser: you make a plan from whatever comes your way.':
    'Host a simple get-together with whatever you have at home, and enjoy what your improvising makes of it.',
  'A thumb on the short side works with the wind rather than fighting it: you trim the sail, change course and still make harbor.':
    'Tell a friend who is battling a setback about a time you switched plans and still got there.',
  'Short as it is, your thumb reads as a light touch on the tiller, steering by nudges instead of commands.':
    'Move one stalled group plan forward with a friendly suggestion and a proposed time, then let others shape it.',
  'Read by its length, your thumb says you would rather change the plan than force it through.':
    'When a plan meets resistance, ask the doubters what version they would back, and build from their answer.',
  'Your shorter thumb belongs to someone who lets events make the first move and answers with a good one.':
    'Make the first move once on something small you care about, and enjoy seeing how others answer you.',
  'Thumbs this short leave room for luck: you steer loosely, and the detours often turn out to be the point.':
    'Say yes to the next unexpected invitation that comes your way, and see what it opens up.',
  'A short thumb like yours is read as a cooperative will: you would rather agree on a road than win the argument.':
    'Next time a plan is argued over, name the part you can agree to first, and build from there.',
  "Your thumb runs short, the palmist's sign of a will that listens first and pushes only when it has to.":
    'Pick one matter you have let slide, and say plainly what you want before someone else decides it.',
  'Your thumb is long, reaching well up the side of your hand, and palmists give a thumb like that to willpower.':
    'Point your resolve at one goal you have been postponing, and write down the first move you will make.',
  'A long thumb like yours is the mark of a strong will: once you decide, you follow through.':
    'Before committing to the next request, ask yourself if you truly want it, since you will see it through.',
  'Your thumb runs long, so your will is stronger than your words, and people underestimate how far you will go.':
    'Tell one person about a goal you are quietly pursuing, so they can cheer the progress they cannot see.',
  'Long thumbs belong to finishers, and yours is why the projects others drop tend to land with you and get done.':
    'Choose which dropped tasks you will take on, and politely return the rest to the people who started them.',
  'Palmists call a long thumb like yours the mark of a self-directed will: you set your own course and hold it.':
    'Write down where you are heading, and check the direction once with someone whose judgment you respect.',
  'With a thumb this long, you decide slowly and then do not budge, however loudly the doubters argue.':
    'Invite the quietest doubter for a one-on-one chat, and listen for the one point worth keeping.',
  'Your long thumb gives you a firm grip on the wheel: whatever you steer arrives where you aimed it.':
    'Offer to coach someone who struggles to finish things, and share the habits that keep you on course.',
  'Your long ring finger is the one palmists give to art and to risk, and you have a streak of both.':
    'Enter one piece of your creative work in a local show or contest, just for the thrill of it.',
  'Your ring finger clearly outreaches your index: you choose with your heart first and find the reasons later.':
    'Tell someone you love the real reason they matter to you, even if you only found the words recently.',
  'Your ring finger stands well above your index, the sign of someone who would rather love their life than manage it.':
    'Swap one routine errand for something delightful, like flowers for the hallway or a new route past the river.',
  'Your ring finger rises above your index, read as a born creator: you make beauty out of ordinary days.':
    'Set a small surprise for someone close to you, a folded napkin or a flower, and let them discover it.',
  'Your ring finger outreaches your index, a mark palmists read as taste with nerve: you wear the bold color, and it suits you.':
    'Next time you choose between a safe option and a bold one in something small, take the bold one and notice who smiles.',
  "Ring finger over index is the artist's mark, and you carry it: you choose what moves you over what is safe.":
    'Visit an exhibition, gig or gallery you know nothing about, and follow whatever catches your heart.',
  'Your tall ring finger is read as charm and daring: you win people over and take your chances.':
    'Introduce yourself to someone you admire from a distance, and ask the question you have always wanted to ask.',
  'A ring finger taller than your index is read as an eye for beauty: you move one lamp and the whole room changes.':
    'Offer a friend an hour of your eye for their stuck room, and move things around together until it glows.',
  'Reaching past your index, your ring finger marks a risk-taker with good taste: you bet on the bold option and make it look easy.':
    'Wear or use the boldest thing you own somewhere unexpected, and enjoy the compliments it draws.',
  'With your ring finger standing above your index, charm comes easily: you could talk a shopkeeper into five more minutes after closing.':
    "Spend your charm on a stranger's bad day, with a warm word to someone who serves the public.",
  "Palmists read a ring finger longer than the index as the maker's sign, and you are happiest with something half-made on the table.":
    'Give a half-finished piece a name and a date to be done, and invite someone to see the result.',
  'Your ring finger rises past your index, the mark of a heart that leads: you know what you love long before you can say why.':
    'Write a short love letter to a place, person or thing that moved you, and try to find the why.',
  'A ring finger longer than the index is read as devotion to beauty, and you would cross town for the right shade of blue.':
    'Bring one color you adore into a room you use often, with a cushion, a print or a painted frame.',
};
