/**
 * Ideas more than one bank can say, each in its own words: a reading says each at most once
 * (generatePalmReading.ts voiceOf). An idea is one specific thing said of a person, narrower than a
 * trait level ("learns by doing", "charm opens doors", "trust given in stages", not "quick" or
 * "careful"): two sentences share one when a reader who met both in one reading would hear the same
 * thing said twice, in other words, a strength and its matching challenge included. Keys are bank
 * sentences word for word (a prediction's happens and advice joined by one space); a sentence that
 * says two ideas carries both, and is listed under the first.
 */
export const IDEAS: Record<string, readonly string[]> = {
  // learns-by-doing: a skill picked up by using it, not by reading about it
  'the Earth hand, steady as a good workbench. You learn by doing, and what you make tends to outlast the people who doubted it.':
    ['learns-by-doing', 'work-does-the-talking', 'built-to-last'],
  "Your short fingers are read as a doer's hands: you learn a thing by picking it up.": [
    'learns-by-doing',
    'learns-by-handling',
  ],
  'Short fingers skip to the useful part: you leave the manual in the box, try the thing, and learn from what happens.':
    ['learns-by-doing', 'skips-the-instructions'],
  'You learn a new tool by using it on a real job, picking up the tricks as the work demands them.': [
    'learns-by-doing',
  ],
  'You pick up a new skill by watching it once and then trying it yourself, mistakes and all.': ['learns-by-doing'],
  'Picking up a new skill by diving straight in': ['learns-by-doing'],
  'Learning a gadget by switching it on': ['learns-by-doing', 'skips-the-instructions'],
  'read on an Earth hand as learning by doing, then doing it again.': ['learns-by-doing'],
  'You would rather learn a thing by doing it badly than by reading about it well.': ['learns-by-doing'],
  'You learn by plunging in: the new city before the language, the job before the training, the boat before the swimming lessons.':
    ['learns-by-doing', 'picks-up-languages'],
  'A hands-on workshop will teach you more in a single day than a stack of manuals ever did. Put the new skill to use on a real job at once, before the details fade.':
    ['learns-by-doing'],
  'read as a mind that learns fastest when something real rides on the answer.': ['learns-by-doing'],
  'read on a Fire hand as boredom with theory and a gift for improvising.': ['learns-by-doing'],
  // skips-the-instructions: skips the manual, the instructions or the small print
  'Skimming the instructions and guessing the rest': ['skips-the-instructions'],
  'Pressing every button before finding out what each one does': ['skips-the-instructions'],
  'Skipping the manual, then redoing the job twice': ['skips-the-instructions', 'skips-the-manual'],
  'Judging a long report by its first page': ['skips-the-instructions', 'judges-by-the-opening'],
  'Answering emails faster than you read them': ['skips-the-instructions'],
  'Skating over small print that matters later': ['skips-the-instructions'],
  // fixes-on-the-move: sets off before the plan is done and corrects course while moving
  'the Fire hand. You decide in the doorway, move before the plan is dry, and make it work on the way.': [
    'fixes-on-the-move',
    'decides-fast',
    'life-as-sketched',
  ],
  'Work that shifts shape halfway suits you, because you correct course while moving instead of halting to replan.': [
    'fixes-on-the-move',
  ],
  'You fix things in motion, trusting that the finer points will sort themselves out once the work is under way.': [
    'fixes-on-the-move',
    'love-of-order',
  ],
  'Fingers a shade short for the palm are read as momentum: you would rather fix it on the way than wait.': [
    'fixes-on-the-move',
    'momentum-over-finish',
  ],
  'Fingers a touch short of your palm favor motion: you get a thing rolling first and steer it once it moves.': [
    'fixes-on-the-move',
    'starts-before-perfect',
  ],
  'Motion clears your thinking, so you set off with half a route and work out the rest at the first crossroads.': [
    'fixes-on-the-move',
    'thinks-on-the-move',
  ],
  'By the time others agree on a plan, yours is already wobbling along on its first wheels, and you are adjusting it as it rolls.':
    ['fixes-on-the-move', 'acts-while-others-debate', 'starts-before-perfect', 'rough-first-draft'],
  'A good plan, to you, is one you can start right away and improve as you go, rather than one that waits for every answer.':
    ['fixes-on-the-move', 'starts-before-perfect'],
  'Correcting course without stopping the work': ['fixes-on-the-move', 'one-home-or-many'],
  'taken on a Fire hand to mean you decide on the move.': ['fixes-on-the-move'],
  'Your fingers run a little short of your palm: you act on the big picture and let details follow.': [
    'fixes-on-the-move',
  ],
  // acts-while-others-debate: acts while others are still talking, planning or debating
  'the Fire hand, all spark and motion. You start things other people only talk about.': ['acts-while-others-debate'],
  'A blank page holds no fear for you: your rough draft exists while the others are still arguing about the brief.': [
    'acts-while-others-debate',
    'rough-first-draft',
  ],
  'Getting results while others are still planning': [
    'acts-while-others-debate',
    'unhurried-pace',
    'unsticks-stalled-decisions',
  ],
  'Building a rough prototype while others draft memos': [
    'acts-while-others-debate',
    'rough-first-draft',
    'starts-before-perfect',
    'picks-up-the-tool',
  ],
  'Trying an idea out instead of debating it': ['acts-while-others-debate', 'picks-up-the-tool'],
  'Teams bring you in to break a deadlock, since you would rather test two options for real than debate them around a table.':
    ['acts-while-others-debate', 'unsticks-stalled-decisions', 'finds-the-compromise'],
  'Questions that a quick test can settle rarely stay open long around you: you try it and look at what happens.': [
    'acts-while-others-debate',
  ],
  'You like to see results while the work is still warm, so look for teams that test an idea early and learn from it fast.':
    ['acts-while-others-debate', 'measures-days-by-output', 'works-alone-or-team'],
  // rough-first-draft: a rough first version now beats a perfect one later; blank pages hold no fear
  'Starting is your strong suit, and a rough draft on the table beats a perfect one that lives only in your head.': [
    'rough-first-draft',
    'starts-before-perfect',
  ],
  'Blank pages never scare you: you fill one with a messy first attempt and trust the second pass to tidy it up.': [
    'rough-first-draft',
  ],
  'Producing a workable first draft fast': ['rough-first-draft', 'done-over-perfect'],
  'Breaking the blank page with a bold opening': ['rough-first-draft', 'finishes-abandoned-projects'],
  "Your rough first version will beat a colleague's polished plan in the only test that counts: it works. Ship it as it is, then ask for one improvement and make only that one.":
    ['rough-first-draft'],
  'Slightly short fingers like yours favor the rough cut: get the shape right first and sand the edges later.': [
    'rough-first-draft',
  ],
  'You would rather send the imperfect email and mend it in a follow-up than spend an evening polishing the opening sentence.':
    ['rough-first-draft', 'done-over-perfect', 'knows-before-explaining', 'fixes-on-the-move'],
  'Sending the rough version as the final one': ['rough-first-draft'],
  'Launching before the perfect moment arrives': ['rough-first-draft', 'starts-before-perfect', 'good-enough-now'],
  // fixes-it-on-the-spot: sees what a practical problem needs and fixes it at once
  'Customers warm to a person who sorts out the trouble before they finish describing it, which is why they tend to come back asking for someone like you.':
    ['fixes-it-on-the-spot', 'repeat-customers'],
  'Fixing the wobbly table before dessert': ['fixes-it-on-the-spot'],
  'Small businesses suit you, where one person spots a snag on the shop floor and sorts it out before lunch without a memo.':
    ['fixes-it-on-the-spot'],
  'A problem that has sat unfixed for ages will reach you, and you will sort it in an afternoon. Show one person how you did it before you move on to the next job.':
    ['fixes-it-on-the-spot', 'does-it-instead-of-explaining'],
  'A jammed machine will hold up a whole team, and you will have it running before the repair crew arrives. Write down the fix in three plain steps and tape it where the next person will find it.':
    ['fixes-it-on-the-spot', 'writes-down-the-method'],
  'Mopping up the spill while others look for someone to blame': ['fixes-it-on-the-spot', 'tidying-up'],
  'Short fingers like yours belong to a fixer: you see what a thing needs and simply do it.': ['fixes-it-on-the-spot'],
  'Being the one people call when something breaks': ['fixes-it-on-the-spot', 'the-one-people-call'],
  'Repair desks, workshops and warehouse floors suit you, where the problem is in front of you and the fix is in your hands.':
    ['fixes-it-on-the-spot'],
  // unsticks-stalled-decisions: makes the call a dithering group or a stalled meeting could not
  'A meeting will stall on a choice you could make in about a minute. Name the option you would pick and offer to take the first step yourself.':
    ['unsticks-stalled-decisions', 'quick-small-choices'],
  'Meetings that circle a point make you restless, and you tend to end them by naming a next step and an owner for it.':
    ['unsticks-stalled-decisions'],
  'Stalled decisions come unstuck once they reach you: you weigh the options, make the call and move the meeting along.':
    ['unsticks-stalled-decisions', 'decides-fast', 'revives-stalled-projects'],
  'You decide while others are still polling the room, and your practical choices tend to hold up well.': [
    'unsticks-stalled-decisions',
    'decides-fast',
    'first-call-holds',
    'fixes-on-the-move',
    'decides-first',
  ],
  'Choosing the restaurant while the group still dithers': [
    'unsticks-stalled-decisions',
    'decides-fast',
    'done-over-perfect',
  ],
  'Menus, wall colors, routes home: you choose in seconds, and you rarely waste a minute wishing you had picked the other one.':
    ['unsticks-stalled-decisions', 'decides-then-holds', 'decides-fast'],
  'Making a good-enough decision on the spot': ['unsticks-stalled-decisions', 'decides-fast', 'done-over-perfect'],
  'Keeping meetings brief and to the point': ['unsticks-stalled-decisions'],
  // starts-more-than-finishes: loves beginnings, leaves the last stretch undone
  'Starting more than you finish': ['starts-more-than-finishes', 'outlasts-the-sprinters'],
  'Starting the next thing before tidying the last': [
    'starts-more-than-finishes',
    'tidying-up',
    'finishes-abandoned-projects',
  ],
  'Leaving ideas unfinished when a newer one appears': [
    'starts-more-than-finishes',
    'outlasts-the-sprinters',
    'one-thing-done-right',
  ],
  'Launching new projects before the old ones ship': ['starts-more-than-finishes', 'sees-it-through'],
  'Leaving the last ten percent for later': ['starts-more-than-finishes'],
  'Saying done when it is nearly done': ['starts-more-than-finishes', 'finishes-long-jobs'],
  'Your weak spot is the middle of things: you love beginnings and you admire endings.': ['starts-more-than-finishes'],
  'Your notes are a graveyard of brilliant beginnings, and a few of them deserve a second life.': [
    'starts-more-than-finishes',
    'second-life-for-ideas',
  ],
  'Overcommitting to too many bright beginnings': [
    'starts-more-than-finishes',
    'one-thing-or-many-starts',
    'reads-the-small-print',
    'schedule-or-overcommit',
  ],
  'You give ideas away freely, which is generous, and sometimes a clever way of avoiding the finishing.': [
    'starts-more-than-finishes',
    'gives-ideas-away',
  ],
  'Moving on before the results come in': [
    'starts-more-than-finishes',
    'outlasts-the-sprinters',
    'stays-after-the-novelty',
  ],
  // measures-days-by-output: measures a day, or oneself, by finished, visible output
  'You measure a day by what got done, and a short list crossed off beats a long one admired.': [
    'measures-days-by-output',
    'short-list-in-order',
  ],
  'Your hand says your best days close with something finished you can point at.': ['measures-days-by-output'],
  'You are happiest with work you can count, stack or ship before the afternoon is out.': [
    'measures-days-by-output',
    'happiest-at-work',
  ],
  'A job whose results people can count, touch or use by evening will open up. Put your name forward before the slower candidates finish weighing it.':
    ['measures-days-by-output', 'results-by-evening'],
  'Having something to show within hours': ['measures-days-by-output'],
  'Garages, market stalls and workshops suit you, since a job only counts for you once it is visibly done.': [
    'measures-days-by-output',
  ],
  'Measuring your worth by what you produce': ['measures-days-by-output', 'worth-by-output'],
  'Measuring worth only by output': ['measures-days-by-output'],
  'Measuring a good day by how spent you feel': ['measures-days-by-output', 'rest-booked-not-earned'],
  'Keep a ledger of small things finished, one entry each evening, and read it back whenever progress feels slow.': [
    'measures-days-by-output',
  ],
  'Mistaking a busy day for a productive one': ['measures-days-by-output'],
  'You judge a job by its results, and you work best for bosses who do the same rather than counting hours at a desk.':
    ['measures-days-by-output'],
  'You suit work where decisions come fast and the results are there for everyone to see.': ['measures-days-by-output'],
  // does-it-instead-of-explaining: does the job itself rather than explain or teach it
  'Doing it yourself because explaining takes longer': ['does-it-instead-of-explaining'],
  'Doing the job yourself rather than explaining it': ['does-it-instead-of-explaining'],
  'Taking over a task rather than teaching it': ['does-it-instead-of-explaining'],
  // sees-it-through: finishes what it starts, and keeps at it after the novelty is spent
  'Finishing what you start': ['sees-it-through'],
  'the Earth hand. You trust what you can hold, finish what you start, and notice when a shelf is not level.': [
    'sees-it-through',
  ],
  'Finishing what you start runs through your story, the kind of story where the diploma gets framed, the house gets bought and the manuscript gets done.':
    ['sees-it-through', 'finishes-properly', 'finishes-abandoned-projects'],
  'Few chapters of your life are left half done: you finish each stage before you start on the next.': [
    'sees-it-through',
  ],
  'Your near-square palm wants one solid thing finished before the next begins.': ['sees-it-through'],
  'Your thumb reaches a little past the usual mark, a sign of the will to see things through without fuss.': [
    'sees-it-through',
  ],
  'A thumb slightly longer than usual speaks of a will that outlasts enthusiasm: you keep at it once the novelty is spent.':
    ['sees-it-through', 'stays-after-the-novelty', 'finishes-long-jobs'],
  'A touch longer than the norm, your thumb points to a will that holds steady through the dull middle of any undertaking.':
    ['sees-it-through', 'boredom-is-the-enemy', 'dull-middle', 'outlasts-dull-work', 'staying-power'],
  'You have the steady will a long project needs, still pushing once the early excitement has gone.': [
    'sees-it-through',
    'outlasts-the-sprinters',
    'finishes-abandoned-projects',
  ],
  'Measured against your palm, your thumb runs a touch long: you keep going at an even pace after the first push fades.':
    ['sees-it-through'],
  'Following through on plans made on a better day': ['sees-it-through'],
  'Thumbs a little longer than average keep their promises to themselves, and yours holds a decision long after the mood behind it has passed.':
    ['sees-it-through', 'decides-then-holds', 'decisions-hold'],
  'Still doing the exercises long after the lessons stop': [
    'sees-it-through',
    'small-habits-beat-resolutions',
    'keeps-up-hobbies',
  ],
  // finishes-abandoned-projects: finishes the projects others dropped or left halfway
  'Long thumbs belong to finishers, and yours is why the projects others drop tend to land with you and get done.': [
    'finishes-abandoned-projects',
  ],
  'Abandoned projects end up finished on your desk, and the people who matter notice who finished them.': [
    'finishes-abandoned-projects',
  ],
  'Turnarounds are your specialty: hand you a failing project and you haul it, piece by piece, to a finish.': [
    'finishes-abandoned-projects',
    'revives-stalled-projects',
  ],
  'Completing the job the others walked away from': ['finishes-abandoned-projects'],
  'A thumb a little longer than average is read as staying power: you finish the long jobs others start.': [
    'finishes-abandoned-projects',
    'finishes-long-jobs',
  ],
  'Given a messy project inherited from others, you sort it patiently and deliver what the last three owners promised.':
    ['finishes-abandoned-projects', 'revives-dropped-projects'],
  'You are the colleague who keeps tending a project after its sponsor has moved on, and it thrives because of you.': [
    'finishes-abandoned-projects',
    'sees-it-through',
  ],
  'Your staying power will carry a project that others gave up on. Finish it, then take as much rest as the finishing took out of you.':
    ['finishes-abandoned-projects', 'staying-power'],
  'You will inherit a project left halfway by someone who has moved on. Read everything they left behind before you change a thing, then choose what to keep.':
    ['finishes-abandoned-projects', 'reads-the-small-print'],
  // revives-stalled-projects: gets a stalled project or team moving again
  'Getting a stalled project moving again': ['revives-stalled-projects', 'fixes-on-the-move'],
  'A stalled project comes back to life once it lands with you, because you supply the first shove.': [
    'revives-stalled-projects',
    'revives-dropped-projects',
  ],
  'A team that has lost its pace will be passed to you, and a few quick wins will turn its mood around. Pick three fixes that can be done in a day, finish them where everyone can see, and let the team choose the fourth.':
    ['revives-stalled-projects'],
  'Another team will borrow you for a few days to get their stalled plan moving. Leave them a written next step for every loose end, so the motion outlasts your visit.':
    ['revives-stalled-projects'],
  'Giving a drifting project a clear sense of purpose': ['revives-stalled-projects', 'pins-down-the-vague'],
  'Launches, rescues and first drafts are your kind of work: anything that needs momentum more than finish.': [
    'revives-stalled-projects',
    'finishes-abandoned-projects',
    'momentum-over-finish',
  ],
  // decides-then-holds: decides once and then does not budge or look back, whatever the doubters say
  'With a thumb this long, you decide slowly and then do not budge, however loudly the doubters argue.': [
    'decides-then-holds',
    'yes-before-checking',
    'redirected-by-a-tip',
  ],
  'Your big decisions take their time, and once made they stand for years.': ['decides-then-holds'],
  'Standing behind a decision once it is made': ['decides-then-holds'],
  'Saying no once and meaning it': ['decides-then-holds', 'yes-and-no-chosen'],
  'You make big decisions cleanly, without dithering, and then live them all the way.': [
    'decides-then-holds',
    'decides-fast',
  ],
  'A long thumb like yours is the mark of a strong will: once you decide, you follow through.': [
    'decides-then-holds',
    'finishes-properly',
  ],
  'Standing firm when everyone urges retreat': ['decides-then-holds'],
  'You negotiate from a settled mind, and the other side senses early that on the points that count you will not be moved.':
    ['decides-then-holds'],
  'Pushing a bold idea past every objection': ['decides-then-holds'],
  'Protecting a big vision from constant criticism': ['decides-then-holds'],
  // drivers-seat: steers its own life, sets its own course and needs no one to start it
  'Palmists call a long thumb like yours the mark of a self-directed will: you set your own course and hold it.': [
    'drivers-seat',
    'decides-then-holds',
  ],
  'Setting your own direction without permission': ['drivers-seat'],
  "You claimed the driver's seat of your life young, and nobody has been handed the keys since.": ['drivers-seat'],
  'Your hand says the turning points of your life are choices you made, not accidents.': ['drivers-seat'],
  'Your long thumb gives you a firm grip on the wheel: whatever you steer arrives where you aimed it.': [
    'drivers-seat',
    'finishes-properly',
  ],
  'The changes that count in your life tend to be ones you choose rather than ones forced on you, and you rarely look back with regret.':
    ['drivers-seat', 'decides-then-holds'],
  'Once you choose a direction, you keep steering it yourself until you arrive.': ['drivers-seat', 'sees-it-through'],
  'Reaching your own decisions without a chorus of advice': ['drivers-seat'],
  'Driving yourself forward with no one watching': ['drivers-seat'],
  'Working for yourself suits you: no one needs to tell you to begin, and no one gets to tell you to quit.': [
    'drivers-seat',
    'works-alone-or-team',
  ],
  'You set your own targets, higher than anyone asked, so ambitious goals handed down from above rarely scare you.': [
    'drivers-seat',
  ],
  'Building something from nothing on willpower alone': ['drivers-seat'],
  'Slowly, and strictly on your own terms, your world grows wider.': ['drivers-seat'],
  'Big moves happen on your own schedule, and circumstance has to knock a long time to hurry you.': [
    'drivers-seat',
    'moves-on-a-whim',
  ],
  // setbacks-as-detours: a setback is a detour, not an ending: the heading stays the same
  'Setbacks cost you some time and rarely the goal: you find another route and keep going.': ['setbacks-as-detours'],
  'Taking a setback as a detour, not an ending': ['setbacks-as-detours'],
  'When a detour comes, you take it in your stride and steer back onto the road you picked.': ['setbacks-as-detours'],
  'Setbacks slow you down without changing where you are headed, and you wait out a bad stretch calmly until the road clears.':
    ['setbacks-as-detours', 'unhurried-pace'],
  'Interruptions pause your plans without canceling them, and you pick up the thread exactly where you left it.': [
    'setbacks-as-detours',
  ],
  'Pressing on quietly after the first refusal': ['setbacks-as-detours'],
  'A no from above sounds to you like a not-yet, and you quietly gather the case that turns it around.': [
    'setbacks-as-detours',
  ],
  'Holding steady through a string of small defeats': ['setbacks-as-detours'],
  'Your road bends less than most, because you keep returning to the heading you first set out on.': [
    'setbacks-as-detours',
    'road-bends-little',
  ],
  // quiet-authority: followed without raising its voice or giving orders
  'Quiet authority comes with a thumb just past average length: you rarely insist, and things still go your way.': [
    'quiet-authority',
  ],
  'Just over middle length, your thumb carries quiet command, and you seldom need to repeat yourself.': [
    'quiet-authority',
  ],
  'Your authority is the quiet kind: nobody gets scolded, and still your deadlines are kept.': ['quiet-authority'],
  'Colleagues fall in behind you without being asked: you seldom give an order and seldom have to.': [
    'quiet-authority',
  ],
  'Earning authority without demanding it': ['quiet-authority'],
  'Steering a group with a few calm words': ['quiet-authority'],
  'Quietly and without a title, you become the person whose yes a proposal needs before it goes anywhere.': [
    'quiet-authority',
  ],
  'A thumb a shade long for your hand is read as quiet resolve: you rarely raise your voice and rarely give up.': [
    'quiet-authority',
    'outlasts-the-sprinters',
  ],
  // keeps-their-word: the date given holds, old promises are kept
  'the Earth hand, plain-spoken and dependable. The date you give for a job is the date it is done, and the price stays the price.':
    ['keeps-their-word', 'steady-and-reliable'],
  'You keep your word even when nobody would notice if you did not.': ['keeps-their-word'],
  'Keeping a promise made years ago': ['keeps-their-word'],
  'Once you name a date, others build their schedules around it, because your word at work holds.': [
    'keeps-their-word',
    'steady-as-clockwork',
    'early-on-deadlines',
    'quiet-authority',
  ],
  'Setting a date and quietly meeting it': ['keeps-their-word', 'quiet-authority'],
  'Where others wait for a sign, you choose a date, and the date becomes the sign.': ['keeps-their-word'],
  'Once you commit, you are in for the long haul, mending quarrels quickly and keeping promises made years ago.': [
    'keeps-their-word',
    'slow-to-open-then-for-good',
    'mends-quarrels',
  ],
  'A promise kept that changes how others see you': ['keeps-their-word'],
  'the Earth hand, sparing with promises and sure to deliver. Friends bring you their wobbly plans, and you hand them back with four legs and a level top.':
    ['keeps-their-word', 'promises-sparingly', 'vague-into-plan'],
  'Your affection shows in keeping faith: the birthday never missed, the promise kept, the call returned the same day.':
    ['keeps-their-word'],
  'Keeping a promise after the fun has gone out of it': [
    'keeps-their-word',
    'sees-it-through',
    'keeps-going-past-the-point',
  ],
  // leads-by-suggestion: leads and wins people over by persuading, asking and inviting, never by order
  'A shorter thumb like yours is read as feeling over force: you persuade rather than push.': ['leads-by-suggestion'],
  'Your thumb sits short against your palm, and your will works by persuading, never by command.': [
    'leads-by-suggestion',
  ],
  'Short thumbs steer by suggestion rather than order, and yours gets its way through a well-timed question.': [
    'leads-by-suggestion',
  ],
  'Short as it is, your thumb reads as a light touch on the tiller, steering by nudges instead of commands.': [
    'leads-by-suggestion',
  ],
  'Changing minds by example, not pressure': ['leads-by-suggestion'],
  'Leading by invitation rather than by order': ['leads-by-suggestion'],
  'You lead with questions rather than instructions, and anyone working under you is likely to find you a pleasure to work for.':
    ['leads-by-suggestion'],
  'Your influence at work runs through good questions rather than orders, and the answers tend to go your way.': [
    'leads-by-suggestion',
  ],
  'Insisting is not your method: at work you carry the day by letting others believe the idea was theirs all along.': [
    'leads-by-suggestion',
    'gives-ideas-away',
  ],
  'Your influence at work travels through hallway chats and well-placed suggestions more than through formal authority.':
    ['leads-by-suggestion'],
  'You shine as one persuasive voice inside a team rather than as the person giving orders from above it.': [
    'leads-by-suggestion',
    'speaks-in-the-room',
  ],
  'A pitch from you sounds like an invitation, which is why clients sign without feeling sold to.': [
    'leads-by-suggestion',
  ],
  "Palmists read a thumb a little short as a diplomat's will: you adjust the plan quickly and win over the holdouts.": [
    'leads-by-suggestion',
  ],
  'Winning over a skeptic one small agreement at a time': ['leads-by-suggestion'],
  'A thumb a shade shorter than most says you would rather win people over than win the argument.': [
    'leads-by-suggestion',
  ],
  'You win people over to your plans with warmth rather than pressure, and your turns are the kind that get agreed over a kitchen table.':
    ['leads-by-suggestion'],
  // talked-round-by-a-good-argument: takes notes and a better argument without pride, and changes course
  'Red ink on your draft barely stings: you take the notes, switch direction, and the next version is better for it.': [
    'talked-round-by-a-good-argument',
    'takes-criticism',
    'shows-rough-work',
  ],
  'You are not too proud to be talked around: one good argument can send you down a different road.': [
    'talked-round-by-a-good-argument',
  ],
  'A persuasive friend or a kind word can change your plans, and you have learned that bending with the road often gets you further.':
    ['talked-round-by-a-good-argument', 'around-not-through', 'friends-change-course'],
  'You listen before you steer, and the advice you take on board tends to point your road somewhere better.': [
    'talked-round-by-a-good-argument',
    'turns-talked-through',
  ],
  'Conceding a point once a better case is made': ['talked-round-by-a-good-argument'],
  'Letting the best idea win, whoever had it': ['talked-round-by-a-good-argument'],
  // adapts-when-plans-change: changes with the plan when it changes underneath, without a sulk
  'Palmists give a short thumb to the adaptable: when the plan changes under you, you change with it, fast.': [
    'adapts-when-plans-change',
    'change-at-a-sensible-pace',
  ],
  'Switching to plan B with a shrug and a smile': ['adapts-when-plans-change', 'routine-upsets-unsettle'],
  'Adapting when plans change suddenly': ['adapts-when-plans-change'],
  'Work that keeps changing its mind suits you: when the brief is rewritten overnight, you rewrite your part without a sulk.':
    ['adapts-when-plans-change', 'heavy-work-suits'],
  'When a plan collapses under you, you build a new one from the pieces before others have finished mourning the old.':
    ['adapts-when-plans-change'],
  'Reorganizations that rattle your colleagues barely slow you, since you have found your place on the new chart by the first coffee.':
    ['adapts-when-plans-change'],
  'Reorganizations that rattle a team leave you calm: you find your place in the new shape within days.': [
    'adapts-when-plans-change',
  ],
  'Making peace with plans you did not choose': ['adapts-when-plans-change', 'map-in-hand'],
  'Set down in a strange city, you adapt quickly, with a routine and a favorite corner shop before the first rent is due.':
    ['adapts-when-plans-change'],
  'Your thumb, well short of average, belongs to an improviser: you make a plan from whatever comes your way.': [
    'adapts-when-plans-change',
  ],
  // holds-plans-loosely: holds plans and goals loosely and lets circumstance choose some turns
  'Yours is a short thumb, the sign of a flexible will: you hold your goals loosely enough to catch a better one.': [
    'holds-plans-loosely',
  ],
  'Holding plans loosely enough to improve them': ['holds-plans-loosely', 'around-not-through'],
  'Releasing an old goal once it stops fitting': ['holds-plans-loosely'],
  'Your hand says you hold the map loosely and let life choose some of the turns, and it tends to choose well.': [
    'holds-plans-loosely',
  ],
  'A short thumb holds the reins loosely: you let circumstances steer a while and adapt as you go.': [
    'holds-plans-loosely',
    'routine-upsets-unsettle',
  ],
  'Trusting circumstance to suggest the next step': ['holds-plans-loosely', 'adapts-when-plans-change'],
  'Your shorter thumb belongs to someone who lets events make the first move and answers with a good one.': [
    'holds-plans-loosely',
    'waits-for-events',
  ],
  'Thumbs this short leave room for luck: you steer loosely, and the detours often turn out to be the point.': [
    'holds-plans-loosely',
    'around-not-through',
  ],
  'Your finest chapters tend to begin with an unplanned turn, since you take whatever road appears in front of you.': [
    'holds-plans-loosely',
  ],
  'Offers, more than decisions, make your turning points, and you have a knack for saying yes to the good ones.': [
    'holds-plans-loosely',
  ],
  'You rarely plot more than one bend ahead, which leaves you free to take the better road when it shows itself.': [
    'holds-plans-loosely',
  ],
  'Your career tends to grow sideways, from chances you said yes to, more than up a ladder you planned.': [
    'holds-plans-loosely',
  ],
  // picks-battles: gives way on small points, holds on the one that counts
  'Your thumb is a little short for your hand: you lead with warmth and save your stubborn streak for what counts.': [
    'picks-battles',
    'leads-with-warmth',
  ],
  'Your thumb sits on the short side, so you go with the current and save your fight for what matters.': [
    'picks-battles',
  ],
  'Your thumb is a little longer than most: you push hard for what matters and let the rest go.': [
    'picks-battles',
    'lets-the-rest-go',
  ],
  'You pick the one fight at work worth having and let the smaller ones pass without a word.': ['picks-battles'],
  'Few battles with circumstance seem worth it to you: you spend your will on the handful of bends that count.': [
    'picks-battles',
    'around-not-through',
  ],
  'A thumb just short of average compromises on purpose: you trade the small points to win the large one.': [
    'picks-battles',
  ],
  'Your thumb sits on the shorter side of middle, read as a will that bends for people and holds for principles.': [
    'picks-battles',
  ],
  'A thumb just under the usual length is read as flexible resolve: you bend quickly on the method and keep the aim.': [
    'picks-battles',
  ],
  // finds-the-compromise: finds the deal or middle way both sides can accept
  "Falling just shy of average, your thumb marks a negotiator's will: you find the deal where others see a standoff.": [
    'finds-the-compromise',
  ],
  'Finding the compromise both sides will sign': ['finds-the-compromise', 'tact-under-tension'],
  'Across a negotiating table you find the figure both sides can accept, and nobody walks out feeling beaten.': [
    'finds-the-compromise',
  ],
  'Negotiating a better deal without a fight': ['finds-the-compromise', 'tact-over-force'],
  'Faced with two roads, you go looking for a third that suits everyone, and you usually find it.': [
    'finds-the-compromise',
  ],
  'A disagreement with someone close will end in a compromise that suits you both better than winning would have. Offer your half of the deal first, then let them improve on it.':
    ['finds-the-compromise'],
  'Arguments with a partner end with you hunting for the fair middle ground rather than the last word.': [
    'finds-the-compromise',
    'leads-by-suggestion',
  ],
  'An offer will ask for more upheaval than you want, and a counteroffer will be welcome. Propose the middle version plainly, with the one condition you will not give up.':
    ['finds-the-compromise'],
  'Slightly short, your thumb marks a steering style built on give and take: you yield an inch and gain a mile.': [
    'finds-the-compromise',
  ],
  'You bargain with life rather than conquer it, giving up a little here to gain a lot there.': [
    'finds-the-compromise',
  ],
  'A fraction under middle length, your thumb signals a will that drafts terms rather than ultimatums.': [
    'finds-the-compromise',
  ],
  'Your thumb falls a touch short of middle, the mark of a will that bargains rather than insists.': [
    'finds-the-compromise',
  ],
  'Spotting what the other side needs to say yes': ['finds-the-compromise'],
  // tact-under-tension: cools tempers and says the hard thing so it lands gently
  'Cooling a standoff with one well-chosen word': ['tact-under-tension', 'finds-the-compromise'],
  'Arguments that other people start at work tend to end at your desk, settled, with nobody humiliated.': [
    'tact-under-tension',
    'settles-arguments',
  ],
  'When a tense email needs answering, colleagues forward it to you, trusting your tact when the pressure is on.': [
    'tact-under-tension',
  ],
  'Smoothing ruffled feathers before a meeting starts': ['tact-under-tension'],
  'Keeping both sides talking when tempers run high': ['tact-under-tension', 'finds-the-compromise'],
  'Calming an angry customer without giving away the store': ['tact-under-tension'],
  'Being the one both sides trust to settle a quarrel': ['tact-under-tension', 'caught-between-two-sides'],
  'Telling a hard truth so it lands gently': ['tact-under-tension'],
  'Your criticism lands softly and still gets acted on, so you can tell a boss the plan has a gap in it.': [
    'tact-under-tension',
  ],
  'You can say no to a client and still keep the client, which makes account work a natural fit.': [
    'tact-under-tension',
    'says-no-gracefully',
  ],
  'Disagreeing without leaving hard feelings': ['tact-under-tension'],
  'Offering a graceful exit to someone losing an argument': ['tact-under-tension'],
  // good-timing: knows which point to raise now and which to save for later
  'Timing is your quiet talent at work: you know which point to raise in the meeting and which to save for the corridor.':
    ['good-timing'],
  'Good timing is how you steer: you hold off until a change can happen without a scene.': [
    'good-timing',
    'changes-without-drama',
    'conflict-avoided-or-sought',
  ],
  'Sensing how far a point can be pushed': ['good-timing'],
  'Keeping quiet in the meeting and objecting in the corridor': ['good-timing', 'speaks-in-the-room'],
  // plan-and-detail-in-equal-measure: keeps the big plan and the fine detail in view at once
  'Big ideas and small screws get equal attention from you, which is why your projects leave the drawing board and stay standing.':
    ['plan-and-detail-in-equal-measure', 'plans-that-hold'],
  'Your fingers run about even with your palm, so you keep the big goal and the loose screw in the same view.': [
    'plan-and-detail-in-equal-measure',
  ],
  'Fingers as long as your palm weigh both the plan and the fine print before they move.': [
    'plan-and-detail-in-equal-measure',
  ],
  'You care about the overall shape and the fine print in equal measure, so choose work that needs both.': [
    'plan-and-detail-in-equal-measure',
  ],
  'A good plan and well-handled details both pay off in the work that suits you best.': [
    'plan-and-detail-in-equal-measure',
  ],
  'Keeping the goal and the details in view': ['plan-and-detail-in-equal-measure'],
  'Bridging the dreamers and the doers': ['plan-and-detail-in-equal-measure', 'bridges-dreamers-and-doers'],
  'Between the dreamers and the fussers you take the useful middle ground, turning a plan on paper into something that actually runs.':
    ['plan-and-detail-in-equal-measure', 'bridges-dreamers-and-doers', 'idea-into-working-thing'],
  'Evenly proportioned fingers are read as speed and care in equal parts: quick to begin, careful to finish.': [
    'plan-and-detail-in-equal-measure',
  ],
  'Balancing speed and care without being told': ['plan-and-detail-in-equal-measure', 'speed-and-care'],
  'Fingers as long as your palm give you two speeds, a quick one for deciding and a careful one for building.': [
    'plan-and-detail-in-equal-measure',
    'unsticks-stalled-decisions',
    'two-speeds',
  ],
  // bridges-dreamers-and-doers: stands between two camps and is trusted by both
  'On any project you stand between those who imagine it and those who build it, and both camps trust you.': [
    'bridges-dreamers-and-doers',
  ],
  'Translating for both sides and pleasing neither': [
    'bridges-dreamers-and-doers',
    'settles-arguments',
    'finds-the-compromise',
  ],
  'Translating for both sides and speaking for neither': ['bridges-dreamers-and-doers', 'owns-the-call'],
  'Between two departments that speak different languages, you are the translator both sides believe.': [
    'bridges-dreamers-and-doers',
  ],
  'Juggling two roles and claiming neither as yours': ['bridges-dreamers-and-doers'],
  // idea-into-working-thing: turns a plan or loose idea into something that actually works
  'Turning ideas into working reality': ['idea-into-working-thing'],
  'Plans become real in your care: you turn a slide deck into a working system.': ['idea-into-working-thing'],
  'An idea only satisfies you once it runs, so you carry it from the whiteboard all the way to something people can use.':
    ['idea-into-working-thing', 'sketch-to-working-thing'],
  'Fingers about as long as your palm belong to a maker of working things: the plan on paper becomes the shelf on the wall.':
    ['idea-into-working-thing'],
  "Fingers close to your palm's length give a plan the thought it deserves, and then the work it needs to stand up.": [
    'idea-into-working-thing',
    'plans-then-does',
  ],
  'Given a loose idea and a box of tools, you return something that genuinely works.': [
    'idea-into-working-thing',
    'plan-and-detail-in-equal-measure',
  ],
  'Making a plan survive contact with real life': ['idea-into-working-thing', 'plans-that-hold'],
  'You plan with money, deadlines and real materials in mind, so your plans survive contact with all three.': [
    'idea-into-working-thing',
    'asks-what-it-costs',
    'plans-that-hold',
  ],
  'A half-working prototype bothers you more than an empty page, so you stay with it until the thing actually runs.': [
    'idea-into-working-thing',
    'half-made-or-finished',
  ],
  "You make a strong second-in-command on a new venture, the one who turns the founder's sketch into something customers can hold.":
    ['idea-into-working-thing', 'thrives-as-second'],
  // whole-map-then-steps: the whole picture first, then each step in order
  'You make a fine trainer or teacher: first the whole map, then each step, in order.': [
    'whole-map-then-steps',
    'explains-well',
  ],
  'A project with you moves in clear stages: the overview, the parts list, the careful build, and finally the test you never skip.':
    ['whole-map-then-steps', 'tests-ideas'],
  'You write the plan as big headings first, then add the small steps beneath, and the whole list gets done.': [
    'whole-map-then-steps',
    'starts-more-than-finishes',
    'plan-and-detail-in-equal-measure',
  ],
  'You sketch the whole thing first, then check each part before a single piece is cut.': [
    'whole-map-then-steps',
    'right-first-time',
    'checks-before-building',
    'reads-the-small-print',
  ],
  'Breaking a hard skill into learnable steps': ['whole-map-then-steps', 'teaches-step-by-step'],
  'Jobs that run from the rough sketch all the way to handing over the keys hold your interest at both ends.': [
    'whole-map-then-steps',
    'stays-after-the-novelty',
    'sketch-to-working-thing',
  ],
  'You can sketch the blueprint before lunch and tighten the bolts yourself by late afternoon.': [
    'whole-map-then-steps',
    'idea-into-working-thing',
    'plan-and-detail-in-equal-measure',
  ],
  'Sketching the whole plan on a napkin': ['whole-map-then-steps'],
  'Someone will bring you a big idea with no steps attached to it. Turn it into a one-page plan with names and dates, and watch it become real.':
    ['whole-map-then-steps', 'one-page-plan'],
  'A messy shared process will annoy you enough to do something about it. Draft the better version on one page and trial it with a single team first.':
    ['whole-map-then-steps', 'writes-down-the-method', 'one-page-plan'],
  // writes-down-the-method: writes the method down and teaches it so others can follow
  'Writing instructions other people can actually follow': ['writes-down-the-method'],
  'Building a process that runs without you': ['writes-down-the-method'],
  'Your team will need its working methods written down, and the job will fall to you. Record the real steps, shortcuts included, then test the document by having a newcomer follow it.':
    ['writes-down-the-method'],
  'A newcomer will want to learn the craft you spent ages getting right. Teach them slowly, and write down the steps you no longer notice yourself taking.':
    ['writes-down-the-method', 'teaches-step-by-step'],
  'A junior colleague will copy the way you work before they understand why it works. Walk them through the reasoning behind one of your habits, so they can adapt it rather than repeat it.':
    ['writes-down-the-method'],
  'Maintaining meticulous records others later rely on': ['writes-down-the-method', 'exact-figures', 'keeps-records'],
  'Your careful checklist will rescue a launch that others had already called finished. Offer the list to the team, so it becomes how everyone works from then on.':
    ['writes-down-the-method', 'catches-the-error'],
  'A new system will arrive at work that most of your colleagues find confusing. Learn it properly first, then become the person who explains it kindly.':
    ['writes-down-the-method', 'explains-simply'],
  // knows-when-checking-is-enough: checks enough and then stops checking
  'Measure twice, cut once is your rule, and you also know when a third measurement would only be stalling.': [
    'knows-when-checking-is-enough',
    'early-on-deadlines',
    'speed-and-care',
  ],
  'Knowing when a plan is ready for action': ['knows-when-checking-is-enough', 'plan-ready-or-rewritten'],
  'A manager in a hurry will push you to skip the checks and deliver faster. Agree on which checks matter most, keep those, and drop the rest without guilt.':
    ['knows-when-checking-is-enough', 'last-look-before-sending'],
  'A plan you have tested in small pieces will be ready to run at full size. Set the launch date, list what could go wrong, and stop adjusting.':
    ['knows-when-checking-is-enough'],
  'Planning twice when once would do': ['knows-when-checking-is-enough', 'reads-the-small-print'],
  'Your fingers match your palm, so you check the plan once and then commit to it.': [
    'knows-when-checking-is-enough',
    'tests-ideas',
    'unsticks-stalled-decisions',
  ],
  'Reopening decisions that were already settled': [
    'knows-when-checking-is-enough',
    'decisions-stay-made',
    'reopens-decisions',
  ],
  'Comparing options long after the choice is made': ['knows-when-checking-is-enough', 'looks-back-at-choices'],
  // catches-the-error: catches the typo, the wrong figure, the thing out of true that everyone else missed
  'Catching the decimal point in the wrong place': ['catches-the-error', 'catches-the-detail'],
  'An error everyone else missed will turn up in work you were reviewing for someone. Raise it privately with the fix attached, so the catch builds trust and nobody loses face.':
    ['catches-the-error'],
  'Final sign-off suits you, the last look before a book goes to print or a new building opens its doors.': [
    'catches-the-error',
  ],
  'Contracts belong on your desk before anyone signs them, because you are the careful second look.': [
    'catches-the-error',
    'reads-the-small-print',
  ],
  'Fixing typos in a birthday card': ['catches-the-error'],
  'Fingers this long are read as precision: a figure off by a fraction will nag at you until it is put right.': [
    'catches-the-error',
    'exact-figures',
    'close-enough-nags',
  ],
  'Noticing the crooked frame in every room you enter': ['catches-the-error'],
  // spots-the-flaw: spots the weak step in a plan or an argument
  'You notice the flaw in an argument the way other people notice a crooked picture.': ['spots-the-flaw'],
  'Finding the weak assumption in a strong argument': ['spots-the-flaw'],
  'Reading a plan and seeing the flaw': ['spots-the-flaw'],
  'Catching the flaw before it gets built in': ['spots-the-flaw', 'checks-before-building'],
  'Operations, product work and project management suit you: you read the schedule and spot the snag hidden inside it.':
    ['spots-the-flaw', 'manages-things'],
  'Before you accept an answer, you want to see the working, and you can usually spot the exact step where someone guessed.':
    ['spots-the-flaw'],
  'You ask the second question, the one after the obvious one, and that is usually where the real problem hides.': [
    'spots-the-flaw',
  ],
  'Before a big decision, explain it in three sentences to an empty chair, and listen for the weak one.': [
    'spots-the-flaw',
    'argues-to-think',
  ],
  'Picking apart an idea before it can grow': ['spots-the-flaw', 'picks-apart'],
  'Spotting every flaw and mentioning none of the wins': ['spots-the-flaw'],
  // reads-the-small-print: reads the contract, the recipe, the instructions all the way through
  'You read the small print for pleasure and usually find the clause everyone else missed.': [
    'reads-the-small-print',
    'catches-the-error',
    'map-in-hand',
    'spots-the-flaw',
  ],
  'Reading the contract all the way through': ['reads-the-small-print'],
  'Recipes, contracts, instruction leaflets: you read every word, and you can say exactly when the warranty runs out.':
    ['reads-the-small-print'],
  'A contract whose small print could cost real money will come to you for review. Read it in two passes, one for sense and one for detail, with a break between.':
    ['reads-the-small-print'],
  'You read the instructions once, keep the parts that matter, and build the thing properly the first time.': [
    'reads-the-small-print',
    'right-first-time',
  ],
  'Your recipes come out right because you read them through first, then cook without checking the page every minute.':
    ['reads-the-small-print', 'knows-when-checking-is-enough'],
  'Assembly instructions are a quiet pleasure to you, and your flat-pack furniture never has a screw left over.': [
    'reads-the-small-print',
  ],
  'Data, diagrams and dense documents never tire you: you read them closely and report what they really say.': [
    'reads-the-small-print',
    'outlasts-dull-work',
    'people-over-data',
  ],
  // one-craft-for-decades: one craft or subject practiced for years until mastered
  'Mastery appeals to you more than novelty, and you will happily return to a single skill until it becomes second nature.':
    ['one-craft-for-decades', 'one-thing-or-many-starts'],
  'Practicing one craft until it looks effortless': ['one-craft-for-decades'],
  'You are built for mastery, the kind of work you can go on improving for decades.': [
    'one-craft-for-decades',
    'boredom-is-the-enemy',
  ],
  'A craft that takes a decade to learn suits you, and the eleventh year still feels like a pleasure.': [
    'one-craft-for-decades',
  ],
  'Practice never bores you, because the hundredth attempt shows you something the first one could not.': [
    'one-craft-for-decades',
  ],
  'Specialist roles fit you, since you would take one subject known to its depths over ten skimmed.': [
    'one-craft-for-decades',
  ],
  'A specialty you thought was too narrow will become the reason people seek you out. Give it a clear name in your profile and in how you introduce yourself.':
    ['one-craft-for-decades'],
  'Long apprenticeships suit your journey: you stay with a craft, a town or a promise until it pays back in full.': [
    'one-craft-for-decades',
  ],
  'Slow-burning careers suit you: the apprenticeship, the partnership track, the firm grown one client at a time.': [
    'one-craft-for-decades',
  ],
  'A quiet skill, practiced for years, finally paying off': ['one-craft-for-decades', 'skill-kept-private'],
  'the signature of a craftsman who knows one trade and one town thoroughly.': [
    'one-craft-for-decades',
    'one-town-or-many',
  ],
  // keeps-polishing: keeps refining past finished, and keeps the work hidden until it is flawless
  'Slender and long, your fingers show the patience of a maker who keeps refining after others would call it finished.':
    ['keeps-polishing', 'novelty-wears-off', 'stays-after-the-novelty', 'patient-with-exacting-work'],
  'Long fingers like yours take their time over a task and hand it back better made than anyone asked for.': [
    'keeps-polishing',
    'right-not-first',
  ],
  'You taste the sauce again after the last pinch of salt, because close enough never quite satisfies you.': [
    'keeps-polishing',
    'close-enough-nags',
    'hard-to-satisfy',
    'right-not-first',
    'enjoys-slow-exacting-work',
  ],
  'Polishing what is already good enough': ['keeps-polishing', 'reworks-what-was-fine'],
  'Hiding work until it feels flawless': ['keeps-polishing', 'shows-rough-work', 'risk-over-comfort'],
  'Keeping your best work in a drawer, unshown': ['keeps-polishing'],
  'A piece you consider unfinished will be exactly what someone needs. Send it as it stands, with a short note on what you would still refine.':
    ['keeps-polishing'],
  'Work you have refined in private for ages will be asked for by name. Charge properly for it, because the patience behind it is part of what people buy.':
    ['keeps-polishing'],
  'A skill you never show can go unnoticed for years. Let one person see what you can do.': [
    'keeps-polishing',
    'skill-kept-private',
    'hides-good-work',
  ],
  // reworks-what-was-fine: redesigns, rewrites or re-polishes what only needed a tweak or a test
  'Redesigning things that only needed a tweak': ['reworks-what-was-fine'],
  'Rewriting the plan when you could be testing it': [
    'reworks-what-was-fine',
    'tests-ideas',
    'plan-ready-or-rewritten',
  ],
  'Rewriting a message until the moment to send it has passed': ['reworks-what-was-fine', 'keeps-polishing'],
  // right-not-first: would rather be right than fast: tests and checks before trusting an answer
  'Fingers as long as yours are read as a slow, exact mind that would rather be right than first.': ['right-not-first'],
  'You would rather be right in a year than impressive today.': ['right-not-first', 'built-to-last'],
  'You earn your name in work judged on accuracy, not on how fast it leaves your desk.': ['right-not-first'],
  'Your thorough way of working will be compared, unfavorably, with someone faster. Keep a record of the problems your care prevented, and let the record answer.':
    ['right-not-first', 'work-does-the-talking'],
  'Needing every answer before taking a step': [
    'right-not-first',
    'holds-plans-loosely',
    'mind-runs-ahead',
    'needs-every-answer',
    'bold-over-safe',
    'roams-and-returns-home',
    'waits-for-a-brief',
  ],
  'Researching a decision until the chance has passed': ['right-not-first', 'takes-chances', 'mind-runs-ahead'],
  'You like to understand how a thing works before you trust it.': [
    'right-not-first',
    'chooses-with-heart',
    'trust-first-or-last',
  ],
  'a sign that you trust a plan only once you have seen it work.': ['right-not-first'],
  'With fingers this long, you test a claim from three sides before you let it into your thinking.': [
    'right-not-first',
  ],
  'Distrusting anything you cannot check yourself': ['right-not-first', 'carries-too-much', 'spots-the-flaw'],
  'Your fingers run long for your palm, the mark of an analyst: you take a problem apart before you trust the answer.':
    ['right-not-first', 'analyst', 'knows-before-explaining'],
  // enjoys-slow-exacting-work: enjoys the slow, exacting work others rush or refuse
  'Your long fingers are read as patience with detail: you enjoy the part of the work others rush.': [
    'enjoys-slow-exacting-work',
  ],
  'Staying patient with slow, exacting work': ['enjoys-slow-exacting-work', 'patient-with-exacting-work'],
  'Patience arrives easily for you when the work is delicate: threading, tuning, proofreading, all the jobs that punish a hurry.':
    ['enjoys-slow-exacting-work', 'enjoys-exacting-work'],
  'Archives, laboratories and audit rooms suit you, since patience there is half of what the job asks.': [
    'enjoys-slow-exacting-work',
  ],
  'A job that demands precision over speed will come your way, and few others will want it. Accept it, and ask for the time it really needs before you begin.':
    ['enjoys-slow-exacting-work'],
  'Precise work suits you best: editing, engineering, fine craft, any job where a small slip is expensive.': [
    'enjoys-slow-exacting-work',
  ],
  'Work measured in millimeters suits you: joinery, jewelry, instrument making, anything built to last.': [
    'enjoys-slow-exacting-work',
  ],
  'Your care shows in the places few people ever look: the back of a drawer, the inside seam, the footnote.': [
    'enjoys-slow-exacting-work',
  ],
  'Details other people call fussy are the whole point to you: the spacing, the wording, the last coat of varnish.': [
    'enjoys-slow-exacting-work',
  ],
  'The problem everyone else has given up on is the one you stay with, patiently, until it cracks.': [
    'enjoys-slow-exacting-work',
    'finishes-abandoned-projects',
    'sees-it-through',
  ],
  'Returning to a hard problem until it gives way': ['enjoys-slow-exacting-work', 'sees-it-through'],
  // unseen-work: does work nobody notices, and would like it noticed
  'You show love by fixing things, and you quietly wish someone would notice the fixing.': [
    'unseen-work',
    'love-shown-by-practical-help',
  ],
  'Working hardest where it is noticed least': ['unseen-work'],
  'Letting others take credit to avoid friction': ['unseen-work'],
  'Being the safe pair of hands nobody promotes': ['unseen-work'],
  'A review conversation will be your chance to name the work you have quietly added to your role. Take along two columns, the things you started and the things you finished, and ask for a title that covers both.':
    ['unseen-work', 'quiet-work-recognized'],
  'Your finished result will be praised by people who never saw the planning behind it. Explain plainly how it was built, since the method is part of what you offer.':
    ['unseen-work'],
  'Praise makes you uncomfortable, so you steer the talk back to the work. Let the compliment land for once.': [
    'unseen-work',
  ],
  'Undervaluing what comes easily to you': ['unseen-work'],
  // carries-too-much: carries more than its share, and should set a load down
  'Shouldering more than most without a word comes easily to you, so choose, on purpose, one load to set down.': [
    'carries-too-much',
  ],
  'You will take on more than your share because you can, and nobody will stop you. Stop yourself first: set down one task and let someone else carry it.':
    ['carries-too-much'],
  'You carry more than your share without complaint, and you sometimes forget you are allowed to set it down.': [
    'carries-too-much',
  ],
  'Extra loads land on your pile because you never drop anything, and you rarely notice how tall the pile has grown.': [
    'carries-too-much',
    'finishes-abandoned-projects',
    'lets-the-rest-go',
  ],
  "Carrying everyone's load because you can": ['carries-too-much'],
  'Taking the heaviest share and still smiling': [
    'carries-too-much',
    'keeps-calm-under-pressure',
    'heaviest-share',
    'work-as-rest',
  ],
  'Delegating counts as rest for you: each task passed to someone else is an hour returned to you.': [
    'carries-too-much',
  ],
  'Others rely on you because you rarely wobble, so hand over the cooking, the driving and the planning for one evening.':
    ['carries-too-much', 'the-one-people-call', 'keeps-calm-under-pressure'],
  'Carrying burdens alone instead of asking': ['carries-too-much', 'refuses-help'],
  'Pulling double duty without dropping anything': ['carries-too-much', 'new-without-dropping-old'],
  // keeps-calm-under-pressure: keeps a cool head: pressure and bad news steady rather than rattle
  'the Earth hand, rooted and unfussy. You keep a toolbox, a spare key and a cool head, and people borrow all three.': [
    'keeps-calm-under-pressure',
  ],
  'Pressure steadies you rather than rattling you, and you do some of your best work when the load is heaviest.': [
    'keeps-calm-under-pressure',
    'heaviest-load',
  ],
  'A solid, squared-off palm holds firm under strain: in a crisis you stay calm and reach for the next practical step.':
    ['keeps-calm-under-pressure', 'calm-in-a-crisis'],
  'Square palms like yours work as ballast: calm under load, hard to tip over, slow to run out of steam.': [
    'keeps-calm-under-pressure',
    'deep-reserves',
    'ballast',
  ],
  'Staying calm when plans fall apart': ['keeps-calm-under-pressure', 'calm-in-a-crisis'],
  'Staying calm when a deadline moves': ['keeps-calm-under-pressure'],
  'the Earth hand, practical, patient and hard to rattle. People hand you the things that have to work.': [
    'keeps-calm-under-pressure',
  ],
  'When work turns into a crisis, you stay composed and keep everyone on the plan that was agreed.': [
    'keeps-calm-under-pressure',
  ],
  'Absorbing pressure that would flatten others': ['keeps-calm-under-pressure', 'carries-too-much'],
  'Staying level-headed when the news is mixed': ['keeps-calm-under-pressure'],
  'Bad news rarely knocks you flat, since you pick up the practical pieces first and deal with the feelings afterward.':
    ['keeps-calm-under-pressure'],
  'Being a calm presence in hard times': ['keeps-calm-under-pressure'],
  'Holding your rhythm when plans turn chaotic': [
    'keeps-calm-under-pressure',
    'routine-upsets-unsettle',
    'adapts-when-plans-change',
  ],
  // rarely-tired-until-late: notices tiredness late, and pushes through it
  'Tired is a word you admit to late, since pushing on feels more natural to you than calling it a day.': [
    'rarely-tired-until-late',
    'work-as-rest',
    'outlasts-the-sprinters',
    'rest-waits',
  ],
  'Weariness sneaks up on you late and in one heavy wave, so down tools while you still feel fresh.': [
    'rarely-tired-until-late',
  ],
  'Pushing through tiredness as if it were weakness': ['rarely-tired-until-late'],
  'Running out of drive is rarely your problem, but missing the moment it dips is, so take stock at midday.': [
    'rarely-tired-until-late',
    'deep-reserves',
  ],
  'Taking pride in never needing a break': ['rarely-tired-until-late'],
  'You will pride yourself on never stopping, and your good mood will pay for it. Count stopping as part of the work, and plan your pauses as carefully as your tasks.':
    ['rarely-tired-until-late', 'never-stops', 'rests-by-stopping', 'carries-too-much'],
  'Breaks taken before you feel you need them': ['rarely-tired-until-late'],
  'Ignoring small signals until they shout': ['rarely-tired-until-late'],
  'You are the sort who keeps shoveling snow after the neighbors have gone in, and who forgets to stop for a warm drink.':
    ['rarely-tired-until-late', 'staying-power', 'deep-reserves', 'never-stops', 'carries-too-much', 'rest-waits'],
  'Saying you are fine because you usually are': ['rarely-tired-until-late', 'hides-own-bad-days'],
  // keeps-going-past-the-point: keeps going after it stopped paying or stopped being fun
  'Once you have taken something on, stopping feels like failing, even when stopping is plainly the wise move.': [
    'keeps-going-past-the-point',
    'sees-it-through',
    'picks-battles',
  ],
  'Your palm is square and solid, the mark of someone who keeps going, sometimes well past the point where going on still pays.':
    ['keeps-going-past-the-point', 'sees-it-through'],
  'You can keep going for ages, and the trap is keeping going once the enjoyment has quietly left.': [
    'keeps-going-past-the-point',
    'outlasts-the-sprinters',
    'never-stops',
    'keeps-calm-under-pressure',
  ],
  'Keeping going long after the fun has gone': ['keeps-going-past-the-point', 'never-stops'],
  'Refusing to stop while one screw is still loose': ['keeps-going-past-the-point'],
  'Rest will keep waiting behind one more task, then another after that. Stop at a set hour while the list is still long, since yours never runs empty.':
    ['keeps-going-past-the-point', 'cancels-time-off', 'rest-waits'],
  'A demanding stretch will end, and you will keep running at its pace out of habit. Mark the end of it with a proper day off, written into your calendar.':
    ['keeps-going-past-the-point', 'marks-the-end'],
  'A commitment that no longer gives you anything will keep taking your evenings. Decide whether to end it or shrink it, and tell the people involved plainly.':
    ['keeps-going-past-the-point'],
  // rest-booked-not-earned: rest booked ahead as a need, not won as a reward after the work
  'You can handle a punishing run of work, so put the days off in the calendar before the run begins.': [
    'rest-booked-not-earned',
    'deep-reserves',
    'carries-too-much',
  ],
  'Rest days kept as firmly as busy ones': ['rest-booked-not-earned', 'guards-own-hours', 'work-as-rest'],
  'Rest that is planned, not stolen': ['rest-booked-not-earned', 'guards-own-hours'],
  'You were made to go the distance, and even a distance runner takes proper days off.': [
    'rest-booked-not-earned',
    'outlasts-the-sprinters',
  ],
  'Your hand says you have staying power to spare, and with it a tendency to cancel time off so the job gets done.': [
    'rest-booked-not-earned',
    'outlasts-the-sprinters',
    'rarely-tired-until-late',
    'cancels-time-off',
    'work-as-rest',
    'rest-waits',
  ],
  'Treating a day off as a day for chores': ['rest-booked-not-earned'],
  'Holidays taken in full, not in scraps': ['rest-booked-not-earned'],
  'Treating rest as a reward instead of a need': ['rest-booked-not-earned', 'works-past-rest'],
  'Rest will start to feel like a prize you win instead of a habit you keep. Put rest into your plans at regular points, before the work rather than after it.':
    ['rest-booked-not-earned'],
  'Saving fun for when the work is done': ['rest-booked-not-earned', 'fun-saved-for-later'],
  'Saving up all your rest for a holiday': ['rest-booked-not-earned', 'works-past-rest'],
  // outlasts-the-sprinters: endurance: still going when the others have dropped out
  'A square palm like yours is built for endurance, not sprints: you win the long game.': ['outlasts-the-sprinters'],
  'A heavy job with a clear end point suits you, and you keep plodding on long after the sprinters have dropped out.': [
    'outlasts-the-sprinters',
    'heavy-work-suits',
    'starts-more-than-finishes',
    'finishes-abandoned-projects',
    'heaviest-load',
    'sees-it-through',
  ],
  'Staying power is your hidden asset: the longer and duller the task, the more clearly you outlast everyone else on it.':
    ['outlasts-the-sprinters', 'outlasts-dull-work', 'sees-it-through'],
  'Your broad palm gives you deep reserves: at the end of a hard stretch, you are often the last one still standing.': [
    'outlasts-the-sprinters',
    'deep-reserves',
    'keeps-calm-under-pressure',
    'fun-saved-for-later',
  ],
  'Having reserves left when others run dry': [
    'outlasts-the-sprinters',
    'deep-reserves',
    'finishes-abandoned-projects',
  ],
  'Patience that outlasts every obstacle': ['outlasts-the-sprinters', 'patience-for-procedures'],
  'Decade-long ambitions suit you: you are still on the road long after others have turned for home.': [
    'outlasts-the-sprinters',
  ],
  'Getting through a marathon day in good humor': ['outlasts-the-sprinters'],
  // hides-own-bad-days: so steady that nobody sees its bad days; should say when it is low
  'You are steady enough that people forget you have bad days too.': [
    'hides-own-bad-days',
    'keeps-calm-under-pressure',
    'the-one-people-call',
  ],
  'People will lean on you because you never seem to run out. Let them see when you are running low, so they learn to lean on others as well.':
    ['hides-own-bad-days', 'the-one-people-call', 'deep-reserves'],
  'Saying nothing is wrong when something clearly is': ['hides-own-bad-days'],
  'Keeping your worries to yourself until they boil over': ['hides-own-bad-days'],
  // refuses-help: will not ask for or accept help
  'Refusing help so as not to owe anyone': ['refuses-help', 'refuses-support'],
  "Refusing a partner's help to prove you can cope alone": ['refuses-help'],
  'Pride in needing no one can slowly make itself true.': ['refuses-help'],
  'The first time you ask for help without apologizing': ['refuses-help'],
  // the-one-people-call: the dependable one everybody calls and leans on
  'You are the person people call at midnight, and you pick up.': ['the-one-people-call'],
  'Being the person others rely on': ['the-one-people-call'],
  'Being the one whose reminders everyone relies on': ['the-one-people-call', 'writes-down-the-method'],
  'You are the friend people call after the party, and you notice who was left out.': [
    'the-one-people-call',
    'notices-who-is-left-out',
  ],
  // routine-upsets-unsettle: a broken routine, a trip or a late night throws the rhythm off
  'Regular anchors in the day keep you going, and a schedule torn up at short notice costs you more than hard work.': [
    'routine-upsets-unsettle',
    'fixed-points-anchor-the-day',
  ],
  'Travel and late evenings knock you off your stride, and the fix is simply returning to your usual hours.': [
    'routine-upsets-unsettle',
  ],
  'Travel or a long visit from guests will knock your rhythm out of shape for a stretch. Bring along one small habit that works anywhere, like a favorite evening tea.':
    ['routine-upsets-unsettle', 'familiar-comfort-carried', 'travel-rhythm'],
  'Letting one late evening unravel a good rhythm': ['routine-upsets-unsettle', 'late-nights-creep-in'],
  'Dropping a good routine after one missed day': ['routine-upsets-unsettle', 'keeps-routines'],
  'Your routines flex instead of snapping, which is why a trip or a busy holiday seldom throws you for long.': [
    'routine-upsets-unsettle',
    'bends-not-breaks',
    'routines-that-flex',
  ],
  'Letting routines slip when life gets busy': ['routine-upsets-unsettle', 'small-habits-beat-resolutions'],
  // small-habits-beat-resolutions: small habits kept for years beat big resolutions
  'Habits carry you further than bursts of willpower, and the small routine you keep going ends up outlasting every grand resolution.':
    ['small-habits-beat-resolutions', 'sees-it-through', 'steady-over-bursts', 'fixed-points-anchor-the-day'],
  'Modest habits kept faithfully do more for you than ambitious resolutions announced with fanfare.': [
    'small-habits-beat-resolutions',
  ],
  'Turning ten minutes a day into real progress': ['small-habits-beat-resolutions', 'steady-daily-progress'],
  'Slow and regular wins with you: a chapter each evening, a page of a new language each morning, and a lot done by the end.':
    ['small-habits-beat-resolutions', 'energy-spent-evenly', 'deadline-brings-out-best'],
  'Keeping a good habit going for years': ['small-habits-beat-resolutions'],
  'Once a habit starts with you, it runs for years, so pick the ones you would gladly keep that long.': [
    'small-habits-beat-resolutions',
    'habits-last-years',
  ],
  'Build your routine for your worst day, not your best, and you will still be keeping it years on.': [
    'small-habits-beat-resolutions',
  ],
  'A habit you only half keep will start to matter more than any new one would. Make it easy enough for your worst days, and it will hold on the good ones.':
    ['small-habits-beat-resolutions', 'old-habit-over-new'],
  'A habit you once kept, perhaps long ago, will prove to be the missing piece in your days. Bring it back smaller than before, at one fixed hour, and let it build up gently from there.':
    ['small-habits-beat-resolutions'],
  // energy-spent-evenly: energy spent evenly through the day rather than in bursts
  'Your energy lasts when you spend it evenly, and a steady hour each morning gets you further than any frantic night.':
    ['energy-spent-evenly', 'even-pace'],
  'You will see that spending your drive evenly serves you better than big bursts. Set a ceiling on the demanding work each day and stop when you reach it.':
    ['energy-spent-evenly', 'even-pace-or-waves'],
  'Spending your energy evenly from start to finish': ['energy-spent-evenly'],
  'Your hand says your energy is steady, and it goes furthest when spread evenly across the day.': [
    'energy-spent-evenly',
  ],
  'Steady beats fast for you: choose the pace you could hold from breakfast to supper.': ['energy-spent-evenly'],
  'You prefer a steady tempo to sudden bursts, and your effort on a dull afternoon looks much like your effort on a bright one.':
    ['energy-spent-evenly', 'restless-feet', 'dull-middle', 'steady-tempo'],
  'Daily effort in modest doses suits you far better than grand bursts that leave you flat afterward.': [
    'energy-spent-evenly',
    'steady-over-bursts',
  ],
  'A palm just short of square gives you staying power spent wisely: you pace yourself and still have something left at the end.':
    ['energy-spent-evenly', 'holds-something-back', 'staying-power'],
  'Pacing a long project so it never stalls': ['energy-spent-evenly'],
  'Doing it all at once and paying for it later': ['energy-spent-evenly'],
  'Your drive arrives in bursts rather than a steady flow, so plan around the surges instead of fighting them.': [
    'energy-spent-evenly',
  ],
  'Steadiness is your quiet gift: you rarely flare up and rarely flag, and people can set their clocks by you.': [
    'energy-spent-evenly',
    'even-keel',
    'steady-as-clockwork',
    'vague-into-plan',
    'steady-and-reliable',
  ],
  'A sensible rhythm keeps you level: work, then a break, then work again, with few highs and few slumps in between.': [
    'energy-spent-evenly',
    'even-keel',
    'settled-rhythm',
    'sensible-rhythm',
  ],
  // even-keel: moods rise and fall gently: it rarely flares up and rarely sinks
  'Your palm, nearly square, keeps you on an even keel: your moods rise and fall gently and rarely run away with you.':
    ['even-keel'],
  // fixed-points-anchor-the-day: a few fixed points (the usual meal, walk, bedtime) hold the day together
  'A predictable evening is restful in its own right for you, so anchor your days with a few fixed points.': [
    'fixed-points-anchor-the-day',
  ],
  'Routine is your quiet strength: meals at the usual time and a bedtime you actually keep.': [
    'fixed-points-anchor-the-day',
    'meals-sat-down',
    'steady-as-clockwork',
    'familiar-bores-or-rests',
    'keeps-a-bedtime',
  ],
  'Waking at the same hour on workdays and days off': ['fixed-points-anchor-the-day'],
  'A fixed bedtime and a full diary can live together in your life, and you are well when they do.': [
    'fixed-points-anchor-the-day',
    'fixed-bedtime',
  ],
  'A fixed shape to your days suits you: an evening for friends, an evening for chores, an evening for nothing.': [
    'fixed-points-anchor-the-day',
    'fixed-shape-days',
    'quiet-evening-in',
    'sensible-rhythm',
  ],
  'Your squarish palm finds comfort in repetition: the familiar mug, the usual route home, the small tasks done in the same order.':
    ['fixed-points-anchor-the-day', 'familiar-objects'],
  'You thrive on rhythm, the same walk at the usual time, repeated until it runs itself.': [
    'fixed-points-anchor-the-day',
    'settled-rhythm',
  ],
  // new-habits-on-trial: a new habit, or any change, tried out in small doses or pinned to an old one before it is kept
  'New habits stick when you pin them to old ones, like the morning kettle or the walk to the bus.': [
    'new-habits-on-trial',
  ],
  'A new habit gets a trial run or three before you trust it, and the keepers stay with you for good.': [
    'new-habits-on-trial',
    'habits-last-years',
  ],
  'New hobbies get a fair try from you, but only the ones that earn their spot survive.': ['new-habits-on-trial'],
  'Someone will urge a complete overhaul of how you spend your evenings. Take one piece of their idea, fold it into the rhythm you have, and see if it lasts.':
    ['new-habits-on-trial'],
  'Adding new habits before the last one sticks': ['new-habits-on-trial'],
  'Habits you keep to yourself are the ones that last, so start new routines quietly and tell no one.': [
    'new-habits-on-trial',
    'talks-about-habits',
  ],
  'New habits take a while to feel like yours, so a familiar comfort carried over from the old chapter makes any new one easier.':
    ['new-habits-on-trial', 'familiar-comfort-carried'],
  'Small doses of change suit you best, each tried on for size before it becomes part of your life.': [
    'new-habits-on-trial',
  ],
  'Your hand says you move through life in measured steps, testing the ground before each new one.': [
    'new-habits-on-trial',
    'cautious-traveler',
    'measured-steps',
  ],
  'Before any move you visit at least twice and quiz the locals, and your moves go smoother for the homework.': [
    'new-habits-on-trial',
    'tries-a-place-first',
  ],
  // late-nights-creep-in: late nights and midnight plans creep in
  'Saying yes to every late night': ['late-nights-creep-in', 'yes-and-no-chosen'],
  'Late nights will creep back in, one reasonable excuse at a time. Pick a fixed hour for winding down and let the excuses wait until morning.':
    ['late-nights-creep-in', 'evening-close-routine', 'fixed-bedtime'],
  'Staying up late just to claim an hour back': ['late-nights-creep-in', 'skips-sleep', 'keeps-a-bedtime'],
  'Midnight plans appeal to you more than they should, so guard a couple of early evenings for every late adventure.': [
    'late-nights-creep-in',
  ],
  'Plans made at midnight rarely survive the morning. Sleep on the big ones.': ['late-nights-creep-in'],
  'An early night after every crowded day': ['late-nights-creep-in', 'rest-after-crowds'],
  // meals-sat-down: meals eaten sitting down, at regular hours, never skipped
  'Eating at your desk and calling it lunch': ['meals-sat-down'],
  'Eating standing up between one job and the next': ['meals-sat-down'],
  'One unhurried meal a day, eaten sitting down': ['meals-sat-down'],
  'No skipped meals when work piles up': ['meals-sat-down'],
  'Regular meals at regular hours': ['meals-sat-down'],
  'Nourishing meals shared with people you love': ['meals-sat-down'],
  'Meals planned ahead, before the shopping is done': ['meals-sat-down'],
  'Cooking at home more often than not': ['meals-sat-down'],
  // slow-first-hour: a slow, quiet first hour of the morning sets up the day
  'You run on feeling more than on the clock, so a slow, quiet morning sets the tone for the rest of your day.': [
    'slow-first-hour',
    'runs-on-mood-not-clock',
    'runs-on-feeling-not-clock',
  ],
  'Hurry unsettles you far more than effort does, so you guard a gentle start to the morning and a quiet corner to come back to.':
    ['slow-first-hour', 'hurry-wears-you'],
  'Gentle beginnings suit you: a quiet cup, no screens, nobody asking anything of you in the first hour.': [
    'slow-first-hour',
  ],
  'You start best slowly: a gentle morning sets up your day better than a dawn alarm.': ['slow-first-hour'],
  'Steady sleep and a gentle morning rhythm': ['slow-first-hour'],
  'A slow first hour before any messages': ['slow-first-hour'],
  'You will notice that how your morning starts sets the mood of everything after it. Keep the first hour free of messages and news, and let the day come to you.':
    ['slow-first-hour'],
  'Rushing mornings that need to start slow': ['slow-first-hour'],
  'Turning a slow morning into your best hour': ['slow-first-hour'],
  'A small morning ritual will become the part of the day you look forward to most. Protect it from errands and requests, and give it the same minutes every morning.':
    ['slow-first-hour'],
  'A short stretch each morning before the first coffee': ['slow-first-hour'],
  // runs-on-mood-not-clock: moods set the pace more than the clock or the schedule
  'Your moods set your pace more than the clock does, so unhurried evenings keep the following days steady.': [
    'runs-on-mood-not-clock',
    'slow-first-hour',
    'runs-on-feeling-not-clock',
  ],
  'Your palm leans long, so your moods run deeper than your schedule allows for.': ['runs-on-mood-not-clock'],
  // hurry-wears-you: hurry, racket and other people's rush wear on it more than effort
  'Hurry and racket wear on you more than you let on, and each quiet hour you claim pays you back twice.': [
    'hurry-wears-you',
    'refills-in-calm',
  ],
  'A hurried plan made by someone else will leave you feeling out of step. Ask for a gentler version of it, or join only the part that suits your pace.':
    ['hurry-wears-you', 'rush-suits-you'],
  "Someone else's hurry will seep into your day, and you will not notice it until evening. Take a few minutes alone after any rushed meeting, and let your own pace return before the next thing.":
    ['hurry-wears-you', 'absorbs-others-moods', 'knows-own-limits'],
  'Arriving flustered spoils more of your day than it would for most, so ten spare minutes before anything that matters are worth guarding.':
    ['hurry-wears-you'],
  // absorbs-others-moods: soaks up other people's moods and worries and carries them home
  "You hold more of other people's worries than anyone asked you to carry. Put some of them down.": [
    'absorbs-others-moods',
  ],
  "Absorbing other people's feelings as your own": ['absorbs-others-moods'],
  'Carrying the mood of a room home afterward': ['absorbs-others-moods'],
  "Taking other people's moods home with you": ['absorbs-others-moods'],
  "Letting other people's moods set your pace": ['absorbs-others-moods'],
  'You soak up the mood of any room, so on low days choose company that moves slowly and speaks softly.': [
    'absorbs-others-moods',
  ],
  'You soak up every mood in a room, which is why you love a full one and need an empty one after.': [
    'absorbs-others-moods',
    'soaks-up-feeling',
    'notices-moods',
  ],
  'Long talks with friends send you home carrying their worries, so end those evenings with something light, a silly film or a stroll.':
    ['absorbs-others-moods'],
  'Deep, healing empathy': ['absorbs-others-moods'],
  // reads-the-unspoken: senses a mood, or what is left unsaid, before a word is spoken
  'the Water hand. You read a room in seconds and remember what everyone in it was not saying.': [
    'reads-the-unspoken',
    'notices-more-than-says',
  ],
  'Reading a room in an instant': ['reads-the-unspoken'],
  'Noticing how a room feels before anyone speaks': ['reads-the-unspoken', 'absorbs-others-moods'],
  "the Water hand's gift for tenderness that notices a mood before the words.": ['reads-the-unspoken'],
  'a sign that you often know someone you love is sad before they call.': ['reads-the-unspoken'],
  'You sense a storm in a friendship before the first word is said, and your forecast is rarely wrong.': [
    'reads-the-unspoken',
    'knows-before-explaining',
  ],
  'Catching a change of mood in a single word': ['reads-the-unspoken'],
  'Your long palm is read as a rich inner life: you notice moods the way others notice weather.': [
    'reads-the-unspoken',
    'notices-moods',
  ],
  'Sensing what others leave unsaid': ['reads-the-unspoken'],
  'read on a Water hand as love that hears what a partner leaves unsaid.': ['reads-the-unspoken'],
  'the Water hand, calm on the surface and deep underneath. You hear the pause before someone answers, and you know what it held.':
    ['reads-the-unspoken'],
  'Hearing the question behind the question': ['reads-the-unspoken'],
  // feelings-need-time-to-settle: feelings move slowly: they need time to settle before they are said
  'A piece of music can stay with you all evening, and you need unhurried time afterward to let a strong feeling settle.':
    ['feelings-need-time-to-settle', 'small-moments-linger', 'feelings-run-deep', 'strong-feelings-need-time'],
  'Feelings move through you slowly and thoroughly, like rain soaking into deep soil rather than running off the surface.':
    ['feelings-need-time-to-settle', 'feelings-run-deep', 'soaks-up-feeling', 'yes-before-checking'],
  'A long palm takes in more than it lets out: you feel things for days before you say them.': [
    'feelings-need-time-to-settle',
  ],
  'Your palm runs a little long, so your feelings keep their own schedule and need some room to settle.': [
    'feelings-need-time-to-settle',
  ],
  'Giving big feelings the time they need': ['feelings-need-time-to-settle'],
  'Naming a feeling only once you understand it': ['feelings-need-time-to-settle'],
  'Letting a strong reaction settle before acting': ['feelings-need-time-to-settle'],
  'telling of feelings that run quiet and hold for years.': ['feelings-need-time-to-settle'],
  // small-moments-linger: a song, a view or a remark stays with it for hours
  'A palm this long holds a deep well of feeling: one song or a change in the light can color a whole afternoon.': [
    'small-moments-linger',
    'surroundings-color-the-day',
    'feelings-run-deep',
  ],
  'Feeling reaches you easily, as a palm leaning slightly long suggests: a harsh word or a lovely view stays with you for hours.':
    ['small-moments-linger', 'absorbs-others-moods'],
  'Reflection comes easily to you: a good film or a sharp remark keeps turning over in your mind well after it ends.': [
    'small-moments-linger',
  ],
  'A palm leaning long gives you a reflective streak: you replay good conversations for days.': [
    'small-moments-linger',
  ],
  'Small things count double with you: a kind note can carry you through an afternoon, and a careless one can cloud it.':
    ['small-moments-linger'],
  'Being moved by a song heard a hundred times': ['small-moments-linger'],
  'Letting one harsh word outweigh ten kind ones': ['small-moments-linger'],
  'Weather, music and the light through a window reach you more than most, and you plan your days with room for them.':
    ['small-moments-linger', 'surroundings-color-the-day'],
  'Giving a beautiful view the full minute it deserves': ['small-moments-linger'],
  // crowds-drain: crowds, noise and full calendars drain it; a quiet gap after restores it
  'Loud, crowded days take more out of you than out of most people, so follow one with an hour that asks nothing.': [
    'crowds-drain',
    'rest-after-crowds',
    'idle-time-restores',
  ],
  'Crowds drain you faster than anyone can see, so slipping out of a party early is self-care, not rudeness.': [
    'crowds-drain',
  ],
  'A roomful of new faces costs you more energy than it seems to, so follow a busy gathering with an evening among familiar ones.':
    ['crowds-drain'],
  'Welcome guests still tire you, so plan a quiet morning after every visit and keep it free of errands.': [
    'crowds-drain',
  ],
  'After a day of other people, give yourself an hour of silence before you answer a single message.': ['crowds-drain'],
  'Staying in noisy rooms long after they have worn you out': ['crowds-drain', 'knows-own-limits'],
  'Booking back-to-back plans with no gap for quiet': ['crowds-drain'],
  'Calm surroundings restore you far better than a packed social calendar ever could.': [
    'crowds-drain',
    'alone-time-restores',
  ],
  'Background noise can wear on you long after you stop noticing it, so real quiet for a few hours of each day is worth more than it looks.':
    ['crowds-drain', 'alone-time-restores'],
  'Crowded calendars unsettle you well before the busy days arrive, so a clear day between two full ones is worth guarding.':
    ['crowds-drain', 'full-days-and-empty-days', 'energy-spent-evenly', 'refills-in-calm'],
  // quiet-evening-restores: a quiet evening with a book, a lamp, something warm sets it right
  'Your feelings run a little deeper than they look, and a slow evening at home is how you bring them back to level.': [
    'quiet-evening-restores',
  ],
  'Knowing which quiet evening will set a hard week right': ['quiet-evening-restores'],
  'Making a quiet evening feel like a treat': ['quiet-evening-restores'],
  'Say no to the extra invitation without guilt, since a quiet night in is what lets you meet the next busy day fresh.':
    ['quiet-evening-restores', 'yes-to-please', 'declines-invitations'],
  'Calm puts you back together, and an hour of quiet with a book does more for your spirits than any treat.': [
    'quiet-evening-restores',
    'alone-time-restores',
    'quiet-weekend',
    'refills-in-calm',
  ],
  'A tidy room and a cup of something warm do more to steady you than a crowded afternoon of errands.': [
    'quiet-evening-restores',
    'tidy-space-calms',
    'tidy-room',
  ],
  'Losing yourself in a long book for a whole afternoon': ['quiet-evening-restores'],
  'Your best rest is the unscheduled kind: an afternoon with no plan, a familiar novel, a pot of something simmering slowly.':
    ['quiet-evening-restores'],
  'Your evenings go better with a small ritual: a record, a few pages, one low lamp instead of the overhead glare.': [
    'quiet-evening-restores',
  ],
  'Soft light and low sound in the last hour before bed': ['quiet-evening-restores'],
  'A slow wind-down brings you the deepest rest, so the last hour of your evening belongs to something soft and familiar.':
    ['quiet-evening-restores'],
  'Thrilling days leave you buzzing long after dark, so keep a landing ritual: dim lamps, a paperback, nothing scheduled.':
    ['quiet-evening-restores'],
  // evening-close-routine: a set hour and a simple routine to end the day
  'Dimmer lights and a slower pace after dark': ['evening-close-routine'],
  'A wind-down routine you actually look forward to': ['evening-close-routine'],
  'Evenings without any shape will leave you restless rather than rested. Give them a simple, repeated close: tidy up, read a little, lights out.':
    ['evening-close-routine', 'fixed-points-anchor-the-day'],
  'Scrolling through the hour meant for winding down': ['evening-close-routine'],
  'Quiet time without screens at the end of the day': ['evening-close-routine'],
  'A set hour when the working day ends': ['evening-close-routine'],
  'A slow walk at the close of each working day will settle you better than any evening out. Keep to the same gentle route, leave the phone at home, and let the walk mark the end of work.':
    ['evening-close-routine', 'phone-put-away'],
  // guards-own-hours: guards its own quiet hours like an appointment
  'Quiet is how you recharge, so treat your time alone as an appointment you keep.': [
    'guards-own-hours',
    'how-you-recharge',
    'refills-in-quiet',
  ],
  'Your hand says you recharge alone, so protect your quiet hours as you would an appointment.': [
    'guards-own-hours',
    'how-you-recharge',
  ],
  'A surge of drive will push you to fill every free hour with something useful. Leave one part of each day deliberately idle, and defend it as firmly as a meeting.':
    ['guards-own-hours', 'overbooked-calendar', 'rests-by-stopping'],
  "Other people's plans fill your calendar fast, so block out one evening that belongs to nobody but you.": [
    'guards-own-hours',
  ],
  "A look at your calendar, shared or your own, will show how little free time you actually leave for yourself. Write your own fixed hours onto it in the same ink as everyone else's commitments.":
    ['guards-own-hours'],
  'A new commitment will try to take over the hours you usually keep for yourself. Give it a different slot and leave your own hours exactly where they are.':
    ['guards-own-hours'],
  'Knowing your best hours and guarding them': ['guards-own-hours'],
  'Guarding your energy for what truly counts': ['guards-own-hours'],
  'You keep your energy in reserve, so spend it on purpose, not on whoever asks first.': [
    'guards-own-hours',
    'rarely-tired-until-late',
  ],
  'You need more time alone than you admit, and you come back kinder for it.': [
    'guards-own-hours',
    'what-restores-you',
  ],
  // a-room-of-your-own: a room, corner or workshop of its own
  'A workshop, studio or corner that is yours alone': ['a-room-of-your-own'],
  'A garden plot, a workshop or a small piece of land will become yours to tend, and before long it will be your favorite place to spend an afternoon. Make it yours one corner at a time, and share the key only with people you would trust with your home.':
    ['a-room-of-your-own'],
  'A room in your home will ask to become something new: a study, a workshop, a place for a long-held hobby. Clear it one shelf at a time, and let the new purpose settle in before you show it to anyone.':
    ['a-room-of-your-own'],
  'Somewhere of your own restores you, even a single chair by a window where nobody needs anything from you.': [
    'a-room-of-your-own',
    'alone-time-restores',
    'refills-in-quiet',
  ],
  'A crowded spell at home, with guests or a full household, will make you long for a room of your own. Make one corner yours, with a closed door or a pair of headphones, and let everyone know it means quiet.':
    ['a-room-of-your-own'],
  'Making a calm corner in a busy house': ['a-room-of-your-own'],
  'A calm corner at home, free of clutter and noise': ['a-room-of-your-own'],
  'You refill in calm places: a reading room, a walled garden, a window seat on a slow train.': [
    'a-room-of-your-own',
    'refills-in-calm',
    'window-seat',
    'refills-in-quiet',
  ],
  // play-with-no-score: play with no goal, score or productivity in it
  'Movement that feels like play': ['play-with-no-score'],
  'An outdoor hobby with no goal or scoreboard': ['play-with-no-score'],
  'A playful afternoon with no goal will restore you better than another achievement. Make room for play that nobody scores, records or compares.':
    ['play-with-no-score', 'active-rest'],
  'Trading play for one more productive hour': ['play-with-no-score', 'rest-waits'],
  'Evenings with no errands, kept for play': ['play-with-no-score'],
  'Keep your play unhurried: a lazy swim, a walk with nowhere to be, a bike ride nobody is timing.': [
    'play-with-no-score',
  ],
  'Dares and contests get you moving, so turn dull habits into games: a streak to keep, a record to beat, a friendly bet.':
    ['play-with-no-score'],
  'Picnics get booked and quiz teams captained by you, so remember to play as well as organize.': [
    'play-with-no-score',
  ],
  'Friends will invite you to something purely for fun in the middle of a busy patch. Go, and leave the work exactly where it is, because it will wait for you.':
    ['play-with-no-score'],
  // phone-put-away: the phone put away, messages left unanswered
  'A phone that sleeps in another room': ['phone-put-away'],
  'Your rest works best when nobody can reach you, so switch off the phone for one unhurried stretch of every day.': [
    'phone-put-away',
  ],
  'A partner will want a quieter stretch at home while you are itching for the next outing. Give them one quiet evening fully, phone in a drawer, then let them choose the next outing.':
    ['phone-put-away'],
  'Take a walk with one question and no phone. Write down the first answer you trust when you get home.': [
    'phone-put-away',
  ],
  'Spend ten minutes looking closely at one beautiful thing, a painting, a tree, a face you love, without reaching for your phone.':
    ['phone-put-away'],
  'Answering messages during your time off': ['phone-put-away', 'crowds-drain'],
  'Answering every call, even mid-dinner': ['phone-put-away', 'the-one-people-call'],
  // polite-first-then-warm: polite and reserved at first meeting; the warmth shows later
  'A first meeting with you is polite and a little reserved, and the real warmth shows up around the third.': [
    'polite-first-then-warm',
    'trust-built-in-stages',
    'warms-by-the-third-meeting',
  ],
  'You offer courtesy at once and trust only over time, so a partner learns to treasure every small sign that the door is opening.':
    ['polite-first-then-warm', 'trust-built-in-stages'],
  'Letting a friendship grow slowly until it is built to last': ['polite-first-then-warm', 'lifelong-friendships'],
  'Most people know a polite, pleasant version of you, and only a chosen few ever meet the rest.': [
    'polite-first-then-warm',
    'private-side-for-few',
    'few-get-the-full-tour',
  ],
  'You are warmer than you first seem, and once you do trust someone, the trust holds for years.': [
    'polite-first-then-warm',
    'slow-to-open-then-for-good',
    'leaves-them-guessing',
    'room-changes-when-you-arrive',
  ],
  'People find you simple to meet and slower to know, warm in the doorway and selective about who comes inside.': [
    'polite-first-then-warm',
    'warm-door-slow-welcome',
    'open-book',
    'quick-to-be-won',
  ],
  'Coming across as aloof to people who barely know you': [
    'polite-first-then-warm',
    'charm-opens-doors',
    'room-changes-when-you-arrive',
  ],
  'People who barely know you sometimes read your reserve as coolness, but nobody you love has ever wondered how warm you are.':
    ['polite-first-then-warm', 'reserve-misread', 'slow-to-let-in'],
  'An unfamiliar crowd makes you quiet, and anyone who mistakes that for shyness has never seen you with old friends.':
    ['polite-first-then-warm', 'reserve-misread'],
  'People who meet you at work rarely guess how funny you are with the friends who have known you for years.': [
    'polite-first-then-warm',
  ],
  'Revealing a playful side once the ice breaks': ['polite-first-then-warm'],
  // trust-built-in-stages: trust given in stages, one step at a time
  'Your trust arrives in steps, lunch first, then your home, then your spare key, and nobody who earns it loses it lightly.':
    ['trust-built-in-stages', 'slow-to-open-then-for-good', 'how-it-forgives'],
  'Letting trust build at a steady, honest pace': ['trust-built-in-stages'],
  'Opening up a little more with every meeting': ['trust-built-in-stages', 'opens-by-degrees'],
  'Promoting an acquaintance to confidant in careful stages': ['trust-built-in-stages'],
  'Taking months to let a new person in': ['trust-built-in-stages'],
  'A newcomer has to earn a place in your life by degrees, and the handful who do it stay for good.': [
    'trust-built-in-stages',
    'slow-to-open-then-for-good',
    'few-friends-for-life',
    'private-side-for-few',
  ],
  'Love moves in stages with you: a partner meets your friends, then your family, and every introduction is a quiet promise.':
    ['trust-built-in-stages'],
  'A new partner will want to meet your friends sooner than you feel ready for. Choose one friend and one easy evening, and let the other introductions follow in stages.':
    ['trust-built-in-stages'],
  'Someone new will keep small promises, one after another, until you realize you already trust them. Judge them by the kept promises rather than the missing speeches, and let that decide how close they come.':
    ['trust-built-in-stages'],
  'Your openness is the careful kind: people come in one by one, and each gets a proper welcome.': [
    'trust-built-in-stages',
    'slow-to-open-then-for-good',
  ],
  'You warm up to someone new once you can tell where you stand, and not a moment before.': ['trust-built-in-stages'],
  // slow-to-open-then-for-good: slow to let someone in, and then it is for good
  'Your hand says you give yourself slowly in love, and wholly once you finally do.': ['slow-to-open-then-for-good'],
  'Your heart line is long and reaches toward your index finger: once you are in, you are all in.': [
    'slow-to-open-then-for-good',
  ],
  'Letting someone in is a careful business for you, and once they are in, you keep them.': [
    'slow-to-open-then-for-good',
  ],
  'A private person in love, you let few people in, and those who get there tend to stay.': [
    'slow-to-open-then-for-good',
    'private-person',
    'few-get-the-full-tour',
    'slow-to-let-in',
  ],
  'Letting people in takes you a while, and those patient enough to wait never regret it.': [
    'slow-to-open-then-for-good',
    'trust-built-in-stages',
    'tests-before-trusting',
    'private-side-for-few',
    'slow-to-let-in',
  ],
  'Anyone you let yourself love could tell a stranger how long it took to reach you, and that it was worth the wait.': [
    'slow-to-open-then-for-good',
    'private-side-for-few',
  ],
  'Devotion grows in you quietly, deepening with every ordinary evening instead of arriving in one rush.': [
    'slow-to-open-then-for-good',
    'ordinary-evening',
  ],
  // tests-before-trusting: tests people and waits for proof before trusting them
  'Testing people instead of trusting them': ['tests-before-trusting'],
  'Keeping a partner on probation for years': ['tests-before-trusting'],
  'You test trust in small ways before you offer it in large ones, and a partner who passes finds a fiercely loyal ally.':
    ['tests-before-trusting'],
  'Withholding trust long after it is earned': ['tests-before-trusting'],
  'Holding newcomers to a stricter test than old friends': ['tests-before-trusting'],
  'Judging character carefully before you trust': [
    'tests-before-trusting',
    'trust-built-in-stages',
    'listens-without-fixing',
  ],
  'Missing a good friendship by waiting to be sure': ['tests-before-trusting', 'bets-on-the-written-off'],
  'Some things come with no proof. Waiting for it is just a slower way of saying no.': ['tests-before-trusting'],
  'Holding back tenderness until it feels completely safe': ['tests-before-trusting'],
  // small-circle: a small, chosen circle of people
  'Your hand says you are a private person: your circle is small, and you know every member of it deeply.': [
    'small-circle',
    'private-person',
    'private-side-for-few',
  ],
  'Making a small circle feel like family': ['small-circle'],
  'You prefer a few friendships you can lean on to a crowd of people you only wave at.': ['small-circle'],
  'In love you keep your circle small on purpose: one person to confide in, and a door that opens slowly.': [
    'small-circle',
    'slow-to-open-then-for-good',
    'door-opens-slowly',
  ],
  'Letting your circle shrink too small': ['small-circle'],
  'A small circle can shrink into a small world without you noticing.': ['small-circle'],
  'Your life grows outward from a small core of loves: one person, one place, one craft at its center.': [
    'small-circle',
  ],
  'Loyalty is a strength until it keeps you in a circle you have outgrown.': ['small-circle'],
  'A new name among the few you would call at any hour': ['small-circle'],
  'A small wedding with only the people who truly matter': ['small-circle'],
  // lifelong-friendships: friendships kept for decades
  'Keeping a few friends for decades': ['lifelong-friendships', 'friends-for-decades', 'trust-built-in-stages'],
  'Turning a colleague into the kind of friend who lasts twenty years': ['lifelong-friendships'],
  'Keeping old friendships in good repair': ['lifelong-friendships'],
  'Growing friendships slowly and making them last': [
    'lifelong-friendships',
    'trust-built-in-stages',
    'slow-to-open-then-for-good',
  ],
  'a Water-hand sign of a few friendships that last a lifetime.': ['lifelong-friendships', 'few-friends-for-life'],
  'A friendship old enough to have its own jokes': ['lifelong-friendships'],
  'A standing dinner the same friends have kept for a decade': ['lifelong-friendships', 'standing-date-with-friends'],
  'Your friends tend to be old friends, and the newest ones came through someone you already trusted.': [
    'lifelong-friendships',
    'change-through-known-people',
    'familiar-people',
  ],
  'A friend of long standing will admit that you have always been one of their closest few. Say it back in your own words, and be the one who suggests the next meeting.':
    ['lifelong-friendships', 'who-reaches-out-first'],
  'Loyalty comes before novelty for you: old friends keep their places while new ones are chosen with care.': [
    'lifelong-friendships',
  ],
  'New chapters never cost you the old friends, who come along with you, so your cast of characters keeps growing.': [
    'lifelong-friendships',
  ],
  // shows-up-for-the-few: turns up, without fail, for the people who matter, hardest times included
  'read on an Earth hand as love that turns up, every time.': ['shows-up-for-the-few'],
  'Turning up for the few who matter, without fail': ['shows-up-for-the-few'],
  'Your heart line is short, ending under your middle finger, the sign of a love that shows in turning up when it counts.':
    ['shows-up-for-the-few'],
  'A friend you see only now and then will be the one who turns up when it counts. Let that friend know, in your own understated way, that you saw who came.':
    ['shows-up-for-the-few'],
  'A new friend will ask you along to something that clearly matters to them, a recital or a family supper. Go, arrive on time and stay to help clean up, because showing up is how you say what you feel.':
    ['shows-up-for-the-few'],
  'Someone close will lean on you through a hard stretch, and your steady presence will matter more than any words. Show up at the usual times, and say out loud the one kind sentence you would normally keep to yourself.':
    ['shows-up-for-the-few', 'leaves-them-guessing'],
  'Standing by people when it costs you': ['shows-up-for-the-few'],
  'the sign of a love that is steadiest when life is hardest.': ['shows-up-for-the-few'],
  'A partner of yours can count on the same warmth after a hard year as on the first good evening.': [
    'shows-up-for-the-few',
  ],
  'Staying devoted through the unglamorous years': [
    'shows-up-for-the-few',
    'keeps-their-word',
    'lasting-romance',
    'grand-gestures',
  ],
  'Loyalty that does not need to be asked for': ['shows-up-for-the-few'],
  // love-shown-by-practical-help: love shown in deeds and practical help, not in words
  'Your gifts are the practical kind: a lift to the airport, a shelf put up, soup on the doorstep when someone is low.':
    ['love-shown-by-practical-help'],
  'read on an Earth hand as love shown in what you fix and carry.': [
    'love-shown-by-practical-help',
    'grand-or-steady-love',
  ],
  'read as love shown in practical ways: the spare key, the shelf hung.': ['love-shown-by-practical-help'],
  'Your heart line is short and stops well before your index finger: your love shows in what you do.': [
    'love-shown-by-practical-help',
  ],
  'Your heart line is short, so your feelings travel by actions: the coffee made, the lift offered.': [
    'love-shown-by-practical-help',
  ],
  'Showing love through favors, never through words': ['love-shown-by-practical-help', 'love-in-words'],
  'the way of a partner who builds the home before making speeches about it.': ['love-shown-by-practical-help'],
  "the Earth hand's sign of loyalty measured in years, not declarations.": ['love-shown-by-practical-help'],
  'Trust comes before love with you, and it is earned in ordinary days, not in grand declarations.': [
    'love-shown-by-practical-help',
    'trust-built-in-stages',
    'love-in-ordinary-days',
  ],
  'Big words come late from you in love, while small kindnesses start early and never stop.': [
    'love-shown-by-practical-help',
  ],
  'A bad evening for someone you love ends at your place, with soup, a blanket and the patience to let them talk themselves out.':
    ['love-shown-by-practical-help'],
  // keeps-secrets: keeps a confidence; is the one trusted with secrets
  'Once someone is in your confidence, you guard it closely, and you would never trade a secret for a laugh.': [
    'keeps-secrets',
  ],
  'Keeping a confidence without being asked to': ['keeps-secrets'],
  'Being the person friends trust with news no one else has heard': ['keeps-secrets'],
  'Keeping a secret for a lifetime': ['keeps-secrets'],
  'People tell you secrets within ten minutes of meeting you. You keep them.': [
    'keeps-secrets',
    'strangers-confide',
    'polite-first-then-warm',
  ],
  'Staying discreet when others overshare': ['keeps-secrets'],
  'You love in confidences: telling someone a secret is your way of telling them they matter.': [
    'keeps-secrets',
    'how-much-you-share',
    'shares-secrets-in-love',
  ],
  'You will trust someone with a secret you have never said aloud, and it will stay safe with them. Let that kept secret count for a lot, and trust them with the next thing when it comes.':
    ['keeps-secrets'],
  'Your partner is often the only one who knows your worries, your odd habits and the plans you have not yet told anyone.':
    ['keeps-secrets', 'shares-plans-with-few'],
  'Strangers confide in you on buses, in elevators and at the next table, because you look as though you would listen, and you do.':
    ['keeps-secrets', 'strangers-confide'],
  // private-side-for-few: keeps its private side behind a closed door, for a few
  'Your softest side is kept for home, seen only by the handful of people who have earned a key.': [
    'private-side-for-few',
    'small-circle',
  ],
  'The clearest sign of your love is an invitation into your quiet evenings at home, a place few people ever get to see.':
    ['private-side-for-few'],
  'You rarely show affection in public, saving the held hand and the soft word for when the door is shut.': [
    'private-side-for-few',
  ],
  'A partner or close friend will ask to see a corner of your life you usually keep private. Show them one room of it at your own pace, and see whether they are careful there.':
    ['private-side-for-few'],
  'Your doors open from the inside only: people are let in when you decide, never because they pushed.': [
    'private-side-for-few',
    'slow-to-open-then-for-good',
  ],
  'Making home a place where nobody has to perform': ['private-side-for-few'],
  'Answering a personal question with the weather report': ['private-side-for-few'],
  'Questions about your private life get a friendly, short answer from you until the asker has become a friend.': [
    'private-side-for-few',
    'polite-first-then-warm',
    'small-circle',
  ],
  'Guarding your past so closely that a partner feels locked out': ['private-side-for-few', 'shares-secrets-in-love'],
  'Keeping one drawer locked even in a shared home': ['private-side-for-few'],
  'Sharing so little that people feel shut out': ['private-side-for-few', 'how-much-you-share', 'keeps-people-out'],
  'You keep your own counsel until you trust the room, and only then let people see what you think.': [
    'private-side-for-few',
  ],
  // leaves-them-guessing: leaves feelings unsaid, so others have to guess
  'Expecting a partner to guess what you never said': ['leaves-them-guessing', 'keeps-secrets'],
  'Expecting friends to guess what would help without being told': ['leaves-them-guessing'],
  'Silence kept to spare others can leave them guessing wrong about you.': ['leaves-them-guessing', 'hides-needs'],
  'A partner will introduce you to their family, and the evening will mean more to you than you let show. Tell them afterward, in plain words, what it meant, since your quiet is easy to misread.':
    ['leaves-them-guessing'],
  'A habit of keeping to yourself can look, from outside, like a wish to be left alone. Tell one friend plainly that you like being asked.':
    ['leaves-them-guessing', 'reserve-misread'],
  'Your love letters, if anyone ever sees them, are far warmer than anything you would say out loud.': [
    'leaves-them-guessing',
    'love-in-words',
  ],
  'Loving someone for years without ever telling them': ['leaves-them-guessing'],
  'A kind word saved for the right moment can stay unsaid for good.': ['leaves-them-guessing'],
  'Keeping an apology to yourself because saying it feels too exposed': ['leaves-them-guessing', 'mends-quarrels'],
  'Changing the subject whenever a talk turns tender': ['leaves-them-guessing'],
  // who-reaches-out-first: waiting for the other to call or write first, or being the one who does
  'Waiting for others to call first, every time': ['who-reaches-out-first'],
  'Waiting to be asked first': ['who-reaches-out-first'],
  'A faraway friend will go quiet, and you will wonder which of you should write first. Write the first message, short and warm, and let the old ease return at its own speed.':
    ['who-reaches-out-first'],
  'Old friendships rarely end in a quarrel; they fade in a silence both sides meant to break. Send the message you keep drafting in your mind.':
    ['who-reaches-out-first'],
  'Waiting to see who cares more first': ['who-reaches-out-first'],
  'Waiting to see which way a friendship leans before committing to it': [
    'who-reaches-out-first',
    'first-sight-yes',
    'bets-on-the-written-off',
  ],
  'Checking in when someone close goes silent': ['who-reaches-out-first'],
  'If there is a quiet rift in your family, it will begin to close the moment someone makes the first small move. Be that someone: a short note or a dish left at their door is enough.':
    ['who-reaches-out-first'],
  'You will notice that one friendship runs on your effort alone, and the imbalance will start to nag at you. Stop making every plan and see whether they reach for you, because either answer is useful.':
    ['who-reaches-out-first', 'fair-give-and-take'],
  // fair-give-and-take: keeps the give and take of a friendship even, and notices when it tilts
  'Keeping score in quiet ways': ['fair-give-and-take'],
  'Keeping the give and take of friendship fair': ['fair-give-and-take'],
  'Giving has to run in both directions, and you notice, kindly but clearly, when a relationship starts to tilt.': [
    'fair-give-and-take',
  ],
  'Give-and-take with friends keeps your energy up: you go along on their dawn hike, and they linger over your late breakfast.':
    ['fair-give-and-take'],
  'A partnership where both of you give equally': ['fair-give-and-take'],
  'You answer warmth with warmth and coolness with space, so every stranger gets back what they bring.': [
    'fair-give-and-take',
    'meets-people-halfway',
  ],
  // meets-halfway: meets people and choices halfway, sometimes to a fault
  'You meet strangers and fresh ideas halfway, neither rushing toward them nor backing off.': [
    'meets-halfway',
    'change-at-a-sensible-pace',
  ],
  'Meeting new people exactly halfway': ['meets-halfway', 'meets-people-halfway'],
  'Halfway is where you meet love: open to it, and never careless with it.': ['meets-halfway'],
  'Meeting halfway even when you should hold firm': ['meets-halfway'],
  'Fairness can become a fence. Splitting every difference leaves some choices only half made.': [
    'meets-halfway',
    'spreading-so-thin-you',
  ],
  'Beware the sensible middle road that no one actually wanted to walk.': ['meets-halfway', 'finds-the-compromise'],
  'Settling for a compromise no one loves': ['meets-halfway'],
  'Picking the restaurant nobody minds over the one you love': ['meets-halfway', 'easy-to-please'],
  'Sitting on the fence about new plans': ['meets-halfway', 'mind-runs-ahead', 'jumps-at-chances', 'owns-the-call'],
  'Indecision likes to borrow the kinder name of balance.': ['meets-halfway'],
  // easy-with-anyone: gets along and talks with anyone at a gathering, the loud and the quiet alike
  'At a party you will talk with anyone, though you leave with the phone numbers of only one or two.': [
    'easy-with-anyone',
    'leaves-without-numbers',
  ],
  'Getting along with the loudest and the quietest guest': ['easy-with-anyone'],
  // roams-and-returns-home: roams and always comes home, roots and roads both
  'Roots and roads both belong in your life: a home you keep and trips you take from it.': ['roams-and-returns-home'],
  'Part homebody and part wanderer, you go exactly as far as a good reason takes you and no farther.': [
    'roams-and-returns-home',
  ],
  'Between adventures you come home to recharge and report back, and then you head off again.': [
    'roams-and-returns-home',
    'travel-rhythm',
    'one-town-or-many',
  ],
  'Palmists call a wide-set thumb with a close-kept life line a home-loving wanderer: the new calls you out, the familiar calls you home.':
    ['roams-and-returns-home'],
  'Your hand carries two wishes at once: to see what is over the hill, and to be home by dark.': [
    'roams-and-returns-home',
  ],
  'Your hand loves a departure, and loves a return even more.': ['roams-and-returns-home'],
  'read on an Air hand as a restless mind with one home it always returns to.': [
    'roams-and-returns-home',
    'one-home-or-many',
  ],
  'where a Fire hand holds one fixed point: the home every adventure starts from.': ['roams-and-returns-home'],
  'Your hand pulls two ways here: you say yes to every road, then feel the pull of home halfway down it.': [
    'roams-and-returns-home',
  ],
  // plans-half-the-day: on a trip, one part of the day planned and the rest left free
  'On a trip you plan the mornings and leave the afternoons free, and your life runs on that same mix.': [
    'plans-half-the-day',
    'loose-routine',
  ],
  'On vacation you want one fixed plan a day and the rest left to chance, which sends you home rested rather than bored or rushed.':
    ['plans-half-the-day'],
  // change-through-known-people: the big changes and new things come through people already trusted
  'The biggest changes in your life will come through people you have known for years, rarely through an offer from a stranger.':
    ['change-through-known-people'],
  'Career changes tend to find you through a friend or a former colleague, someone who already knows what you can do.':
    ['change-through-known-people'],
  'When your course shifts, an old friend is usually the reason, rarely someone you have only just met.': [
    'change-through-known-people',
    'friends-change-course',
  ],
  'An old friend will mention, almost in passing, an opening that suits you better than anything you have chased. Ask them for an introduction, and go in knowing exactly why you fit.':
    ['change-through-known-people'],
  'A new idea is most welcome to you when it arrives through someone you already trust.': [
    'change-through-known-people',
  ],
  'Trying a new place once a friend vouches for it': ['change-through-known-people'],
  'On the road you like to start from a friend of a friend or a familiar face, and from there you are happy to wander.':
    ['change-through-known-people'],
  'When you move, you tend to arrange a soft landing, a friend in the new town or a cousin a short drive away.': [
    'change-through-known-people',
  ],
  'A quiet invitation from a small group you already trust will lead you somewhere you would never have gone alone. Say yes to it, pack lightly and let the familiar faces make the unfamiliar place feel safe.':
    ['change-through-known-people', 'says-yes-to-invitations'],
  'Your path is likely to show few lonely stretches in hindsight, since you tend to take each new direction with someone you trust close by.':
    ['change-through-known-people'],
  'A suggestion from a friend or a job someone else found has often set your course, and the results have mostly pleased you.':
    ['change-through-known-people', 'chance-meetings-steer-life'],
  // chance-meetings-steer-life: chance meetings and invitations from near-strangers steer the road
  'Chance meetings steer your life harder than any plan you draw up, and you would not have it otherwise.': [
    'chance-meetings-steer-life',
  ],
  'A chance meeting that turns into a partnership': ['chance-meetings-steer-life'],
  'Saying yes to a rooftop party and meeting your future business partner': ['chance-meetings-steer-life'],
  "Saying yes to a stranger's invitation will put you in a circle that changes your direction. Learn every name in that circle, and find out what each of them is building.":
    ['chance-meetings-steer-life'],
  'An offer to work somewhere far away will come through someone you met only once. Follow it up at once, and ask the hard practical questions before the excitement signs for you.':
    ['chance-meetings-steer-life'],
  'Many of the turns in your story are likely to be suggested by someone sitting next to you at the time.': [
    'chance-meetings-steer-life',
  ],
  'Your next turning point will come from someone whose life looks nothing like yours. Seek out people beyond your usual crowd wherever you go, and ask what they would do in your place.':
    ['chance-meetings-steer-life'],
  'A stranger on a long journey will mention a town you have never heard of, and it will stick. Write the name down and go, with one contact there before you arrive.':
    ['chance-meetings-steer-life'],
  'Jobs tend to find you over dinner rather than through an application, because someone at the table always knows someone.':
    ['chance-meetings-steer-life'],
  'Invitations are how your life expands: the dinner you almost skipped, the trip someone else planned.': [
    'chance-meetings-steer-life',
  ],
  'You say yes to the introduction, the spare seat, the group outing, and each one opens another stretch of road.': [
    'chance-meetings-steer-life',
    'easy-recruit',
  ],
  'A job you never trained for will be offered because someone saw you improvise. Accept, and spend the first stretch asking the old-timers how they do it.':
    ['chance-meetings-steer-life'],
  // friends-across-the-map: friends and a home in many places across the map
  "the heart-led hand's gift of friends in many time zones, each one kept.": [
    'friends-across-the-map',
    'depth-over-distance',
  ],
  'a sign that your friends will be scattered across half the map.': ['friends-across-the-map'],
  "Friends' guest rooms are likely to mark your real map, with a sofa in one city after another that has your name on it.":
    ['friends-across-the-map'],
  'Each place you have lived leaves you a friend or two, and your map is drawn in their addresses.': [
    'friends-across-the-map',
  ],
  'Becoming godparent to a child on another continent': ['friends-across-the-map'],
  'Later in life you will have more godchildren, honorary nieces and standing invitations than you can easily count.': [
    'friends-across-the-map',
  ],
  'Keeping in touch across years and cities': ['friends-across-the-map'],
  'Your address book reads like a travel log, every entry a person who once pointed the way.': [
    'friends-across-the-map',
  ],
  'Feeling at home anywhere on the map': ['friends-across-the-map', 'at-home-anywhere'],
  'read as a life that drifts into many harbors and feels at home in most.': ['friends-across-the-map'],
  // strangers-become-friends: strangers met in a queue, on a train or a trip become friends
  'Half your friends started out as strangers in a queue, a waiting room or a delayed train.': [
    'strangers-become-friends',
  ],
  'Making strangers feel like old friends': ['strangers-become-friends', 'draws-in-newcomers'],
  'One conversation is enough: people walk away from you feeling like old friends.': ['strangers-become-friends'],
  'You make friends in queues and forgive faster than you forget.': ['strangers-become-friends', 'how-it-forgives'],
  'Making a lifelong friend on a delayed flight': ['strangers-become-friends'],
  'A stranger on a train who becomes family': ['strangers-become-friends'],
  'Strangers become friends around you, and a friend is just as likely to become the love of your life.': [
    'strangers-become-friends',
    'friend-becomes-love',
  ],
  'A friendship begun in a hostel kitchen at midnight': ['strangers-become-friends'],
  'A trip with people you barely know will end with at least one friendship that lasts. Swap addresses before you part ways, and send the first photo yourself.':
    ['strangers-become-friends'],
  'Turning strangers into a team': ['strangers-become-friends'],
  'Sharing a meal with hosts met only hours before': ['strangers-become-friends'],
  'Travel, for you, is about people more than monuments, and you come back with tales strangers told you over train tables and late ferries.':
    ['strangers-become-friends'],
  // draws-in-newcomers: welcomes the newcomer and the new neighbor into the circle
  'Whoever moves in next door finds you on the step with a covered dish and an open invitation.': [
    'draws-in-newcomers',
  ],
  'Inviting the new neighbor before anyone else does': ['draws-in-newcomers'],
  'Wherever you move, the neighbors are on first-name terms with you while half your boxes are still taped shut.': [
    'draws-in-newcomers',
    'neighborhood-favorite',
    'beautifies-rooms',
  ],
  'Drawing newcomers into the circle': ['draws-in-newcomers'],
  'At any gathering you keep a chair for the latecomer and see that the newcomer is asked back.': [
    'draws-in-newcomers',
  ],
  'A full table with one new face at it is your favorite kind of evening, and the newcomer is a regular by dessert.': [
    'draws-in-newcomers',
    'open-house',
  ],
  'New clubs, classes and teams find you an easy recruit, and within a few sessions you are the one greeting the newcomers.':
    ['draws-in-newcomers', 'easy-recruit'],
  'Becoming the person newcomers are sent to meet': ['draws-in-newcomers', 'keeps-an-exit-open'],
  'Somewhere along the way you become the person who shows newcomers around, and a string of people will credit you with their own good start.':
    ['draws-in-newcomers'],
  'You learn names on the first hearing and use them, so newcomers feel known before they have finished their first drink.':
    ['draws-in-newcomers'],
  'Your welcome will make a newcomer feel at home, and they will remember it longer than you do. Follow the welcome with a second invitation, because that is what turns kindness into friendship.':
    ['draws-in-newcomers'],
  'There is always a spare chair at your table, and more than one love of yours first sat down in it.': [
    'draws-in-newcomers',
    'open-house',
  ],
  // notices-who-is-left-out: notices the quiet or shy one left out, and brings them in
  'Noticing the quiet one at the table': ['notices-who-is-left-out'],
  'Making a shy person feel included': ['notices-who-is-left-out'],
  'Someone shy will hover at the edge of your crowd, hoping to be asked in. Walk over and bring them into the circle, then let them find their own footing.':
    ['notices-who-is-left-out', 'notices-the-quiet-one'],
  'Drowning out quieter voices in the excitement': ['notices-who-is-left-out'],
  'Stepping back so someone quieter can take charge': ['notices-who-is-left-out'],
  // connects-people: introduces people; friends who met through it
  'Connecting people who should know each other': ['connects-people'],
  'Connecting people is a pastime of yours, and some of the friendships you started between others outlast your part in them.':
    ['connects-people'],
  'You will introduce two people on a whim, and they will end up closer to each other than to you. Take the credit cheerfully and stay close to both, since matchmakers get the best invitations.':
    ['connects-people'],
  'Whoever falls for you gets your whole circle as a bonus, a crowd of friends who mostly met through you.': [
    'connects-people',
  ],
  'A wedding where half the guests met through you': ['connects-people'],
  'Mixing old friends and new without awkwardness': ['connects-people'],
  'A gathering you throw together on short notice will be where two of your worlds finally meet. Invite the person you feel shyest about, and seat them beside your funniest friend.':
    ['connects-people', 'open-house'],
  'You collect people as eagerly as experiences, and your friends often have nothing in common except you.': [
    'connects-people',
  ],
  'Every leap you take pays out for others too, since you come home with names, leads and favors to pass along.': [
    'connects-people',
  ],
  // open-house: an open house: hosting at short notice, guests always passing through
  'Your home works like a welcome mat: friends drop in unannounced, linger past midnight and keep coming back.': [
    'open-house',
  ],
  "Hosting at a moment's notice": ['open-house', 'draws-in-newcomers'],
  'A house that fills up every time you open it': ['open-house'],
  'An open-door supper that becomes a standing tradition': ['open-house'],
  "Every home you keep becomes a stopping point on other people's journeys, with a steady stream of visitors passing through the spare room.":
    ['open-house'],
  'Hosting more often than you can afford': ['open-house', 'spends-or-saves'],
  'After a night of hosting, allow yourself a slow morning among the leftovers before you say yes to anything else.': [
    'open-house',
  ],
  'Filling the table with guests from five countries': ['open-house'],
  // generous-with-time: gives time and help freely: the long call, the moving day
  'Giving your time freely when asked': ['generous-with-time'],
  'You spend time on people lavishly: the hour-long phone call, the whole afternoon, never a hurried text.': [
    'generous-with-time',
  ],
  'Your best gift is unhurried time: a whole afternoon spent with someone you love says more than anything in a box.': [
    'generous-with-time',
    'love-in-ordinary-days',
  ],
  'Your generosity with your time will draw someone who takes more than they give. Notice who never offers to host, and spend your warmth on the people who do.':
    ['generous-with-time'],
  'Running late because everyone got a few minutes': ['generous-with-time', 'keeps-their-word'],
  'Easy to walk up to, you offer help before anyone has to ask.': ['generous-with-time'],
  'Showing up to help with the move': ['generous-with-time'],
  'Your best detours start as favors: you fly out to help a friend move and find a reason to stay.': [
    'generous-with-time',
  ],
  "Helping out lifts your mood: an afternoon at a community garden or a friend's moving day leaves you brighter than a lazy one would.":
    ['generous-with-time', 'work-as-rest'],
  'Since you are so often the last one out the door, decide on a leaving time before you even arrive.': [
    'generous-with-time',
  ],
  // warmth-spread-thin: warmth spread so evenly over so many that no one feels singled out
  'Spreading your warmth too thin to feel personal': ['warmth-spread-thin'],
  'Your friendliness is so evenly spread that a new partner sometimes has to be told that the warmth you show them is a different kind.':
    ['warmth-spread-thin'],
  "Being everyone's favorite and no one's person": ['warmth-spread-thin'],
  "Being everyone's friend and nobody's first call": ['warmth-spread-thin', 'the-one-people-call'],
  'Your habit of saying yes to everyone will leave someone close to you feeling like one of the crowd. Set aside hours that belong only to them, and guard those hours from every tempting plan.':
    ['warmth-spread-thin'],
  'A person you treated exactly like everyone else will confess they hoped to be more than that. Answer honestly and without hurry, and thank them for the nerve it took to say so.':
    ['warmth-spread-thin'],
  'Loving you means sharing you, since half the neighborhood also considers you theirs.': [
    'warmth-spread-thin',
    'neighborhood-favorite',
  ],
  'Giving your time to everyone except your partner': ['warmth-spread-thin'],
  'Knowing many people but few of them well': ['warmth-spread-thin', 'generous-with-time'],
  'Confusing being liked with being known': ['warmth-spread-thin'],
  'Popularity is a warm room with thin walls. Know who stays when it empties.': ['warmth-spread-thin'],
  'A new admirer will love your sparkle and then wonder who you are once the crowd goes home. Let them see your ordinary side early: the errands, the dull chores, the quiet evenings in.':
    ['warmth-spread-thin'],
  // generosity-without-count: gives and lends without keeping count
  'Giving generously without keeping count': ['generosity-without-count'],
  'Your generosity keeps no accounts: what you have is on the table, and nobody is tallying debts.': [
    'generosity-without-count',
  ],
  'Giving, inviting and trying come freely to you, with nothing held back for later.': [
    'generosity-without-count',
    'holds-something-back',
  ],
  'Generous past the point of sense, you give away the window seat, the final slice and a copy of your key.': [
    'generosity-without-count',
    'window-seat',
  ],
  'the Fire hand, generous on impulse. You are the kind to lend your jacket, your car and your courage, and seldom think to ask for any of them back.':
    ['generosity-without-count'],
  'Lending money you will not see again': ['generosity-without-count'],
  'Lending on a warm feeling can cost you both the friend and the loan.': ['generosity-without-count'],
  'Generosity without limits turns into resentment. Keep something back for yourself.': ['generosity-without-count'],
  'Giving so freely you never ask for anything': ['generosity-without-count', 'never-asks-for-help'],
  'Giving more than you let yourself receive': [
    'generosity-without-count',
    'gives-more-than-receives',
    'refuses-support',
  ],
  'Some crowds gather around your generosity and thin out the moment you need a favor.': ['generosity-without-count'],
  'Giving away something you thought you needed': ['generosity-without-count'],
  // yes-before-checking: says yes before checking the calendar or where it leads
  'Booking the trip before checking the calendar': ['yes-before-checking'],
  'Your hand says your turning points arrive as snap decisions, a yes blurted out before you have checked the calendar.':
    ['yes-before-checking'],
  'Promising a date before checking the diary': ['yes-before-checking', 'overpromises', 'keeps-their-word'],
  'Invitations get a yes from you before you have checked where they lead, and you look it up en route.': [
    'yes-before-checking',
    'fixes-on-the-move',
  ],
  'the Fire hand, eager and easy to light. You say yes before the plan is fully explained, and you are often the first one ready to go.':
    ['yes-before-checking', 'first-one-ready', 'bold-over-safe'],
  'You say yes to new people and new ideas before any doubts have time to arrive.': ['yes-before-checking'],
  'Your best stories start with a yes you gave too quickly, and so do a few of your apologies.': [
    'yes-before-checking',
  ],
  'Saying yes on the spot is a gift until it becomes a debt. Count your promises before adding another.': [
    'yes-before-checking',
    'promises-sparingly',
  ],
  'A one-way ticket bought on a whim': ['yes-before-checking'],
  'Saying yes to the adventure nobody planned': ['yes-before-checking'],
  'An impulsive yes will land you in a role bigger than any you have held. Grow into it out loud: ask the questions, borrow the know-how, and enjoy being stretched.':
    ['yes-before-checking', 'life-as-sketched'],
  'Accepting the strangest invitation on offer': ['yes-before-checking', 'yes-to-the-strange'],
  // overbooked-calendar: more plans than the calendar can hold
  'Saying yes to three plans for the same evening': ['overbooked-calendar', 'yes-to-three'],
  'Promising more than a single day can hold': ['overbooked-calendar', 'overpromises'],
  'Two invitations will collide, each one important to somebody you love. Go where you will be missed more, and explain to the other host in person.':
    ['overbooked-calendar'],
  'Filling every free evening with plans': ['overbooked-calendar', 'quiet-evening-restores'],
  'Filling the calendar so nothing gets discussed': ['overbooked-calendar'],
  'Filling every gap in the calendar with something useful': [
    'overbooked-calendar',
    'full-days-and-empty-days',
    'free-evenings',
  ],
  'Your plans outrun your calendar, and the friends who love you have learned to ask when, not if.': [
    'overbooked-calendar',
  ],
  'Your calendar is a suggestion, and everyone who knows you has accepted that.': ['overbooked-calendar'],
  'Canceling late when a better offer turns up': ['overbooked-calendar', 'decisions-hold', 'decides-then-holds'],
  'Saying yes to plans you later regret': [
    'overbooked-calendar',
    'decides-then-holds',
    'yes-to-please',
    'yes-then-regret',
  ],
  'A yes given to everyone leaves nothing in your pocket for the one that matters.': [
    'overbooked-calendar',
    'yes-to-please',
    'warmth-spread-thin',
  ],
  // novelty-wears-off: loses interest once the novelty or the chase is over
  'Familiar things lose their gloss quickly for you, so your list of places and pastimes to try never shrinks.': [
    'novelty-wears-off',
    'familiar-bores-or-rests',
  ],
  'You sign up for new things on a whim and lose interest once the novelty fades, so keep the first target modest.': [
    'novelty-wears-off',
  ],
  'Novelty wears off on a predictable schedule. Decide ahead of time what you will do when the shine goes.': [
    'novelty-wears-off',
  ],
  'Losing interest once the pursuit is over': ['novelty-wears-off', 'still-courting'],
  'The moment a place holds no more surprises, you grow restless and begin browsing maps of somewhere new.': [
    'novelty-wears-off',
    'boredom-is-the-enemy',
  ],
  'Owning the gear for three hobbies and using none of it': [
    'novelty-wears-off',
    'few-chosen-passions',
    'hands-always-busy',
    'keeps-up-hobbies',
  ],
  'Your cupboard holds the gear of five abandoned hobbies, and every one of them paid for itself in stories.': [
    'novelty-wears-off',
    'failures-become-stories',
  ],
  'Mistaking a rush of excitement for a calling': ['novelty-wears-off', 'small-steady-course'],
  'The thrill of a beginning is a poor guide to what lasts.': ['novelty-wears-off'],
  'Chasing the first chapter over and over': ['novelty-wears-off'],
  'Getting restless the moment things feel settled': ['novelty-wears-off'],
  'Long stretches of the same routine make you restless, so give each habit a planned end and swap in something fresh when it arrives.':
    ['novelty-wears-off'],
  // boredom-is-the-enemy: boredom and waiting wear it out; it leaves when things go quiet
  'Boredom is the one thing you cannot forgive.': ['boredom-is-the-enemy'],
  'Boredom with routines that would serve you': ['boredom-is-the-enemy'],
  'Boredom wears you out faster than hard work, and a tame, predictable day leaves you flatter than a packed one.': [
    'boredom-is-the-enemy',
  ],
  'Boredom is sometimes the doorway to depth. Stay in the room a little longer.': [
    'boredom-is-the-enemy',
    'outlasts-the-sprinters',
  ],
  'Waiting rooms, slow elevators and long goodbyes test you more than any real emergency does.': [
    'boredom-is-the-enemy',
    'unhurried-pace',
  ],
  'the Fire hand, quick, warm and impatient with waiting. A room changes temperature when you walk in.': [
    'boredom-is-the-enemy',
    'livens-up-a-room',
    'waits-for-events',
    'room-changes-when-you-arrive',
  ],
  'Growing restless once the work turns routine': ['boredom-is-the-enemy', 'finishes-abandoned-projects'],
  'Leaving when things get quiet instead of deep': ['boredom-is-the-enemy'],
  'Beware of leaving before you find out how it ends.': ['boredom-is-the-enemy', 'leaves-early'],
  'Losing patience with anything that takes months': [
    'boredom-is-the-enemy',
    'outlasts-the-sprinters',
    'long-patience',
  ],
  'You get bored by the fourth meeting about the same idea, and it shows on your face.': [
    'boredom-is-the-enemy',
    'outlasts-the-sprinters',
  ],
  'Moving on before the lesson is learned': ['boredom-is-the-enemy'],
  // keeps-an-exit-open: keeps an exit open behind every commitment
  'Keeping your options open after you have chosen': ['keeps-an-exit-open', 'reopens-decisions'],
  'The exit you keep open behind you can slowly become the only door you use.': ['keeps-an-exit-open'],
  'Hearing commitment as a door closing behind you': ['keeps-an-exit-open'],
  'When every door is open, none of them leads anywhere in particular.': ['keeps-an-exit-open'],
  'Your hand says you book the long trip and always know the way home.': ['keeps-an-exit-open'],
  'When a romance ends, the ex tends to stay a friend of yours, because you end things kindly and never quite bolt the door.':
    ['keeps-an-exit-open'],
  'Never staying long enough to belong': [
    'keeps-an-exit-open',
    'lifelong-friendships',
    'friends-across-the-map',
    'cares-for-what-it-holds',
    'stays-to-belong',
  ],
  'Packing light can turn into never unpacking at all. Notice which places you actually miss.': [
    'keeps-an-exit-open',
    'packs-light',
  ],
  // packs-light: packs light and is ready to leave in minutes
  'the Fire hand, restless and bright. You pack light, decide fast, and come home with better stories than souvenirs.':
    ['packs-light', 'failures-become-stories', 'decides-fast'],
  'Packing for a trip in ten minutes': ['packs-light'],
  'The partner for you is one who can pack in ten minutes and never asks where the road ends.': ['packs-light'],
  'Traveling light is your habit in life as on the road, and nothing you own would stop you leaving on short notice.': [
    'packs-light',
    'moves-on-a-whim',
    'keeps-keepsakes',
  ],
  'a Fire-hand forecast of a life of packed bags and few regrets.': ['packs-light'],
  'Back from a trip, you tend to plan the next one before unpacking, so give yourself a homecoming day with no bookings at all.':
    ['packs-light'],
  // moves-on-a-whim: moves city, or reinvents itself, on a whim
  'Moving to a new city on a hunch': ['moves-on-a-whim'],
  'A move abroad on short notice': ['moves-on-a-whim'],
  'Moving to a city where you know no one': ['moves-on-a-whim', 'moves-alone'],
  'A layover can turn into an address for you: a town you only mean to cross can easily become home.': [
    'moves-on-a-whim',
    'stays-to-belong',
  ],
  'You will collect addresses the way others collect postcards, unpacking in more homes than most people ever visit.': [
    'moves-on-a-whim',
    'one-home-or-many',
  ],
  "the Air hand's promise of a life that moves house more readily than it changes its mind.": [
    'moves-on-a-whim',
    'reopens-decisions',
  ],
  "the Fire hand's promise of a self reinvented every few years.": ['moves-on-a-whim', 'second-act'],
  'When life asks you to move, you go, and you unpack with surprisingly little complaint.': [
    'moves-on-a-whim',
    'changes-without-drama',
  ],
  'A place you once passed through will call you back for much longer. Go back with a return ticket and an open mind, and decide after you have seen it in the rain.':
    ['moves-on-a-whim'],
  'A long trip taken alone, with no return date': ['moves-on-a-whim'],
  // leap-others-warned-against: the leap everyone else called reckless
  'Somewhere on your road is a gamble everyone called reckless, and it becomes the turning point you are proudest of.':
    ['leap-others-warned-against'],
  'Some of your boldest moves look, in hindsight, like the only sensible ones, which is cold comfort to everyone who begged you to wait.':
    ['leap-others-warned-against'],
  'A leap your family begged you not to take': ['leap-others-warned-against'],
  'Your restlessness will push you toward a leap that looks reckless to everyone but you. Leap, and pack a safety net the others cannot see: savings, a skill, a friend who picks up.':
    ['leap-others-warned-against', 'turns-talked-through'],
  'Hearing sensible advice as an attempt to cage you': ['leap-others-warned-against'],
  'Treating every warning as a dare': ['leap-others-warned-against', 'caution-or-dare', 'warning-as-dare'],
  'Someone will ask you to stay put just as the road starts calling again. Find out what they fear about your leaving, and answer that fear before you go.':
    ['leap-others-warned-against'],
  'Some doubts are worth hearing out. Skipping all of them skips the useful ones too.': ['leap-others-warned-against'],
  // failures-become-stories: misses and setbacks bounce off and become good stories
  'A risk that fails and teaches you everything': ['failures-become-stories'],
  'Some of your leaps fall short, and those misses turn into the stories you tell best and the lessons you keep.': [
    'failures-become-stories',
  ],
  'Turning setbacks into stories': ['failures-become-stories', 'setbacks-as-detours'],
  'A romance that ends badly never keeps you cautious for long: you laugh about it with friends and are ready to risk everything again.':
    ['failures-become-stories'],
  'Stories from your road will outnumber the photos: a borrowed motorbike, a wrong train, a wedding you are invited to by strangers that same morning.':
    ['failures-become-stories', 'strangers-become-friends'],
  'A crossing you make on a whim will become the story people beg you to tell. Keep a notebook as you go, so the story stays true when you retell it.':
    ['failures-become-stories'],
  'Collecting adventures for the retelling can hollow them out. Keep a few that no one else ever hears about.': [
    'failures-become-stories',
  ],
  'A few doors will close behind you for good, and you will walk through the next one without mourning them for long.':
    ['failures-become-stories', 'looks-back-at-choices', 'keeps-an-exit-open'],
  'Bouncing back from a bad week by Monday': ['failures-become-stories'],
  'Dropping a lost cause without bitterness': ['failures-become-stories', 'lets-go-cleanly'],
  // second-act: a second career or second act, far from where it started
  'A second career begun when others are settling': ['second-act'],
  'Yours is the late career change nobody predicted, a new field taken up just when your peers are settling down.': [
    'second-act',
  ],
  'the mark of a practical life with a surprising second career in it.': ['second-act'],
  'read on a heart-led hand as a second act shaped by love.': ['second-act'],
  "the Water hand's mark of a second act that begins far from the first.": ['second-act', 'one-home-or-many'],
  'A sabbatical that quietly turns into a new life': ['second-act'],
  'You will end up a long way from your starting point, much farther than anyone who knew you back then would guess.': [
    'second-act',
    'one-home-or-many',
  ],
  'A leap that takes you far from where you started': ['second-act'],
  'Your hand holds a tension here: cautious in each step, yet further from where you started than you planned.': [
    'second-act',
  ],
  // picks-up-languages: picks up languages where they are spoken
  'Learning a language in the place it is spoken': ['picks-up-languages'],
  'Over a lifetime you will pick up pieces of several languages, enough in each to order supper, argue about football and make a friend.':
    ['picks-up-languages'],
  'A new language or a new city will make you a beginner again, and you will love it. Stay a beginner on purpose: ask directions, make mistakes, and let the locals correct you.':
    ['picks-up-languages'],
  'Starting conversations in any language': ['picks-up-languages', 'starts-conversations'],
  'Teaching a skill abroad to people who teach you theirs in return': ['picks-up-languages', 'working-abroad'],
  // love-as-shared-adventure: love kept alive by new plans and adventures for two
  'Long after the first date, you are still suggesting new adventures for two: salsa classes, a rented van, a different coast.':
    ['love-as-shared-adventure', 'still-courting'],
  'read as love that arrives with a plan for something new.': ['love-as-shared-adventure'],
  'on a Fire hand, the sign of a romance kept alive by play.': ['love-as-shared-adventure'],
  'Keeping romance alive long past the beginning': [
    'love-as-shared-adventure',
    'lasting-romance',
    'keeps-romance-alive',
  ],
  'The loves that last with you keep changing shape, with both of you still learning something new about each other and about the world.':
    ['love-as-shared-adventure'],
  'read, on a Fire hand, as love that wants an accomplice, not an audience.': ['love-as-shared-adventure'],
  'A partner will plan the adventure for once, and it will not be the one you would have picked. Throw yourself into their version fully, and save your suggestions for the ride home.':
    ['love-as-shared-adventure'],
  'Assuming your partner wants every adventure you want': ['love-as-shared-adventure'],
  'A spur-of-the-moment trip with a new love will show you how you both cope with a missed connection. Watch how they treat the ticket clerk, and how you treat them, once the plan falls apart.':
    ['love-as-shared-adventure'],
  'Your best dates are the kind nobody books: a bus to the last stop, a festival tracked by its music, supper wherever the evening runs out.':
    ['love-as-shared-adventure', 'afternoon-goes-anywhere'],
  // says-love-out-loud: says its love and feelings out loud, readily
  'You love lavishly and announce it, never one to leave a feeling unspoken for long.': ['says-love-out-loud'],
  'telling of someone who loves out loud, with plans, jokes and surprises.': ['says-love-out-loud'],
  'Affection comes out of you freely, in hugs, notes and invitations, and the people you love feel chosen.': [
    'says-love-out-loud',
  ],
  'You tell friends you love them as readily as you tell a partner, and you mean it every single time.': [
    'says-love-out-loud',
  ],
  'Saying it first and risking the silence suits you better than waiting for a certainty that may never come.': [
    'says-love-out-loud',
  ],
  'Saying the tender thing out loud': ['says-love-out-loud'],
  'Feelings get aired over supper in your home, since you talk about yours easily and make it easy for a partner to talk about theirs.':
    ['says-love-out-loud'],
  'Whatever you feel is plain to your friends within the minute, which they mostly find refreshing and occasionally find badly timed.':
    ['says-love-out-loud'],
  'the mark of a talker whose feelings arrive in well-chosen words.': ['says-love-out-loud'],
  // grand-gestures: love in grand gestures
  'Your romance runs on grand gestures, like the surprise concert ticket or a two-hour drive after midnight just to say hello.':
    ['grand-gestures'],
  'Making grand gestures in place of steady ones': ['grand-gestures', 'grand-or-steady-love', 'love-in-ordinary-days'],
  'Measuring love by its grand gestures': ['grand-gestures', 'love-in-ordinary-days'],
  'A bold gesture of yours will land better than the careful one you rehearsed. Make the bold move, then follow it with something small and steady so they know it was no stunt.':
    ['grand-gestures'],
  'Apologizing with a present instead of a change': ['grand-gestures'],
  // how-it-forgives: how fast it forgives, and the grudges and small hurts it keeps
  'With everything you have, you fall for people fast and forgive them faster.': ['how-it-forgives'],
  'Forgiving without forgetting the lesson': ['how-it-forgives'],
  'You love generously and forgive slowly, and both are worth knowing about yourself.': ['how-it-forgives'],
  'Forgiving in words but never quite in practice': ['how-it-forgives'],
  'Holding a grudge behind a gracious smile': ['how-it-forgives'],
  'An old grudge, carefully kept, takes up the room a new friend could have had.': ['how-it-forgives'],
  'Keeping old love letters and old grudges side by side': ['how-it-forgives', 'keeps-mementos'],
  'Hoarding small hurts until they add up to a big one': ['how-it-forgives'],
  'Letting one old hurt speak for everyone': ['how-it-forgives'],
  'Taking a small lapse as a breach of trust': ['how-it-forgives', 'polite-first-then-warm'],
  'Someone you trust will let you down in a small way, and you will be tempted to close the door for good. Listen to their side before you decide, since one lapse weighs less than a long record of kept faith.':
    ['how-it-forgives'],
  // stuck-at-small-talk: acquaintances, neighbors, kept at small talk for years
  'A neighbor you have nodded to for ages will stop to talk one evening, and the talk will run longer than either of you planned. Invite them in for a cup of something warm, and let the friendship grow at the pace you both prefer.':
    ['stuck-at-small-talk'],
  'The day a neighbor becomes a close friend': ['stuck-at-small-talk'],
  'A neighbor you have only ever waved at will turn out to share your oddest passion. Knock with something to lend or borrow, and let the shared hobby carry the first conversation.':
    ['stuck-at-small-talk'],
  'Keeping a new neighbor at small talk for years': ['stuck-at-small-talk', 'warms-by-the-third-meeting'],
  'Letting acquaintances stay acquaintances for decades': ['stuck-at-small-talk', 'trust-built-in-stages'],
  'Someone worth knowing may be stuck at small talk with you. Ask one real question.': ['stuck-at-small-talk'],
  'Small talk tires you, while one honest conversation with a person you trust can fill a whole evening.': [
    'stuck-at-small-talk',
  ],
  'Being a regular the corner store greets by name': ['stuck-at-small-talk'],
  // one-place-known-deeply: one place known deeply, roots that hold
  'Depth matters more to you than distance, and a single town known down to its back alleys can fill a lifetime.': [
    'one-place-known-deeply',
    'depth-over-distance',
  ],
  'Knowing the story behind every door on your street': ['one-place-known-deeply'],
  'read as big ideas grown from one place you know by heart.': ['one-place-known-deeply'],
  'telling of a still-pool life rather than a river: clear to the bottom.': ['one-place-known-deeply'],
  'read on an Earth hand as strength that grows where it is planted.': ['one-place-known-deeply'],
  "the Earth hand's mark of roots that hold through every storm.": [
    'one-place-known-deeply',
    'one-home-or-many',
    'moves-on-while-fresh',
  ],
  'The street you know best will change around you, and you will have to decide whether it is still yours. Spend an ordinary morning walking it slowly, and keep the corners that still feel like home.':
    ['one-place-known-deeply'],
  'Places hold you as much as people do, and leaving a home you love is the hardest kind of change for you.': [
    'one-place-known-deeply',
  ],
  'Your adventures often happen close to home: a new skill, a deeper friendship, a garden that takes ten years to get right.':
    ['one-place-known-deeply', 'patient-garden', 'long-patience', 'one-home-or-many'],
  'The familiar table, chosen every time, quietly sets the size of your whole life.': ['one-place-known-deeply'],
  'A favorite diner or a familiar stretch of coast is the kind of place that keeps drawing you back, and every visit measures how much you have grown.':
    ['one-place-known-deeply'],
  "the Water hand's way of drawing strength from familiar rooms and old friends.": ['one-place-known-deeply'],
  // charm-opens-doors: charm comes easily and opens doors
  'Your charm gets you through the door, and your loyalty is why you are asked back.': ['charm-opens-doors'],
  'Charm opens doors, but it cannot keep them open on its own.': ['charm-opens-doors'],
  'Finding a way in when the door says closed': ['charm-opens-doors'],
  'Talking your way onto the last boat out': ['charm-opens-doors'],
  'With your ring finger standing above your index, charm comes easily: you could talk a shopkeeper into five more minutes after closing.':
    ['charm-opens-doors'],
  'When a door closes, you talk your way to another one nearby, adjusting the plan just enough to fit.': [
    'charm-opens-doors',
  ],
  'Your tall ring finger is read as charm and daring: you win people over and take your chances.': [
    'charm-opens-doors',
    'takes-chances',
  ],
  'Charming the sternest guest at the table': ['charm-opens-doors', 'meets-people-halfway'],
  'a heart-led sign of charm with real tenderness underneath.': ['charm-opens-doors'],
  'Softening a sour mood with a little charm': ['charm-opens-doors'],
  // beautifies-rooms: an eye for beauty: one lamp moved, one corner rearranged, any room made beautiful
  'A ring finger taller than your index is read as an eye for beauty: you move one lamp and the whole room changes.': [
    'beautifies-rooms',
    'surroundings-color-the-day',
    'rearranges-for-light',
  ],
  'and a ring finger that rises clearly past the index: the heart-led hand. Light matters to you more than furniture, and you have moved tables across rooms to chase it.':
    ['beautifies-rooms', 'surroundings-color-the-day', 'rearranges-for-light'],
  'A beautiful room can fix your whole day, and an ugly one can end it.': [
    'beautifies-rooms',
    'surroundings-color-the-day',
  ],
  'You rearrange a rented room within an hour of arriving, and by evening it feels like yours.': [
    'beautifies-rooms',
    'hurried-home',
  ],
  'given by palmists to one home, made beautiful over many years.': ['beautifies-rooms', 'one-home-or-many'],
  // surroundings-color-the-day: light, music, a room's look color a whole day (listed under each sentence's first idea)
  // ordinary-into-occasion: turns an ordinary day or table into a small ceremony
  'Turning ordinary days into small ceremonies': ['ordinary-into-occasion'],
  'You can turn a paper plate into an occasion, and you often do.': ['ordinary-into-occasion'],
  'and a ring finger that climbs higher than the index: the heart-led hand. Every table you lay looks set for royalty, even when the only guest is you.':
    ['ordinary-into-occasion'],
  'the stamp of a romantic who believes love deserves a little ceremony.': ['ordinary-into-occasion'],
  'read on a heart-led hand as devotion that shows in a hundred small rituals.': [
    'ordinary-into-occasion',
    'grand-or-steady-love',
    'grand-gestures',
  ],
  'Your ring finger rises above your index, read as a born creator: you make beauty out of ordinary days.': [
    'ordinary-into-occasion',
  ],
  'Making a birthday feel like a coronation': ['ordinary-into-occasion'],
  'Set the table properly for a meal alone, with a cloth, a candle and your favorite plate.': [
    'ordinary-into-occasion',
  ],
  'Wear something beautiful on an ordinary day, for no one but yourself.': [
    'ordinary-into-occasion',
    'saves-things-for-best',
  ],
  "the heart-led hand's sign of love made visible: flowers, letters, a dinner made with care.": [
    'ordinary-into-occasion',
    'leaves-them-guessing',
  ],
  // keeps-mementos: keeps letters, ticket stubs and keepsakes of moments
  'the sign of a heart that keeps every letter and every ticket stub.': ['keeps-mementos', 'packs-light'],
  'You are the kind to keep ticket stubs, old letters and any recipe a stranger writes down for you.': [
    'keeps-mementos',
    'keeps-keepsakes',
  ],
  'Fill a small jar with notes about moments that moved you, and read three when the world feels gray.': [
    'keeps-mementos',
  ],
  'Writing the note someone keeps in a drawer': ['keeps-mementos'],
  'Press a flower from a day you want to remember, and keep it between the pages of a favorite book.': [
    'keeps-mementos',
  ],
  'A shelf of keepsakes, each one given by someone you love': ['keeps-mementos'],
  // remembers-small-facts: remembers how each person takes their coffee, their birthday, their words
  'Remembering how everyone takes their coffee': ['remembers-small-facts'],
  'read as a memory for the small things each person you love likes best.': ['remembers-small-facts'],
  'You remember the small facts of the people you love: how they take their tea, the name of their first pet, the song that was playing when you met.':
    ['remembers-small-facts'],
  'The person who remembers how you take your coffee is paying closer attention than you think. Return the attention in kind: learn one small habit of theirs and honor it without comment.':
    ['remembers-small-facts'],
  'You remember birthdays, favorite songs and the exact words of an apology.': ['remembers-small-facts'],
  'You give gifts that prove you were listening.': ['remembers-small-facts'],
  'Loyal in love, you prove it in quiet, steady gestures: the remembered order, the text after a big interview.': [
    'remembers-small-facts',
    'grand-gestures',
  ],
  'Remembering the birthdays of friends from every stage of life': ['remembers-small-facts'],
  "Remembering people's ideas but not their news": ['remembers-small-facts', 'keeps-secrets'],
  // bold-over-safe: chooses the bold, beautiful option over the safe one
  "Ring finger over index is the artist's mark, and you carry it: you choose what moves you over what is safe.": [
    'bold-over-safe',
    'chooses-with-heart',
  ],
  'and a ring finger that overtakes the index: the heart-led hand. A beautiful mistake tempts you far more than a safe, gray success.':
    ['bold-over-safe'],
  'and a ring finger that sits well over the index: the heart-led hand. Chances taken for love or for beauty are the only kind you never regret.':
    ['bold-over-safe'],
  'Reaching past your index, your ring finger marks a risk-taker with good taste: you bet on the bold option and make it look easy.':
    ['bold-over-safe'],
  'Your long ring finger is the one palmists give to art and to risk, and you have a streak of both.': [
    'bold-over-safe',
  ],
  'Your ring finger stands well above your index, the sign of someone who would rather love their life than manage it.':
    ['bold-over-safe', 'manages-things', 'love-of-order'],
  // spends-on-beauty: spends money meant for something else on something beautiful
  'Spending the bill money on something beautiful': ['spends-on-beauty', 'sensible-spending'],
  'Spending on beauty what you meant to save': ['spends-on-beauty'],
  'A ring finger longer than the index is read as devotion to beauty, and you would cross town for the right shade of blue.':
    ['spends-on-beauty', 'beautifies-rooms'],
  // chooses-with-heart: chooses by feeling and taste first, reasons later
  'and a ring finger that clearly outreaches the index: the heart-led hand. You decide with your feelings and defend the decision with your taste.':
    ['chooses-with-heart'],
  'Your ring finger clearly outreaches your index: you choose with your heart first and find the reasons later.': [
    'chooses-with-heart',
  ],
  'and a ring finger that stands tall above the index: the heart-led hand. You choose people and places by how they make you feel, and you are seldom wrong.':
    ['chooses-with-heart', 'judges-people-well'],
  'read on a heart-led hand as choosing what will feel right to live with.': ['chooses-with-heart'],
  'read as choices that pass a taste test before they face a logic test.': ['chooses-with-heart'],
  'a heart-led mark of a mind that thinks through its feelings first.': ['chooses-with-heart'],
  'Your ring finger rises past your index, the mark of a heart that leads: you know what you love long before you can say why.':
    ['chooses-with-heart', 'before-you-can-say-why'],
  'telling of a mind that treats beauty as evidence, and is seldom fooled.': ['chooses-with-heart'],
  'and a ring finger that plainly overtops the index: the heart-led hand. Places, songs and people win you at first sight, and you usually stay won.':
    ['chooses-with-heart', 'novelty-wears-off', 'first-sight-yes', 'slow-to-commit', 'quick-to-be-won'],
  // bets-on-the-written-off: bets on people others have written off
  'You take chances on people others have written off, and you are right more often than not.': [
    'bets-on-the-written-off',
    'judges-people-well',
    'trust-built-in-stages',
  ],
  'Betting on people others have written off': ['bets-on-the-written-off'],
  'Falling for people who need rescuing': ['bets-on-the-written-off', 'judges-people-well'],
  'Seeing the best version of someone before they do': ['bets-on-the-written-off'],
  // knows-before-explaining: knows, by instinct or first read, before it can say how; and is usually right
  'the Water hand, which feels the current before it sees the wave. You know things before you can say how.': [
    'knows-before-explaining',
  ],
  'read on a Water hand as a mind that knows before it can explain.': ['knows-before-explaining'],
  'You know how the story ends long before the others do; say so sooner.': ['knows-before-explaining'],
  'the Water hand, sensitive, observant and slow to explain itself. Your first impression of a person is rarely wrong.':
    ['knows-before-explaining'],
  'Doubting the intuition that is usually right': ['knows-before-explaining'],
  'Trusting your instincts and being right': ['knows-before-explaining', 'decides-first'],
  'a sign that your first instinct is usually your best call.': ['knows-before-explaining', 'first-call-holds'],
  'Short fingers go straight to the point: you trust your first read, and it is usually good.': [
    'knows-before-explaining',
  ],
  'the Water hand. Your dreams are vivid, your hunches are specific, and your friends have learned to ask about both.':
    ['knows-before-explaining'],
  'Running with the first explanation that fits': ['knows-before-explaining', 'decides-before-facts'],
  'Your first instinct on a tricky job is to pick up the nearest tool and start, and it serves you well more often than not.':
    ['knows-before-explaining', 'picks-up-the-tool'],
  // rehearses-outcomes: rehearses every outcome, waits for a sign, lets a choice settle overnight
  'telling of an imagination that rehearses every outcome before you choose.': ['rehearses-outcomes', 'two-speeds'],
  'Rehearsing a hard conversation until it never happens': ['rehearses-outcomes'],
  'Getting lost in what-ifs and old memories': ['rehearses-outcomes'],
  'Waiting for a sign when a choice would do': ['rehearses-outcomes', 'unsticks-stalled-decisions'],
  'Drifting into daydreams when a decision is due': [
    'rehearses-outcomes',
    'knows-when-checking-is-enough',
    'bridges-dreamers-and-doers',
    'owns-the-call',
  ],
  'read as hard choices that settle overnight and arrive in the morning, made.': [
    'rehearses-outcomes',
    'decisions-stay-made',
  ],
  'Take a long bath in silence when a decision will not settle, and decide only once you are dry.': [
    'rehearses-outcomes',
    'long-bath',
  ],
  // listens-without-fixing: listens first, without rushing to fix or to talk
  'Listening without rushing to fix': ['listens-without-fixing'],
  'Someone you are just getting to know will tell you about a hard chapter of their life sooner than you expected. Listen without trying to fix it, and offer a piece of your own story only when you are ready.':
    ['listens-without-fixing'],
  'Offering a fix when someone only wanted to be heard': ['listens-without-fixing'],
  'Listening to a whole story before offering your own': ['listens-without-fixing'],
  'Persuading by listening first and speaking second': ['listens-without-fixing', 'leads-by-suggestion'],
  'Talking when you meant to listen': ['listens-without-fixing'],
  'Guarded and careful with newcomers, you would rather listen for a good while before you say much.': [
    'listens-without-fixing',
  ],
  'You notice far more than you say, and people are often surprised by how much you remembered.': [
    'listens-without-fixing',
    'notices-more-than-says',
  ],
  'Noticing a great deal while saying very little': ['listens-without-fixing'],
  'Sitting with grief without looking away': ['listens-without-fixing'],
  // yes-to-please: says yes to please, and finds it hard to say no without guilt
  'Struggling to say no without guilt': ['yes-to-please'],
  'Saying yes to please and resenting it later': ['yes-to-please', 'yes-and-no-chosen'],
  'Your calendar works best with a few open invitations and a few firm refusals, and you can give both without guilt.':
    ['yes-to-please', 'yes-and-no-chosen'],
  'A polite maybe costs more than a clear no, for both of you.': ['yes-to-please'],
  'Promises made to please tend to come due at the worst moment.': ['yes-to-please'],
  'Agreeing to a deadline you already know is wrong': ['yes-to-please'],
  'Agreeing to the loud plan when you wanted calm': ['yes-to-please'],
  'Agreeing to avoid a scene': ['yes-to-please'],
  'Being easy to please can hide what would truly please you.': ['yes-to-please', 'hard-to-satisfy', 'easy-to-please'],
  'Saying yes to everything to avoid choosing': ['yes-to-please', 'unsticks-stalled-decisions', 'few-passions'],
  // pattern-under-noise: sees the pattern, or where things are going, before others do
  'Seeing patterns others miss': ['pattern-under-noise'],
  'the Air hand. You hear the pattern underneath the noise, and you are usually the first to name it out loud.': [
    'pattern-under-noise',
  ],
  'where an Air hand keeps its gift for spotting the pattern under the noise.': ['pattern-under-noise'],
  'Analysis is your home ground: in a tangle of figures, you spot the pattern others scrolled straight past.': [
    'pattern-under-noise',
    'analyst',
  ],
  'You will spot a pattern in the numbers that changes a decision made above you. Confirm it from a second source, then bring it to the person who can act on it.':
    ['pattern-under-noise'],
  'Naming a trend before it has a name': ['pattern-under-noise', 'sees-change-coming'],
  'the Air hand. You see where things are going before anyone has drawn the map, and you are usually right.': [
    'pattern-under-noise',
  ],
  'Spotting the opening hidden inside a problem': ['pattern-under-noise'],
  // explains-simply: explains a hard thing simply, and learns by teaching it
  'Explaining complex ideas simply': ['explains-simply', 'over-explains'],
  'the Air hand, quick of mind and easy with words. You can explain a hard thing to a child, a skeptic or a room of strangers.':
    ['explains-simply', 'explains-well'],
  'read as a mind that learns a subject properly by explaining it to someone else.': ['explains-simply'],
  'You explain things so well that people assume you have finished thinking about them, and you rarely have.': [
    'explains-simply',
  ],
  'People bring you their tangled problems because you make untangling look like a game.': ['explains-simply'],
  'Making a dull subject sound irresistible': ['explains-simply'],
  'Once a season, teach someone the most useful thing you learned since the last time.': ['explains-simply'],
  // argues-to-think: thinks out loud and argues to find out what it thinks
  'the Air hand, built for ideas and the words to carry them. You think out loud and people follow the thought.': [
    'argues-to-think',
  ],
  'read on an Air hand as thinking done best out loud.': ['argues-to-think'],
  'You argue to find out what you think, and not everyone realizes that is what is happening.': ['argues-to-think'],
  'a sign that you weigh a choice by arguing both sides of it.': ['argues-to-think', 'hears-every-side'],
  'Arguing for sport when someone needs comfort': ['argues-to-think'],
  'Talking ideas to death instead of testing them': [
    'argues-to-think',
    'tests-ideas',
    'knows-when-checking-is-enough',
    'boredom-is-the-enemy',
    'whole-map-then-steps',
    'plan-and-detail-in-equal-measure',
  ],
  // collects-questions: collects good questions and loses hours to one
  'the Air hand, made for asking questions. Half your conversations begin with a what-if, and the best of them end with a plan.':
    ['collects-questions'],
  'the Air hand, restless in the best way. A good question keeps you up later than any party ever could.': [
    'collects-questions',
  ],
  'You collect questions the way other people collect stamps, and you never tire of the good ones.': [
    'collects-questions',
  ],
  'You can lose an afternoon to a single interesting question, and count it well spent.': ['collects-questions'],
  "the Air hand's sign of a mind that hoards good questions.": ['collects-questions'],
  'Asking the question that changes the conversation': ['collects-questions'],
  'Collect the questions you cannot answer on index cards, and draw one whenever you need a fresh thought.': [
    'collects-questions',
  ],
  'read as a life that follows its questions to places it never planned on.': ['collects-questions'],
  'the Air hand, at home among ideas and open skies. You collect notions the way other people collect receipts, and you actually go back to yours.':
    ['collects-questions'],
  // lives-in-the-future: lives in the future, thinks in decades
  'Thinking in decades, not days': ['lives-in-the-future'],
  'Living in the future at the cost of today': ['lives-in-the-future'],
  'The future is your favorite room, but the present has the better furniture.': ['lives-in-the-future'],
  'Write a letter to yourself a year from now, seal it, and keep it somewhere you will find it.': [
    'lives-in-the-future',
  ],
  // mind-runs-ahead: a mind a few steps ahead, impatient with slower ones
  'the Air hand. Your mind runs three steps ahead of the conversation, and you have learned to wait politely for everyone else.':
    ['mind-runs-ahead'],
  'Growing impatient with slower minds': ['mind-runs-ahead', 'teaches-step-by-step'],
  "Finishing other people's sentences for them": ['mind-runs-ahead'],
  'Cutting people off mid-explanation': ['mind-runs-ahead', 'paperwork-later'],
  'the Air hand, a steady base under a restless mind. You turn questions into plans faster than most people finish asking them.':
    ['mind-runs-ahead', 'decides-in-a-flash'],
  // livens-up-a-room: brings a flat room or party back to life
  'Giving a room its energy back': ['livens-up-a-room'],
  'Rescuing a flat party all by yourself': ['livens-up-a-room'],
  'the Fire hand. Your good moods sweep through a room like weather, and your bad ones blow over before anyone has named them.':
    ['livens-up-a-room'],
  'You leave every place livelier than you found it, and rarely stay for the tidying up.': [
    'livens-up-a-room',
    'tidying-up',
    'finishes-abandoned-projects',
  ],
  'A dull evening in company never lasts long around you: you are forever starting a new game, a new topic or a new plan.':
    ['livens-up-a-room', 'starts-new-things'],
  "Lifting other people's spirits": ['livens-up-a-room'],
  "the Fire hand's mark of warmth that turns an ordinary evening into an occasion.": [
    'livens-up-a-room',
    'ordinary-evening',
  ],
  'Making a long drive feel short': ['livens-up-a-room'],
  // enthusiasm-is-catching: its enthusiasm is catching
  'the Fire hand. Your enthusiasm is catching, and half your friends have a hobby they picked up from you.': [
    'enthusiasm-is-catching',
  ],
  'Selling a wild idea on enthusiasm alone': ['enthusiasm-is-catching'],
  'Starting things with infectious energy': ['enthusiasm-is-catching'],
  "the Fire hand's sign of thinking that catches fire from one good idea.": ['enthusiasm-is-catching'],
  "Borrowed excitement runs out fast. When a plan is mostly someone else's enthusiasm, check that you would still want it without their voice in your ear.":
    ['enthusiasm-is-catching'],
  // mends-not-replaces: mends what others would throw away
  'Fixing what other people would throw away': ['mends-not-replaces'],
  'You mend what others would replace, and you are quietly proud of every repair.': ['mends-not-replaces'],
  'Mend one thing you own instead of replacing it, and keep it in daily use as a reminder.': [
    'mends-not-replaces',
    'mends-things',
  ],
  'Restoring an old piece of furniture, or an old friendship': ['mends-not-replaces'],
  'Keeping a shed full of parts that might come in handy': ['mends-not-replaces'],
  'Seeing beauty in chipped cups and old coats': ['mends-not-replaces'],
  // asks-what-it-costs: asks what it costs; makes a budget go far and saves for what matters
  'the stamp of a thinker who asks what it costs before what it means.': ['asks-what-it-costs'],
  'the Air hand, a thinker with both feet on the floor. You dream big, then ask what it will cost and who will do it.':
    ['asks-what-it-costs', 'plan-and-detail-in-equal-measure', 'bridges-dreamers-and-doers'],
  'Estimating time and cost with rare accuracy': ['asks-what-it-costs'],
  'Making a modest budget go remarkably far': ['asks-what-it-costs'],
  'Saving for a rainy day even while it pours': ['asks-what-it-costs', 'spends-or-saves', 'caution-or-dare'],
  'Saving for the thing that really matters': ['asks-what-it-costs'],
  'Choosing the cheap repair that ends up costing double': ['asks-what-it-costs', 'cheap-repair'],
  'Making do with whatever is in the drawer': ['asks-what-it-costs'],
  'Solid ground is what you like underfoot: a budget that adds up, a roof that holds, a plan with no loose ends.': [
    'asks-what-it-costs',
  ],
  'A private goal, perhaps a sum you have been quietly saving toward, will come within reach, and with it the freedom to change one big thing. Change the thing you have wanted longest, and leave the rest of your life as it is.':
    ['asks-what-it-costs'],
  // work-does-the-talking: lets the work, not the talk, make the case
  'the Earth hand, made for making. You would rather show than tell, and your work does the talking.': [
    'work-does-the-talking',
  ],
  'Letting patient work do the arguing': ['work-does-the-talking'],
  'Working results impress you more than clever talk, and you can spot a showy plan from across the room.': [
    'work-does-the-talking',
  ],
  'A budget you wrote will be questioned by someone who has not read it. Walk them through the numbers once, calmly, and let the detail argue for you.':
    ['work-does-the-talking'],
  // From a reader's review (stop 62): two sentences of one reading that said one thing twice, or its opposite
  'Familiar company restores you most, like a standing lunch with a friend from your school days.': [
    'what-restores-you',
    'standing-date-with-friends',
    'familiar-people',
  ],
  'Dismissing any idea that cannot be tested in the garage': ['testing-things', 'hears-out-odd-ideas'],
  'Shipping things before they are properly tested': ['testing-things', 'right-not-first', 'keeps-calm-under-pressure'],
  'Clearing a backlog in one brisk sitting': ['small-habits-beat-resolutions'],
  'and a ring finger well beyond the index: the heart-led hand. Beauty and people are not extras in your life; they are the point.':
    ['cares-how-things-look'],
  'Buying whichever model is on the nearest shelf': ['cares-how-things-look', 'judges-by-handling'],
  'A hope you have shared with only a few people will come into the open, and those few will be the first to help. Let them help, and take the first step while they are beside you.':
    ['shares-plans-with-few'],
  'Plans kept secret too long can miss the friend who would have helped. Tell one person early.': [
    'shares-plans-with-few',
    'new-habits-on-trial',
  ],
  'You learn a job by doing it, so an apprenticeship or a week of shadowing teaches you more than any course handbook.':
    ['learns-by-doing'],
  // From a second reader's review (stop 62)
  'the Fire hand, warm at the core. Your passions are few, chosen with care, and pursued with real heat.': [
    'few-chosen-passions',
    'few-passions',
    'novelty-wears-off',
  ],
  'Planning a trip, you book the trains and also pack the adapter, the spare charger and a snack for the inevitable delay.':
    ['packs-for-delays', 'plans-trips-closely'],
  'Packing for delays that never come': ['packs-for-delays', 'packs-light', 'risk-over-comfort'],
  'Staying put, in a job or anywhere, out of loyalty alone': ['loyalty-outlives-its-reason', 'stays-out-of-loyalty'],
  'Loyalty can outlive its reason. Notice when you are staying out of habit alone.': [
    'loyalty-outlives-its-reason',
    'stays-too-long',
  ],
  'You thrive where getting something moving counts for more than getting it perfect.': [
    'done-over-perfect',
    'fixes-on-the-move',
    'starts-before-perfect',
  ],
  'You like your days planned and your weekends open, and that blend is what keeps you well.': ['fixed-shape-days'],
  'A standing slot for exercise, written into the calendar': ['fixed-shape-days'],
  'Your reputation compounds quietly, job by job, as word spreads that your figures never need rechecking.': [
    'exact-figures',
  ],
  'Chipping away at a big task without fanfare': ['small-habits-beat-resolutions', 'chips-away'],
  // dailyTexts.ts: a day's tips, tagged where they say what a reading's own text can (a reading's day leaves them out: generatePalmReading.ts ideasSaid)
  'Give one decision an hour to settle before you answer.': ['rehearses-outcomes'],
  'Tell one person plainly how their news made you feel.': ['leaves-them-guessing'],
  'Start with whichever task suits the mood you are in.': ['runs-on-mood-not-clock'],
  "Don't pack your hours back to back.": ['overbooked-calendar'],
  "Don't talk yourself out of a feeling just because it lacks a reason.": ['knows-before-explaining'],
  "Don't fill a quiet hour just because it is empty.": ['overbooked-calendar', 'guards-own-hours'],
  'Block out an hour with nothing scheduled in it.': ['guards-own-hours', 'overbooked-calendar'],
  "Don't sign up for anything on the spot.": ['yes-before-checking'],
  'Tie off the loose ends of an unfinished job first.': ['starts-more-than-finishes'],
  "Don't open a fresh task while one is half finished.": ['starts-more-than-finishes'],
  'Measure twice on the one job where mistakes cost money.': ['knows-when-checking-is-enough'],
  "Don't sign off on work you have not tested.": ['testing-things'],
  "Don't leave the tidying up for someone else.": ['tidying-up'],
  "Don't buy new when the old one only needs mending.": ['mends-not-replaces'],
  'Send the first draft before noon, unpolished.': ['done-over-perfect', 'rough-first-draft'],
  'Decide the small things in under a minute each.': ['decides-then-holds', 'quick-small-choices'],
  "Don't reread a message that is already good enough.": [
    'reworks-what-was-fine',
    'done-over-perfect',
    'sends-without-rereading',
  ],
  "Don't polish a slide nobody will look at twice.": ['reworks-what-was-fine', 'done-over-perfect'],
  "Don't wait for every detail before you begin.": ['fixes-on-the-move'],
  'Show someone the rough version and keep working while they look.': ['rough-first-draft', 'done-over-perfect'],
  'Fix mistakes as they show up instead of guarding against each one in advance.': ['fixes-on-the-move'],
  "Don't rewrite an opening line more than once.": ['done-over-perfect'],
  "Don't research something you could simply try.": ['skips-the-instructions', 'learns-by-doing'],
  'Check one figure against its source before it goes out.': ['exact-figures'],
  'Read the whole thread before you add to it.': ['reads-the-small-print'],
  "Don't skim the fine print on anything you sign.": ['reads-the-small-print'],
  'Smooth the rough edges of a piece you thought was done.': ['keeps-polishing'],
  "Don't settle for roughly right on the numbers that matter.": ['exact-figures', 'one-thing-done-right'],
  'Rearrange one corner of your room until it pleases you.': ['beautifies-rooms'],
  'Choose the one you love when two options cost the same.': ['chooses-with-heart'],
  "Don't argue your heart down with a list of pros and cons.": ['chooses-with-heart'],
  "Don't settle for the gray option to avoid comment.": ['bold-over-safe'],
  "Don't hide the thing you made because it is not perfect.": ['keeps-polishing'],
  'Ask someone you like to do something with you.': ['who-reaches-out-first'],
  "Don't pick the safe gift over the one you know they would love.": ['bold-over-safe'],
  'Ask the quietest person in the room for their view.': ['notices-who-is-left-out', 'hears-every-side'],
  'Return a favor you owe before asking for a new one.': ['fair-give-and-take'],
  "Don't say yes to everyone and leave nothing for yourself.": ['yes-to-please', 'declines-invitations'],
  'Make the call on a question that has been drifting.': ['unsticks-stalled-decisions'],
  "Don't let a stalled project wait for someone else to move.": ['revives-stalled-projects'],
  "Don't dig in over a detail that doesn't matter to you.": ['picks-battles'],
  "Don't make a request sound like an order.": ['leads-by-suggestion'],
  'Phrase your next instruction as a question.': ['leads-by-suggestion'],
  'Offer two options instead of one demand.': ['leads-by-suggestion'],
  'Let a colleague finish their idea before you answer.': ['mind-runs-ahead'],
  'Deliver one thing you offered to do, fully.': ['keeps-their-word'],
  'Return to a job you dropped and move it forward.': ['revives-stalled-projects'],
  'Stay with one task until the tedious part is behind you.': ['sees-it-through'],
  "Don't leave a promise half kept.": ['keeps-their-word'],
  "Don't drop a habit the first day it feels dull.": ['boredom-is-the-enemy', 'novelty-wears-off', 'sees-it-through'],
  "Don't let a small setback stop a job in the middle.": ['setbacks-as-detours'],
  'Name the one thing you will not bend on, and keep it.': ['picks-battles'],
  "Don't reopen a choice you already made.": ['decides-then-holds'],
  "Don't split the difference on the one point you care about.": ['picks-battles'],
  'Mute your group chats until the afternoon.': ['slow-first-hour', 'phone-put-away'],
  'Decline one invitation you would accept only out of duty.': ['yes-to-please', 'declines-invitations'],
  "Don't hand over your calendar for others to fill.": ['guards-own-hours'],
  'Start the day in your usual order.': ['fixed-points-anchor-the-day'],
  'Add one small step to a habit you already have.': ['small-habits-beat-resolutions', 'new-habits-on-trial'],
  "Don't reorganize your whole system at once.": ['new-habits-on-trial'],
  'Keep your plans loose enough to fit one surprise.': ['holds-plans-loosely'],
  'Stop at a sensible hour and leave the remainder for later.': [
    'energy-spent-evenly',
    'rarely-tired-until-late',
    'leaves-the-rest-for-later',
  ],
  'Say more than hello to someone you see every day.': ['stuck-at-small-talk'],
  'Introduce two people who should know each other.': ['connects-people'],
  'Say yes to a plan before you check your calendar.': ['yes-before-checking'],
  'Eat lunch away from a screen.': ['meals-sat-down'],
  'Say no to one thing, kindly.': ['yes-to-please'],
  "Don't agree to a deadline you have not checked.": ['overpromises', 'yes-before-checking'],
  "Don't scroll in bed.": ['phone-put-away'],
  "Don't go without the meal you usually miss.": ['meals-sat-down'],
  'Don\'t say "fine" if it is not.': ['hides-own-bad-days', 'leaves-them-guessing'],
  "Don't carry someone else's mood home.": ['absorbs-others-moods'],
  "Don't check the same thing twice.": ['knows-when-checking-is-enough'],
  'Ask for help with the heavy part.': ['refuses-help', 'carries-too-much'],
  'Take twenty minutes alone.': ['what-restores-you'],
  'Tell someone why you love them.': ['says-love-out-loud'],
  "Don't interrupt the slow thinker.": ['mind-runs-ahead'],
  "Don't work through lunch.": ['meals-sat-down'],
  "Don't absorb the room's mood.": ['absorbs-others-moods'],
  'Someone close to you will ask how you keep your days so even, hoping to borrow the rhythm. Describe it plainly, and notice that explaining it helps you keep it better yourself.':
    ['talks-about-habits'],
  'With your palm nearly square, give {day} a short list you will keep rather than a long one you admire.': [
    'measures-days-by-output',
    'short-list-in-order',
  ],
  // From a reader's review (stop 63): two sentences of one reading that said one thing twice
  'A big leap is rare for you, and when one comes, it usually carries you toward people or a place you already love.': [
    'small-steady-course',
    'bold-over-safe',
  ],
  'Small corrections are how you steer, a few degrees at a time, and you almost never swing the wheel hard.': [
    'small-steady-course',
    'steers-by-small-turns',
  ],
  'A good meal shared after a hard stretch puts you right faster than a quiet weekend alone.': [
    'meals-sat-down',
    'quiet-weekend',
  ],
  'Your hand says you start adventures easily and finish them among old friends.': [
    'roams-and-returns-home',
    'keeps-an-exit-open',
  ],
  'You let the people you love tug your road toward wherever they are, and you follow without a fuss.': [
    'change-through-known-people',
    'one-home-or-many',
  ],
  'A noisy stretch at work will leave you more tired than the work itself does. Find the quietest room in the building for the job that needs thought, and book it like a meeting.':
    ['crowds-drain'],
  'Bending without breaking when pushed': ['bends-not-breaks'],
  'An invitation turned down too often stops arriving. Say yes to the one that makes you a little nervous.': [
    'declines-invitations',
    'says-yes-to-invitations',
  ],
  // Focus areas added on stop 63, with the ideas they share
  'Two evenings a week kept free of plans': ['guards-own-hours', 'evenings-free-of-plans'],
  'Unhurried mornings on days off': ['slow-first-hour'],
  'Practical at every turn, you solve the problem in front of you first and save the worrying for later, if at all.': [
    'packs-for-delays',
    'needs-every-answer',
    'needs-a-schedule',
  ],
  'Hearing out an odd proposal before judging it': ['hears-out-odd-ideas'],
  'Fresh faces and fresh ideas get an honest hearing from you, though never a blank check.': ['hears-out-odd-ideas'],
  'You give affection freely and never lose your footing doing it, which makes you steady company in love.': [
    'who-reaches-out-first',
    'feelings-shown-or-kept',
  ],
  'You would rather be interesting than comfortable, and it mostly works.': [
    'risk-over-comfort',
    'bold-over-safe',
    'comfort-or-interest',
  ],
  'You would rather look foolish trying something new than sit safely and wonder what it was like.': [
    'risk-over-comfort',
    'bold-over-safe',
  ],
  'On the longer side of middle, your thumb gives you a patient will: you chip away until the job gives in.': [
    'sees-it-through',
    'chips-away',
  ],
  'Knowing the small thing that will cheer a friend': ['remembers-small-facts'],
  'Building routines that carry you through busy times': ['fixed-points-anchor-the-day', 'routines-that-flex'],
  'A few minutes each day of sitting and doing nothing': ['idle-time-restores'],
  'the sign of someone who thinks better walking than sitting still.': ['thinks-on-the-move'],
  'Knowing exactly when you need to stop': ['knows-own-limits', 'keeps-polishing'],
  'You know where your limits sit, and that instinct deserves your trust.': ['knows-own-limits'],
  'A familiar walk at a familiar hour clears your head better than any new routine could.': ['old-habit-over-new'],
  'The right door gets a yes from you when it opens, and the wrong ones get a polite no.': [
    'yes-and-no-chosen',
    'yes-before-checking',
  ],
  'You let full days and empty ones alternate naturally, instead of forcing each one into the same shape.': [
    'full-days-and-empty-days',
    'fixed-points-anchor-the-day',
    'even-pace',
    'even-pace-or-waves',
  ],
  'Canceling your own plans to cover for others': ['cancels-time-off', 'gives-more-than-receives', 'carries-too-much'],
  'Treating stamina as a reason to skip rest': ['rest-booked-not-earned', 'rarely-tired-until-late'],
  'Clear one drawer or shelf completely; making space outside invites space within.': [
    'tidy-space-calms',
    'clears-one-spot',
  ],
  'Heavy, useful work settles your mind, and a job done steadily from start to finish leaves you calmer than a day off.':
    ['work-as-rest', 'half-made-or-finished', 'heavy-work-suits', 'clears-one-spot'],
  'Rest for you is usually active: a vegetable patch dug, a bike mended, a walk with a destination.': [
    'work-as-rest',
    'active-rest',
  ],
  'You recover best by switching tasks rather than stopping, so keep a gentler second job for tired afternoons.': [
    'work-as-rest',
    'throws-self-in',
    'rests-by-stopping',
    'how-you-recharge',
  ],
  'When you make a big move, friends usually learn of it after the lease is signed, because you keep plans private until they are real.':
    ['shares-plans-with-few'],
  'Your turning points will rarely make headlines, though each one shifts your life more than the louder moves of your friends.':
    ['small-moves-big-change'],
  'The same mug, the same chair and a box of old letters go with you from one stage of life to the next.': [
    'keeps-mementos',
    'familiar-objects',
  ],
  'A garden that finally grows the way you pictured it': ['patient-garden'],
  'When a change of course is needed, you make it with good grace and without drama.': [
    'changes-without-drama',
    'adapts-when-plans-change',
    'around-not-through',
  ],
  'Your turning points tend to be conversations, advice you sought out, slept on, and then followed or politely ignored.':
    ['turns-talked-through'],
  'You make your biggest changes after talking them through, with encouragement from someone you trust behind you.': [
    'turns-talked-through',
  ],
  'Your road is shaped by agreements and conversations more than by any master plan.': ['turns-talked-through'],
  'Keep a standing evening for the people you know best, since an easy night with old friends refills you faster than a new crowd.':
    ['standing-date-with-friends', 'small-circle'],
  'Your appetite for the new makes you wonderful company on a trip and a hard sell for a quiet evening in.': [
    'restless-feet',
    'good-company-on-a-trip',
    'quiet-evening-restores',
    'quiet-evening-in',
  ],
  'When luck offers you a shortcut, you check first that it still leads where you meant to go.': ['wary-of-shortcuts'],
  'A tempting shortcut will cost more time than it saves.': ['wary-of-shortcuts'],
  'A mentor, or becoming one': ['a-mentor'],
  'Becoming the keeper of the family recipes and stories': ['keeper-of-family-stories'],
  'Say yes to the first harmless invitation of the day, and write down where it led before you sleep.': [
    'declines-invitations',
    'chance-meetings-steer-life',
  ],
  "A stranger's offhand tip about a festival in the hills or a class in fire juggling can redirect your whole afternoon.":
    ['chance-meetings-steer-life', 'afternoon-goes-anywhere', 'redirected-by-a-tip', 'sees-it-through'],
  'A quilt, a boat or a book, made in private and shown first to family': ['skill-kept-private'],
  'What you save for a special day can sit unused through all the ordinary good ones.': [
    'saves-things-for-best',
    'ordinary-into-occasion',
  ],
  'A choice between two good paths, made well': ['two-good-paths'],
  'A season spent working the harvest in a foreign valley': ['working-abroad'],
  'You like a love with space in it, where each of you keeps separate friends and a night of your own.': [
    'space-in-love',
  ],
  'Guarding your free evenings until a partner feels penciled in': ['space-in-love', 'free-evenings'],
  'A shared home with room in it for two separate lives': ['space-in-love'],
  "A partner's small wins become occasions in your care: friends are rounded up for the new job, the finished thesis, the passed driving test.":
    ['celebrates-with-a-crowd', 'ordinary-into-occasion'],
  'Celebrations restore you more than they tire you, so mark small wins with a gathering instead of saving the party for the big ones.':
    ['celebrates-with-a-crowd'],
  'Celebrate one small win out loud, with a toast or a cheer, the moment it happens.': [
    'celebrates-with-a-crowd',
    'celebrates-small-wins',
  ],
  'Your big days come crowded: a graduation, a move or a birthday fills up with people who each helped you get there.':
    ['celebrates-with-a-crowd'],
  'Needing an audience for your happiest moments': ['celebrates-with-a-crowd', 'needs-an-audience'],
  'Early dates with you tend to become group outings, since you invite every friend you pass, and the right partner finds it funny.':
    ['brings-a-crowd-to-two'],
  'Bringing a crowd to moments meant for two': ['brings-a-crowd-to-two'],
  'Caution rarely gets a vote in your love life: you jump first, and most of the time the jump was worth it.': [
    'leaps-into-love',
  ],
  'You are the kind to move in, adopt a dog or book a shared trip far earlier than sensible, and the leap usually lands well.':
    ['leaps-into-love'],
  'Leaping in before you know their last name': ['leaps-into-love'],
  'Your love story is likely to run to more chapters than most: a whirlwind, a long-distance stretch, perhaps a meeting at a departure gate.':
    ['love-far-from-home'],
  'Difference draws you in, and your loves tend to come from another country, another profession or another way of seeing things.':
    ['love-far-from-home'],
  'Falling in love somewhere far from home': ['love-far-from-home'],
  'a clue to an Air-hand love that picks up every conversation where it stopped.': ['picks-up-where-it-left-off'],
  'Good people rarely wait forever to be let in. Open the door a little wider for one of them.': [
    'lets-one-closer',
    'door-opens-slowly',
    'polite-first-then-warm',
  ],
  "Keeping people at arm's length keeps their good news at a distance too.": ['lets-one-closer', 'keeps-people-out'],
  'Declining the dance because you might look foolish': ['fear-of-looking-foolish'],
  'Fear of being misjudged by strangers can cost more than any misjudgment would.': ['fear-of-looking-foolish'],
  'Guests you met an hour ago tell you their life stories, and a talk like that can easily turn into a romance.': [
    'strangers-confide',
    'feelings-need-time-to-settle',
  ],
  'Managers learn to hand you the urgent job, because you clear it without asking for a committee.': [
    'takes-the-urgent-job',
  ],
  'Stage crews, delivery routes and busy front desks reward your knack for acting at once and sorting the paperwork afterward.':
    ['paperwork-later'],
  'Leaving the paperwork until someone chases it': ['paperwork-later'],
  'Your patience is for people, not procedures: a form with twelve boxes tests you more than a difficult friend.': [
    'paperwork-later',
    'how-it-forgives',
    'patience-for-procedures',
  ],
  'Under a clear lead you flourish, taking the direction someone else set and handing it back improved.': [
    'thrives-as-second',
    'keeps-polishing',
  ],
  'Letting a good manager leave without asking to follow': ['thrives-as-second'],
  'Multi-year projects suit you, because your commitment outlasts the launch party by a long way.': [
    'outlasts-the-sprinters',
    'sees-it-through',
  ],
  'A vague brief never stays vague with you: you turn it into one clear goal with your name on it, and that goal gets met.':
    ['pins-down-the-vague', 'vague-into-plan'],
  'Accepting vague briefs, then blaming yourself for the gaps': ['pins-down-the-vague'],
  'A vague arrangement unsettles you, so you pin down the day, the hour and the place before anyone hangs up.': [
    'pins-down-the-vague',
    'holds-plans-loosely',
  ],
  'A deadline wakes you up better than any alarm clock ever has.': ['deadline-brings-out-best', 'unhurried-pace'],
  'A deadline on the wall brings out your best: rush orders, quick repairs, the shift that must close on time.': [
    'deadline-brings-out-best',
    'rush-suits-you',
  ],
  'A good enough answer reached now pleases you more than a perfect one that arrives too late to use.': [
    'done-over-perfect',
    'momentum-over-finish',
    'good-enough-now',
  ],
  'Long fingers are read as a love of order: your cupboards, files and spice jars follow a system, and you could find anything in them with your eyes shut.':
    ['love-of-order'],
  'Your square palm is read as a love of order: a clear plan calms you more than any pep talk.': ['love-of-order'],
  'Inside, you run deep and quiet, and very few people get the full tour.': ['private-side-for-few'],
  'A thumb on the short side works with the wind rather than fighting it: you trim the sail, change course and still make harbor.':
    ['around-not-through'],
  'Read by its length, your thumb says you would rather change the plan than force it through.': ['around-not-through'],
  'You find the way around an obstacle instead of through it, and still get where you were going.': [
    'around-not-through',
  ],
  'You give way gracefully when the road narrows, and your willingness to change course tends to open doors a firmer walker would miss.':
    ['around-not-through', 'changes-without-drama', 'holds-plans-loosely', 'picks-battles'],
  'the Fire hand, happiest in motion. A free afternoon is a blank ticket to you, and it rarely ends where it began.': [
    'afternoon-goes-anywhere',
  ],
  'Invite a friend on an outing where a coin toss settles every turn.': ['afternoon-goes-anywhere'],
  'You are a wonderful person to get lost with, and a terrible one to ask for directions.': ['good-company-on-a-trip'],
  // From a seventh reader's review (stop 63, DSLR hands): two sentences of one reading that said one thing twice, or its opposite
  'Finding the right word on the first try': ['reworks-what-was-fine'],
  'Stirring things up when calm would serve': ['conflict-avoided-or-sought', 'picks-battles'],
  'Avoiding conflict until it grows bigger': ['conflict-avoided-or-sought', 'tact-under-tension'],
  'Knowing which corner not to cut': ['testing-things', 'cheap-repair'],
  'You do best with a settled rhythm that still leaves room for a spontaneous evening with friends.': [
    'settled-rhythm',
    'fixed-shape-days',
  ],
  "Palmists read a ring finger longer than the index as the maker's sign, and you are happiest with something half-made on the table.":
    ['half-made-or-finished', 'happiest-at-work'],
  'a heart-led promise of a life spent caring for what it holds dear: a family, a neighborhood, a cause.': [
    'cares-for-what-it-holds',
  ],
  'Hearing a note on your work as a verdict': ['takes-criticism'],
  'Mistaking a clever plan for a finished one': [
    'idea-into-working-thing',
    'finishes-properly',
    'keeps-polishing',
    'knows-when-checking-is-enough',
  ],
  'Turning a stray remark into a plan': ['mind-runs-ahead', 'vague-into-plan'],
  'Making a rented flat feel like yours within a week': ['beautifies-rooms'],
  'Keeping in touch across years and distances': ['friends-across-the-map', 'friends-for-decades'],
  'Turning down an invitation without giving offense': ['yes-and-no-chosen', 'says-no-gracefully'],
  'Solitude mends you and company wakes you up; plan for both and neither runs dry.': ['alone-time-restores'],
  'A modestly short thumb like yours points to resolve wrapped in good manners, so you get your way politely.': [
    'tact-over-force',
  ],
  'Tact opens more doors for you than force ever would, so choose work that rewards a light touch.': [
    'tact-over-force',
  ],
  // From a ninth reader's review (stop 63, phone hands): two sentences of one reading that said one thing twice, or its opposite
  'Volunteer for the finishing touches on a group effort, and say plainly that you enjoy that part.': [
    'finishes-properly',
  ],
  'Your hands are rarely idle: a pen to sketch with, a shelf to fix, something always taking shape in them.': [
    'hands-always-busy',
  ],
  'Introducing a newcomer to your circle with care': ['stuck-at-small-talk'],
  'Reading every clause twice before you let yourself say yes': [
    'reads-the-small-print',
    'first-sight-yes',
    'decides-in-a-flash',
    'yes-to-the-strange',
  ],
  'You are the colleague who books the room, makes the call and gets a trial running while the plan is still being drafted.':
    ['acts-while-others-debate', 'acts-without-a-title', 'rough-first-draft'],
  'Mistaking rest for laziness': ['rest-guilt', 'never-stops', 'rest-booked-not-earned'],
  'Feeling guilty about doing nothing for an afternoon': ['rest-guilt'],
  'A night out followed by a night in keeps you level, and you can tell when the balance starts to tip.': [
    'settled-rhythm',
    'night-out-night-in',
  ],
  'Ask for the refund, the favor or the answer directly.': ['asks-directly'],
  "Don't hint when you can simply ask.": ['asks-directly'],
  'Do the first five minutes of a task you keep avoiding.': ['starts-the-avoided-task'],
  'Point your resolve at one goal you have been postponing, and write down the first move you will make.': [
    'starts-the-avoided-task',
  ],
  'Losing interest once the idea is understood': [
    'outlasts-the-sprinters',
    'one-craft-for-decades',
    'stays-after-the-novelty',
    'collects-questions',
  ],
  'Friendly and curious, you still choose with care who gets close.': [
    'warmth-spread-thin',
    'chooses-friends-carefully',
    'private-side-for-few',
  ],
  'Choosing new friends with good judgment': ['chooses-friends-carefully'],
  'Throwing yourself into a new passion': ['throws-self-in'],
  'You throw yourself wholly into whatever excites you, so leave proper downtime between one adventure and the next.': [
    'throws-self-in',
  ],
  'Seeing where a half-built idea is heading': ['pattern-under-noise'],
  // From two reader's reviews (stop 64, phone and DSLR): two sentences of one reading that said one thing twice, or its opposite
  'Order in the mornings and people in the evenings is the mix that keeps you at your best.': ['fixed-shape-days'],
  'Befriending everyone, including people you should not': ['judges-people-well'],
  'Teaching a demanding skill suits you, because you can show each step slowly until a beginner gets it exactly right.':
    ['teaches-step-by-step'],
  'Quoting the exact figure from memory': ['exact-figures'],
  'Caring for everyone but yourself': ['generosity-without-count'],
  "Putting everyone's needs ahead of your own": ['fair-give-and-take', 'generosity-without-count'],
  'Playing safe when a bolder yes would pay': ['bold-over-safe', 'overbooked-calendar'],
  'Dumping the tidying up on someone else': [
    'carries-too-much',
    'finishes-abandoned-projects',
    'does-it-instead-of-explaining',
  ],
  'Treating a quiet weekend as a wasted one': [
    'quiet-weekend',
    'rest-booked-not-earned',
    'quiet-evening-restores',
    'rest-guilt',
    'refills-in-calm',
  ],
  'Your hand is drawn toward every open door and back to the table you know, often in the same month.': [
    'road-bends-little',
  ],
  'Dispatch desks, emergency cover and busy counters suit you, where the next problem arrives before the last one is filed.':
    ['energy-spent-evenly', 'fixed-shape-days', 'crowds-drain'],
  'Ten minutes outdoors after each long stretch indoors': ['time-outdoors'],
  'A long stretch indoors will flatten your mood before you notice why. Spend part of every day under the open sky, whatever the weather, and your spirits tend to stay level.':
    ['time-outdoors'],
  // map-in-hand: the same map handed to you, redrawn in one sentence and checked in another (a reader's review)
  'Handed a map, you redraw it, usually for the better.': ['map-in-hand'],
  'Careful by instinct, you check the map before the trip, the tide before the swim, and the total before you sign.': [
    'map-in-hand',
    'measured-steps',
  ],
  // The day's why sentences (dailyTexts.ts TODAY_BY_TRAIT), by the idea each says of its trait: a day whose trait the reading has read the same way already speaks of another (a reader met 'you set your own course and hold it' in the key insight and 'once a decision is made, let nothing talk you out of it' in Today). New keys: short-list-in-order: a day run from a short written list of a few jobs, done in order; built-to-last: would rather make what lasts than what impresses today; one-thing-done-right: one thing done exactly and fully, rather than several done roughly; hears-every-side: hears every voice or side of a question before it is decided; takes-the-lead: steps up to steer: takes the chair, sets where things go, leads where no one is leading
  'This {day} your long palm sets the pace: go by the mood of the room before the agenda.': [
    'runs-on-mood-not-clock',
    'reads-the-unspoken',
  ],
  'Your long palm leads this {day}: leave room for a feeling to turn into a plan.': ['feelings-need-time-to-settle'],
  'With your long palm, {day} goes best when each mood gets to finish before you act on it.': [
    'feelings-need-time-to-settle',
  ],
  'On {day}, your long palm keeps a slower inner pace than the clock, and the day goes better for it.': [
    'runs-on-mood-not-clock',
    'first-one-ready',
  ],
  'This {day} your palm, a little long, asks for one slow hour between the busy ones.': [
    'crowds-drain',
    'hurry-wears-you',
  ],
  'A ten-minute pause between one commitment and the next does more for you than any long rest at the end.': [
    'crowds-drain',
  ],
  'Pacing a busy stretch with pockets of calm': ['crowds-drain'],
  'You are drawn to company and refilled by calm, so your energy lasts when every outing has a still hour after it.': [
    'crowds-drain',
    'refills-in-calm',
  ],
  'Your palm leans long, so on {day} the second thought is worth more than the first.': ['rehearses-outcomes'],
  'Your longish palm has a say in how {day} goes: notice how a thing feels before you decide on it.': [
    'chooses-with-heart',
  ],
  '{day} takes the gentler tempo of your slightly long palm: nothing important needs an instant answer.': [
    'rehearses-outcomes',
  ],
  'This {day} your near-square palm does best with a plan: three things, in order.': ['short-list-in-order'],
  'Write your three jobs down in the order you will do them.': ['short-list-in-order'],
  'Your near-square palm keeps this {day} steady: finish before you start anything new.': [
    'sees-it-through',
    'starts-more-than-finishes',
  ],
  'With a palm close to square, you make {day} run smoothly by giving each job its own slot.': [
    'fixed-shape-days',
    'batches-errands',
  ],
  'Put a time next to each item on your list.': ['fixed-shape-days'],
  'Your square palm leads this {day}: build something made to last, not something made to impress.': ['built-to-last'],
  'Choose the plain, sturdy option over the shiny one.': ['built-to-last'],
  'What works beats what sounds clever on {day}, and your square palm knows the difference.': ['work-does-the-talking'],
  'a practical sign: facts on the table outweigh any talk around them.': ['work-does-the-talking'],
  'Your square palm makes {day} a day for fixing the thing everyone has learned to step around.': [
    'fixes-it-on-the-spot',
  ],
  'This {day} your short fingers have the floor: act on your first read and fix the details later.': [
    'knows-before-explaining',
    'fixes-on-the-move',
  ],
  'Your short fingers lead this {day}: say yes quickly to the thing you already know you want.': [
    'decides-then-holds',
    'unsticks-stalled-decisions',
  ],
  'Your short fingers read a situation at a glance, and on {day} that first glance is the one to trust.': [
    'knows-before-explaining',
  ],
  'Knowing which tool a job needs at a glance': ['knows-before-explaining'],
  '{day} moves at the speed of your short fingers: done and out the door beats perfect and pending.': [
    'done-over-perfect',
  ],
  'Mistaking a fast result for the right one': ['done-over-perfect'],
  'Your fingers, a little short, favor momentum this {day}: start before you feel ready.': [
    'fixes-on-the-move',
    'starts-before-perfect',
  ],
  "Your fingers stop just shy of the palm's full length, a starter's hand: the first step is the one you never put off.":
    ['fixes-on-the-move'],
  "Don't wait for a quiet moment to start.": ['fixes-on-the-move', 'starts-without-preamble'],
  'Your fingers run a little short, and this {day} rewards the first draft over the perfect one.': [
    'rough-first-draft',
    'done-over-perfect',
  ],
  'For fingers a little on the short side, {day} likes a rough version now more than a neat one later.': [
    'rough-first-draft',
    'done-over-perfect',
  ],
  'Let your slightly short fingers carry {day} along: keep things moving and sort the small stuff as you go.': [
    'fixes-on-the-move',
  ],
  'This {day} your fingers, a little long, favor the careful pass: read it once more before you send it.': [
    'knows-when-checking-is-enough',
    'last-look-before-sending',
  ],
  'Go over the most important message line by line.': ['knows-when-checking-is-enough', 'last-look-before-sending'],
  'Your fingers lean long, and this {day} rewards one question asked before the answer.': ['pins-down-the-vague'],
  'Ask one clarifying question before you agree to a task.': ['pins-down-the-vague'],
  'A new role will look good on paper and stay vague about the actual work. Ask for the specifics in writing before you decide how you feel about it.':
    ['pins-down-the-vague'],
  'On {day}, your slightly long fingers find the mistake everyone else read past.': ['catches-the-error'],
  'Give {day} the extra minute your longish fingers ask for: a second look pays off.': [
    'knows-when-checking-is-enough',
  ],
  'Save ten minutes at the end for a last look.': ['knows-when-checking-is-enough', 'last-look-before-sending'],
  'This {day} your long fingers have the floor: the detail others skip is where the luck is.': [
    'enjoys-slow-exacting-work',
  ],
  'Your long fingers lead this {day}: slow work, done well, is what gets noticed.': ['right-not-first'],
  'Your long fingers are at home in the small print, and {day} has plenty of it.': ['reads-the-small-print'],
  'Take {day} at the pace of your long fingers: one thing, finished to the last detail.': [
    'one-thing-done-right',
    'keeps-polishing',
  ],
  'You would rather do one thing exactly right than five things roughly, and your work shows the difference.': [
    'one-thing-done-right',
    'right-not-first',
    'one-thing-or-many-starts',
  ],
  'Give one job your full attention from start to end.': ['one-thing-done-right'],
  "Don't juggle three jobs when one deserves all of you.": ['one-thing-done-right'],
  'This {day} your long ring finger speaks: make one ordinary thing more beautiful than it needs to be.': [
    'ordinary-into-occasion',
    'beautifies-rooms',
  ],
  'Your ring finger leads this {day}: choose with your heart first and find the reasons after.': ['chooses-with-heart'],
  'With your ring finger longer than your index, {day} trusts the eye over the spreadsheet.': ['chooses-with-heart'],
  '{day} takes its lead from your long ring finger: pick what moves you, then give the logic one honest look.': [
    'chooses-with-heart',
  ],
  'This {day} your ring finger, a little long, favors taste over rules: trust what looks right.': [
    'chooses-with-heart',
  ],
  'With your ring finger leaning long, {day} rewards one small risk taken for something you love.': ['bold-over-safe'],
  'With your ring finger a little longer than your index, let {day} follow what is lovely as well as what is correct.':
    ['beautifies-rooms'],
  'Your ring finger, a shade longer than the index, gives {day} a softer edge: follow what you care about.': [
    'chooses-with-heart',
  ],
  'Your thumb is short for your hand, read as a heart that leads the will: you follow what moves you.': [
    'chooses-with-heart',
  ],
  'This {day} your level index and ring fingers ask for fairness: give each person their due, yourself included.': [
    'fair-give-and-take',
  ],
  'Your index finger, level with your ring, keeps {day} in proportion: let each side of a question be heard.': [
    'hears-every-side',
  ],
  'You decide after hearing everyone out, and the final call is yours to make.': ['hears-every-side'],
  "Gathering everyone's ideas before choosing a way forward": ['hears-every-side'],
  'Write down the best case for the option you dislike.': ['hears-every-side'],
  "Don't let the loudest voice decide for the group.": ['hears-every-side'],
  'This {day} your index finger leads: take charge of one thing nobody else is steering.': [
    'takes-the-lead',
    'quiet-authority',
  ],
  'You are made to lead, so choose work where the terms are yours to set.': ['takes-the-lead'],
  'Stepping up when a room needs a leader': ['takes-the-lead', 'steps-up-first'],
  'Taking responsibility for where the whole group ends up': ['takes-the-lead'],
  'Put your name forward for the thing you want to lead.': ['takes-the-lead'],
  'Your index finger, taller than your ring finger, asks this {day} for plain words: say what you want, and ask for it.':
    ['asks-directly'],
  "Plain words suit you: you say what you mean, ask for what you need and waste nobody's time.": ['asks-directly'],
  'Pick one matter you have let slide, and say plainly what you want before someone else decides it.': [
    'asks-directly',
  ],
  'On {day}, your index finger, the longer of the two, is made for deciding where things go.': [
    'takes-the-lead',
    'quiet-authority',
  ],
  'Naming where to go and trusting others with how': [
    'takes-the-lead',
    'does-it-instead-of-explaining',
    'says-too-much',
  ],
  '{day} hands your tall index finger the chair: run the meeting, or call one.': ['takes-the-lead', 'quiet-authority'],
  'Set the agenda for your next conversation.': ['takes-the-lead'],
  'This {day} your shorter thumb speaks: persuade rather than push, and people come along.': ['leads-by-suggestion'],
  "Your thumb runs short, the palmist's sign of a will that listens first and pushes only when it has to.": [
    'leads-by-suggestion',
  ],
  'A short thumb like yours is read as a cooperative will: you would rather agree on a road than win the argument.': [
    'leads-by-suggestion',
    'argues-to-think',
  ],
  'Your shorter thumb leads this {day}: give way on the small things to win the one that matters.': ['picks-battles'],
  'Warmth wins over force on {day}, and your shorter thumb has plenty of it.': [
    'leads-by-suggestion',
    'tact-over-force',
  ],
  '{day} bends toward your shorter thumb: a kind word opens more than a hard one.': [
    'tact-over-force',
    'leads-by-suggestion',
  ],
  'This {day} your thumb, a little short, favors the friendly word over the firm one.': [
    'tact-over-force',
    'leads-by-suggestion',
    'leads-with-warmth',
  ],
  'With a thumb a notch below average, you steer by tact and can change course mid-sentence without losing face.': [
    'tact-over-force',
  ],
  "Stopping a little before the usual length, your thumb is read as a mediator's will, firm beneath the courtesy.": [
    'tact-over-force',
  ],
  'Your thumb runs a little short: this {day}, asking will get further than telling.': ['leads-by-suggestion'],
  'With your thumb a touch short, {day} goes well when you meet people halfway.': [
    'finds-the-compromise',
    'meets-halfway',
  ],
  'Your slightly short thumb softens {day}: say it warmly and people listen.': [
    'tact-over-force',
    'leads-by-suggestion',
  ],
  'Your thumb, a little long, favors following through this {day}: finish what you promised.': [
    'sees-it-through',
    'keeps-their-word',
  ],
  'With your thumb leaning long, {day} is the day to make the decision you keep postponing.': [
    'starts-the-avoided-task',
    'decides-fast',
    'decides-in-a-flash',
  ],
  'Set a firm date for the choice you have been putting off.': ['starts-the-avoided-task'],
  'Your slightly long thumb brings staying power to {day}, right through the dull middle of a job.': [
    'sees-it-through',
    'dull-middle',
    'outlasts-the-sprinters',
  ],
  '{day} suits your thumb, a little longer than most: what you start, you see to the end.': ['sees-it-through'],
  'This {day} your long thumb speaks: hold your line on the one thing that matters.': [
    'decides-then-holds',
    'picks-battles',
  ],
  'Your long thumb leads this {day}: once a decision is made, let nothing talk you out of it.': ['decides-then-holds'],
  'On {day}, the will in your long thumb lets you say no and mean it.': ['decides-then-holds'],
  'Your long thumb holds {day} steady: once a thing is decided, it stays decided.': ['decides-then-holds'],
  'This {day} your close-held thumb asks for quiet: one hour alone will do more than three meetings.': [
    'guards-own-hours',
    'alone-time-restores',
  ],
  'Your thumb is held close, and this {day} rewards sharing a plan with one trusted person first.': [
    'shares-plans-with-few',
  ],
  "Don't announce a plan before it is settled.": ['shares-plans-with-few'],
  'Tell one person the moment you commit to a plan, so your decision has a witness and a cheerleader.': [
    'shares-plans-with-few',
  ],
  'Your close-tucked thumb asks for a quieter {day}: the best of it happens away from an audience.': [
    'private-side-for-few',
  ],
  '{day} keeps its own counsel, like your close-set thumb: say less and notice more.': [
    'private-side-for-few',
    'listens-without-fixing',
  ],
  "Don't fill every silence in a conversation.": ['listens-without-fixing'],
  'This {day} your thumb, held a little in, favors the small step you can take right away.': [
    'small-habits-beat-resolutions',
  ],
  'Your thumb is set near, so {day} runs best on routine rather than surprise.': [
    'fixed-points-anchor-the-day',
    'old-habit-over-new',
    'routine-upsets-unsettle',
  ],
  "Don't swap a working habit for a new fad.": ['old-habit-over-new'],
  'Small steps add up on {day}: your thumb, kept near your fingers, turns them into steady progress.': [
    'small-habits-beat-resolutions',
  ],
  'In the end you cover real distance, in stages you pick one by one.': ['small-habits-beat-resolutions'],
  "Don't judge a small step by how far is left.": ['small-habits-beat-resolutions', 'small-steps-count'],
  'Your slightly tucked thumb likes {day} in increments: a little, then a little more.': [
    'small-habits-beat-resolutions',
    'new-habits-on-trial',
  ],
  'This {day} the easy angle of your thumb favors balance: say yes to one thing and no to one.': ['yes-and-no-chosen'],
  'Your hand says you pair openness with judgment: plenty of yeses, though never a yes to everything.': [
    'yes-and-no-chosen',
    'hears-out-odd-ideas',
  ],
  'Your thumb sits at an easy angle, so take {day} as it comes, one hour at a time.': ['holds-plans-loosely'],
  'On {day}, your naturally set thumb keeps work and rest in fair proportion.': ['settled-rhythm'],
  'Balance comes naturally to you when your days have some slack in them.': ['settled-rhythm'],
  "{day} sits well with your thumb's natural angle: hold plans loosely and enjoy what turns up.": [
    'holds-plans-loosely',
    'plans-half-the-day',
  ],
  'This {day} your open thumb favors company: the lucky thing arrives through someone else.': [
    'chance-meetings-steer-life',
  ],
  'Kindnesses you have long forgotten come back years later as introductions, offers and open doors.': [
    'chance-meetings-steer-life',
  ],
  'Your thumb is held open, so the conversation you did not plan is where {day} pays off.': [
    'chance-meetings-steer-life',
  ],
  'Among people is where your open-set thumb finds its luck on {day}.': ['chance-meetings-steer-life'],
  '{day} turns sociable for your open thumb: stay for the second half of a conversation.': ['generous-with-time'],
  "Don't cut a friendly chat short to get back to your list.": ['generous-with-time'],
  'This {day} your wide-set thumb favors the leap: say yes before the doubts arrive.': ['yes-before-checking'],
  'Your thumb is set wide: on {day}, the invitation you almost turned down is the one to take.': [
    'declines-invitations',
    'chance-meetings-steer-life',
  ],
  "Don't turn down an invitation out of habit.": ['declines-invitations', 'warmth-spread-thin', 'overbooked-calendar'],
  'On {day}, your widely set thumb is built for the bold move you keep half-planning.': [
    'bold-over-safe',
    'risk-over-comfort',
    'starts-the-avoided-task',
  ],
  'Risk tugs at you: the trail without signs, the plan nobody has tried, the stranger with a wild scheme.': [
    'risk-over-comfort',
    'unmarked-trail',
  ],
  'Your thumb, set wide from your hand, reaches for the new on {day}: try something you have never tried.': [
    'risk-over-comfort',
  ],
  "You have an appetite for the unfamiliar: the dish you cannot pronounce, the city you have never seen, a stranger's story.":
    ['risk-over-comfort', 'novelty-wears-off', 'strangers-stories'],
  'You volunteer first for the unknown: the audience participation slot, the untested route, the game no one has explained.':
    ['risk-over-comfort'],
  'Trying an unfamiliar craft just to see what happens': ['risk-over-comfort', 'learns-by-doing'],
  'Try the new thing someone suggests, without asking for details.': ['risk-over-comfort'],
  // From two more reader's reviews (stop 64, a new phone sample and a new DSLR sample, after the stop's first changes)
  "Making room for other people's ways of working": ['other-ways-of-working'],
  'Bristling at people who work by guesswork': ['other-ways-of-working'],
  'Pick a piece that is good enough, sign or date it, and declare it done before the next small tweak tempts you.': [
    'keeps-polishing',
  ],
  "Don't rush the final ten percent.": ['keeps-polishing', 'enjoys-slow-exacting-work'],
  'A friend with a steady routine will invite you into part of it. Join them at a regular hour and let the shared habit carry you on flat days.':
    ['talks-about-habits'],
  'Trying something new without dropping the old': ['new-without-dropping-old', 'keeps-up-hobbies'],
  'A second skill learned on the side, without giving up the first': ['new-without-dropping-old'],
  'Balancing time for others with time for yourself': ['generosity-without-count', 'night-out-night-in'],
  'the Fire hand, driven from within. A project you believe in can keep you working long after everyone else has gone home.':
    ['works-past-rest'],
  'Pairing ambition with proper rest': ['works-past-rest'],
  'You walk toward your goals at an even pace, rarely hurried and rarely stopped, and the distance covered adds up.': [
    'unhurried-pace',
    'even-pace',
    'energy-spent-evenly',
  ],
  'Write three doable items on a sticky note each morning, and pause to enjoy the moment the last one goes.': [
    'celebrates-small-wins',
    'three-small-tasks',
  ],
  'Scattering your fire across too many paths': ['few-passions'],
  'Courage to leap before it feels safe': ['pace-of-change'],
  'Welcoming change at a sensible pace': ['pace-of-change', 'change-at-a-sensible-pace'],
  'Staying with a lukewarm love because leaving feels riskier': ['comfort-or-interest'],
  'Watch for the comfort that keeps you from the next step.': ['comfort-or-interest'],
  'Noticing the quiet one in a lively crowd': ['notices-the-quiet-one'],
  'Staying too long where you are not cherished': [
    'lets-go-cleanly',
    'stays-out-of-loyalty',
    'novelty-wears-off',
    'stays-too-long',
  ],
  'Restless as a compass needle, you feel most yourself when there is an unfamiliar skyline ahead.': [
    'novelty-wears-off',
    'roams-in-miles',
  ],
  'Small, regular pleasures keep you level: the Friday film, the Saturday market, the same bench in the park.': [
    'novelty-wears-off',
    'fixed-points-anchor-the-day',
  ],
  'Holding others to your own exacting standards': ['other-ways-of-working'],
  'A patient project will reach the stage where the small refinements finally show. Measure how far it has come before you start the next round of changes.':
    ['measures-progress'],
  'Staying the course without needing applause': ['celebrates-with-a-crowd', 'outlasts-dull-work'],
  'You think on your feet and decide faster than you can explain why.': ['decides-fast', 'before-you-can-say-why'],
  'Tell the people close to you that you may answer big news a little later, so they read your pause as care.': [
    'decides-fast',
  ],
  'Leave a gap after any concert or film you expect to move you, and keep those hours free of plans.': ['crowds-drain'],
  'Choosing the sensible option without fuss': [
    'looks-back-at-choices',
    'sensible-spending',
    'unmarked-trail',
    'knows-when-checking-is-enough',
  ],
  'You rest best in familiar places: your own chair, your own pillow, the corner café where they already know your order.':
    ['restless-feet', 'familiar-bores-or-rests', 'stays-to-belong', 'familiar-rest', 'familiar-objects'],
  'Being friendly without being an open book': ['open-book', 'open-with-reserve', 'warmth-spread-thin'],
  'Your past is an open book when a partner asks, told plainly and without drama, though you seldom read it aloud on a first night.':
    ['open-book'],
  // From the stop's last reader's review (a phone sample read in an earlier stop, read again on this stop's code: 12 clear contradictions, 7 repeats)
  'Being choosier than a situation requires': ['yes-before-checking', 'looks-back-at-choices'],
  'Offer to make the next small group decision, like where to eat, and spare everyone the long debate.': [
    'takes-the-group-decision',
  ],
  "Don't hand a decision back to the group to dodge it.": ['takes-the-group-decision', 'unsticks-stalled-decisions'],
  'Sensing when a schedule has grown too full': ['overpromises'],
  "The final say suits you, blame included: you would sooner own a wrong call than sit waiting for someone else's.": [
    'waits-for-permission',
    'waits-to-feel-ready',
    'owns-the-call',
  ],
  'Waiting for a title before acting like the lead': ['waits-for-permission', 'acts-without-a-title'],
  'Treating every stranger as a story waiting to be heard': ['strangers-stories'],
  'Rationing your enthusiasm in case it looks too keen': [
    'who-reaches-out-first',
    'enthusiasm-is-catching',
    'yes-before-checking',
    'starts-more-than-finishes',
    'notices-who-is-left-out',
  ],
  // From two more reader's reviews at the end of stop 64 (clear findings only: phone 13 contradictions and 13 repeats, DSLR 8 and 5)
  'Following a routine loosely enough to enjoy it': ['steady-as-clockwork', 'loose-routine', 'routines-that-flex'],
  "Don't hold a question back until it is perfectly phrased.": ['done-over-perfect'],
  'Your close-held thumb keeps to what is safe and known, while your life keeps widening around it.': [
    'chooses-hard-climbs',
    'risk-over-comfort',
  ],
  'Your road has a few hard climbs you chose on purpose, and you would choose every one of them again.': [
    'chooses-hard-climbs',
  ],
  'Leaving the party before anyone learns your name': ['crowds-drain', 'boredom-is-the-enemy', 'brave-in-public'],
  'A client will need a working answer on the spot, and your quick call will win their repeat business. Follow up with a short note that confirms what you did, so the speed reads as care.':
    ['repeat-customers'],
  'You judge a plan by its first step: if you cannot see where to start, you doubt the rest.': [
    'judges-by-the-opening',
  ],
  'A role will grow out of work you already do quietly, until people start asking for you by name. Let it grow at its own pace, and accept only the parts you would gladly do anyway.':
    ['quiet-work-recognized'],
  'Write the careful version of an email you might otherwise dash off.': ['reworks-what-was-fine'],
  'Making the first call everyone else avoids': ['who-reaches-out-first'],
  'Working on through rain, delays and late finishes': ['rarely-tired-until-late'],
  "Someone's urgency is not your emergency; do not let it rush your choices.": ['hurried-by-others'],
  "Don't let someone hurry you past the last check.": ['hurried-by-others', 'last-look-before-sending'],
  'Sharing your news freely and your feelings only in outline': ['says-love-out-loud', 'feelings-shown-or-kept'],
  'Put a real fix in place of a temporary one.': ['fixes-properly'],
  "Don't cut a corner you will have to come back to.": ['fixes-properly'],
  'Leave one casual plan loose on purpose, and let a friend choose the details when the time comes.': [
    'holds-plans-loosely',
  ],
  'Explaining every step when one would do': ['says-too-much', 'over-explains'],
  'Answering in paragraphs when a sentence would do': ['says-too-much', 'over-explains'],
  "Don't answer a question you have only half read.": ['reads-the-small-print'],
  "Joining a stranger's expedition and coming home changed": ['chance-meetings-steer-life'],
  // A day's Do and Skip that give one advice in other words (a helper's pass over every pool, stop 65): the Skip is not the Do turned round
  'Write your first answer down, then wait before sending it.': ['pauses-before-answering'],
  "Don't let a busy colleague hurry your answer.": ['pauses-before-answering'],
  'Leave one reply in your drafts until the afternoon.': ['pauses-before-answering', 'reworks-what-was-fine'],
  "Don't add a fourth item to a list of three.": ['short-list-in-order'],
  "Don't say yes to a side errand halfway through a task.": ['starts-more-than-finishes'],
  'Finish one job to the standard you would want to inherit.': ['fixes-properly'],
  "Don't ask for a second opinion on a small choice.": ['quick-small-choices'],
  'Take the first option that fits on anything you can undo tomorrow.': ['quick-small-choices'],
  'Start the job you have been planning, without more planning.': ['fixes-on-the-move'],
  'Begin your hardest task in the first ten minutes of work.': ['starts-without-preamble'],
  "Don't tidy your desk before you begin.": ['starts-without-preamble'],
  "Don't send anything important as a first draft.": ['last-look-before-sending'],
  'Go through one piece of work a final time, slowly.': ['keeps-polishing'],
  'Use the nice pen you have been saving.': ['enjoys-it-now'],
  "Don't wait for permission to enjoy something.": ['enjoys-it-now'],
  'Split a shared task so each part is the same size.': ['shares-work-fairly'],
  "Don't hand the dull jobs to whoever complains least.": ['shares-work-fairly'],
  "Don't wrap a clear request in three apologies.": ['asks-directly'],
  'Ask for help in a way that makes yes easy.': ['leads-by-suggestion'],
  "Don't turn a suggestion into a rule.": ['leads-by-suggestion'],
  'Add one warm line to a brisk email.': ['warm-work-messages'],
  "Don't drop the greeting from a work message.": ['warm-work-messages'],
  "Don't ask for more time on a decision you could make now.": ['starts-the-avoided-task'],
  'Keep a new idea in a private notebook until it is stronger.': ['shares-plans-with-few'],
  'Answer three emails and count it as progress.': ['small-steps-count'],
  "Don't let one task swallow the whole day.": ['leaves-the-rest-for-later', 'task-swallows-day'],
  "Don't wait for the perfect moment to say yes.": ['yes-before-checking'],
  "Don't ask for time to think about something you already want.": ['yes-before-checking'],
  'Apply for the role that feels one size too big.': ['aims-one-size-up'],
  "Don't shrink an ambitious plan to make it comfortable.": ['aims-one-size-up'],
  'Write the idea down before it changes shape.': ['writes-ideas-down'],
  "Don't start a second idea before the first is written down.": ['writes-ideas-down'],
  'Keeping standards so high no one can help you': ['carries-too-much', 'does-it-instead-of-explaining'],
  "Quietly redoing a colleague's work rather than trusting it": ['carries-too-much'],
  'Treating every request as equally urgent': ['picks-battles'],
  'Falling for whoever is newest in the room': ['novelty-wears-off', 'feelings-need-time-to-settle'],
  "A home you set up in a hurry will feel more like a waiting room than a home. Hang one picture and learn one neighbor's name, even if you plan to move on.":
    ['packs-light', 'hurried-home', 'at-home-anywhere'],
  'Your curiosity has good manners: you try the new thing and bring a few people along for it.': [
    'brings-friends-to-new-things',
  ],
  'Trying the new restaurant and bringing three friends': ['brings-friends-to-new-things', 'brings-a-crowd-to-two'],
  'Promising visits to everyone and managing few': ['keeps-their-word'],
  'You will leave somewhere earlier than planned, for a reason better than boredom. Say proper goodbyes on the way out, so the door stays open behind you.':
    ['leaves-early', 'keeps-an-exit-open'],
  'A week planned in outline, with the details left to the day, keeps you steady without boxing you in.': [
    'fixed-shape-days',
    'loose-routine',
  ],
  'Your trust comes first and your doubts come later, and people have to work hard to use up your goodwill.': [
    'trust-first-or-last',
  ],
  'Share one private interest or hope with a person you trust, and let them see a new part of you.': [
    'lets-one-closer',
  ],
  'Letting a small task swallow an afternoon': ['task-swallows-day'],
  'Letting easy friendships coast instead of deepening one': ['easy-company'],
  'Settling for easy company over real closeness': ['easy-company'],
  'Trust the rest that has always worked for you, whether it is a long bath, an early night or an hour with a crossword.':
    ['familiar-rest', 'long-bath'],
  'People who knew you young are rarely surprised by where you ended up, since you named the place early and kept walking.':
    ['past-people-see-you'],
  'People from your past may not see who you have become. Let someone new meet you as you are now.': [
    'past-people-see-you',
  ],
  // From reader's review 29 (stop 65): sentences met beside one that says the same, or its opposite
  'Declining invitations out of sheer habit': ['declines-invitations'],
  'Choosing the unmarked trail over the paved one': ['unmarked-trail'],
  'Changing direction so often the team gets dizzy': ['changes-without-drama'],
  "Don't hold back a compliment for fear it sounds like too much.": ['says-love-out-loud', 'leaves-them-guessing'],
  'Whenever a notebook fills up, reread it and circle the one idea worth a second life.': ['second-life-for-ideas'],
  'Carrying the shopping up four flights and still chatting at the top': ['carries-too-much'],
  'Needing a crowd to feel like yourself': ['hurry-wears-you', 'unplanned-afternoon', 'needs-an-audience'],
  'Ordering the usual even when the specials look better': ['one-place-known-deeply'],
  'Interruptions barely ruffle you, so plan your days around people instead of hiding from them to get things done.': [
    'works-among-people',
  ],
  "Don't work alone behind a closed door all day.": ['works-among-people'],
  'Starting a conversation while everyone else checks their phone': ['starts-conversations'],
  'Sitting on the fence when a friend needs you to take a side': ['meets-halfway'],
  'Turning down a good offer because a stranger made it': ['change-through-known-people', 'holds-plans-loosely'],
  'Patching what really needs a proper repair': ['cheap-repair', 'fixes-it-on-the-spot'],
  // From reader's reviews 33 and 34 (stop 66): sentences met beside one that says the same, or its opposite
  "Treating every snag as someone else's job": ['fixes-it-on-the-spot', 'carries-too-much'],
  'Help a friend who sees only the big goal spot the small fix that would make it work.': ['reworks-what-was-fine'],
  'You rarely make a big change alone: a move, a new field or a fresh start usually comes with a companion beside you.':
    ['moves-alone'],
  'Finding the fun in a delayed train': ['boredom-is-the-enemy'],
  'Trusting the process over the people in it': ['people-before-process'],
  'An unfamiliar idea is easier for you to like when it arrives with a person attached, and you like most people.': [
    'people-before-process',
  ],
  'Making room in a meeting for the odd idea': ['hears-out-odd-ideas', 'one-right-method'],
  'Skipping sleep for one more interesting thought': ['collects-questions', 'skips-sleep'],
  'Mixing practical sense with genuine warmth': ['practical-and-kind'],
  'A palm close to square is read as common sense with a soft center: practical, and kinder than you let on.': [
    'practical-and-kind',
  ],
  "A stranger's tip or a surprise offer always gets a hearing on your road, and then gets measured against what you already value.":
    ['hears-out-odd-ideas'],
  'Tackling the practical chores others dread': ['carries-too-much'],
  'Answering a surprise with sensible next steps': ['adapts-when-plans-change', 'calm-in-a-crisis'],
  'When someone brings you a vague plan, ask them kindly what the very first move is, then help them find it.': [
    'vague-into-plan',
  ],
  'Shaping a vague wish into a clear plan of attack': ['vague-into-plan', 'waits-for-a-brief'],
  'Clear three small tasks in a single burst.': ['three-small-tasks'],
  // From reader's reviews 35 and 36 (stop 66): sentences met beside one that says the same, or its opposite
  'a Fire-hand sign of a spirit that keeps one true home.': ['one-home-or-many'],
  'Write a short love letter to a place, person or thing that moved you, and try to find the why.': [
    'love-letter-to-a-place',
  ],
  'Compose a love letter to a place that shaped you, and read it there if you can.': ['love-letter-to-a-place'],
  'Renovations, launches and rollouts suit you: the vision and the checklist both live in your head.': [
    'plan-and-detail-in-equal-measure',
  ],
  'Keeping a promise to everyone but yourself': ['gives-more-than-receives'],
  'The big changes in your life arrive slowly enough to be chosen, and never so slowly that they pass you by.': [
    'change-at-a-sensible-pace',
  ],
  'Keeping a cool head through a long run of chores': ['outlasts-dull-work', 'ballast'],
  'Preferring the familiar group to a fresh face': ['familiar-people'],
  'Let someone else pick the time and place.': ['lets-them-lead'],
  'A friend who joins every plan of yours will one day ask to make one of their own, for the two of you. Say yes before you ask what it is, and let them lead the whole way.':
    ['lets-them-lead', 'yes-then-regret'],
  'Reading the small signs of a coming change': ['sees-change-coming'],
  "A partner's friends get a warm hello from you, then a few evenings to show who they are before you count them as yours.":
    ['warm-door-slow-welcome'],
  'Having what it takes to run a household through hard times': ['calm-in-a-crisis', 'sensible-spending'],
  'Keeping your feelings under lock and key': ['feelings-shown-or-kept'],
  'Leaving the second draft for someone else': ['finishes-abandoned-projects'],
  'Jumping on a chance the moment it appears': ['jumps-at-chances', 'steers-by-small-turns'],
  'You are open to people without flinging every door wide, a welcome with a little reserve kept back.': [
    'open-with-reserve',
    'warm-door-slow-welcome',
    'quick-to-be-won',
    'meets-halfway',
  ],
  'Time near water or among trees will settle you faster than a whole day of rest indoors. Find one river, lake or park within easy reach, and go there whenever a heavy day starts to press.':
    ['near-water'],
  'Sit by water for ten minutes and let one question settle without answering it.': ['near-water'],
  'Soaking up bad news long after it stops being useful': ['soaks-up-feeling'],
  'Write a long letter by hand to someone far away, and post it the next morning before you can reread it.': [
    'sends-without-rereading',
  ],
  'Working happily alone for hours at a stretch': ['closed-door'],
  'Recharging with a walk and a closed door': ['closed-door', 'what-restores-you', 'phone-put-away'],
  'You will find that a good evening depends less on what you do than on how slowly you do it. Leave one evening a week without a plan, and let it take whatever shape it likes.':
    ['evenings-free-of-plans', 'runs-on-feeling-not-clock'],
  // From reader's reviews 37 and 38 (stop 66): sentences met beside one that says the same, or its opposite
  'Work that asks for a plan on Monday and a working result by Friday suits you, and you deliver both.': [
    'early-on-deadlines',
  ],
  'Treating a deadline as the start of the real thinking': [
    'early-on-deadlines',
    'energy-spent-evenly',
    'steady-daily-progress',
  ],
  'Waiting to feel ready before asking': ['waits-to-feel-ready', 'fixes-on-the-move', 'bold-over-safe'],
  'A quieter stretch will arrive, and you will not know what to do with yourself. Resist filling it, and let the slow pace show you what you actually feel like doing.':
    ['rests-by-stopping'],
  'Your reserves run deep, so the thing to watch is not running dry but running on habit: change one routine when it stops pleasing you.':
    ['never-stops', 'deep-reserves'],
  'Volunteering first for every heavy job': ['heaviest-share', 'carries-too-much'],
  'Seeing a long job, even a renovation, through to the final coat': [
    'finishes-long-jobs',
    'outlasts-the-sprinters',
    'sees-it-through',
  ],
  'Pick one small repair you have been stepping around at home, and finish it in under an hour.': ['mends-things'],
  'Palmists call a close-held thumb with a wide life line a cautious traveler: you go carefully, and you still go far.':
    ['cautious-traveler', 'jumps-at-chances'],
  'Kitchens, studios and young companies suit you, where the first version goes out early and the second is built on what people did with it.':
    ['starts-before-perfect'],
  'Keep a jar of small dares on a shelf, and pull one out whenever a day feels flat.': ['small-changes-stocked'],
  'A small change of scene, another room to work in or a different route home, will lift a flat mood more than you expect. Keep a short list of such changes, and use one whenever a day starts to feel the same as the last.':
    ['small-changes-stocked'],
  'Rest and company pull you two ways: a still morning restores you, a crowded table lifts you, and you need both.': [
    'slow-first-hour',
  ],
  // From reader's reviews 39 and 40 (stop 66): sentences met beside one that says the same, or its opposite
  'Trusting strangers faster than is wise': ['judges-people-well'],
  "Don't go quiet on someone who is waiting for your answer.": ['answers-the-waiting'],
  'Analyzing a problem down to its root': ['analyst'],
  'Promising a quick answer and writing an essay': ['over-explains'],
  'Acting first and counting the cost later': [
    'bold-over-safe',
    'acts-then-counts',
    'jumps-at-chances',
    'chooses-hard-climbs',
  ],
  'A rainy afternoon with nothing planned is your idea of luxury, so give yourself one now and then.': [
    'unplanned-afternoon',
  ],
  'A trip you plan down to the last connection will leave one afternoon unplanned, and that afternoon is the one you will talk about. When you plan the next one, leave the gap in on purpose.':
    ['unplanned-afternoon', 'plans-trips-closely'],
  'Winging it where a little planning would help': ['acts-then-counts', 'love-of-order', 'vague-into-plan'],
  'Passing the wheel to whoever knows the road': ['lets-them-lead', 'thrives-as-second'],
  'Go along with one plan someone else makes.': ['lets-them-lead'],
  // From reader's reviews 41 and 42 (stop 66): sentences met beside one that says the same, or its opposite
  'Making the hard call and owning it': ['owns-the-call'],
  'Group small errands together and do them in one go.': ['batches-errands'],
  'Plan something you enjoy for the end of your next demanding project, and put it in the calendar first.': [
    'marks-the-end',
  ],
  'Roles that mix a little planning with a lot of doing keep you sharp, especially where you can see each result by closing time.':
    ['results-by-evening'],
  'Asking for a schedule before agreeing to a picnic': ['needs-a-schedule', 'schedule-or-overcommit'],
  'You stay somewhere long enough to know it well and move on while it still feels fresh.': [
    'one-home-or-many',
    'moves-on-while-fresh',
  ],
  'You judge a thing by handling it: the weight of a pan, the give of a mattress, the balance of a bike.': [
    'learns-by-handling',
    'judges-by-handling',
  ],
  'Counting hours worked instead of problems solved': ['motion-not-progress'],
  'Confusing motion with progress': ['motion-not-progress'],
  'Deciding before the facts are in': ['decides-before-facts'],
  // From reader's reviews 43 and 44 (stop 66): sentences met beside one that says the same, or its opposite
  'Swap one routine errand for something delightful, like flowers for the hallway or a new route past the river.': [
    'flowers-in-the-room',
  ],
  'Bring a few stems of flowers or leaves into the room you use most, and replace them the day they fade.': [
    'flowers-in-the-room',
  ],
  'You plan your road and then, unlike most planners, you actually walk it.': ['plans-then-does'],
  'read on a Water hand as a mind that catches the detail that changes the answer.': ['catches-the-detail'],
  'You are likely to end up building, almost word for word, the life you first sketched out for yourself.': [
    'second-act',
    'drivers-seat',
    'life-as-sketched',
  ],
  'Fields where the training is long and the standards exacting suit you, from tailoring to actuarial work.': [
    'patient-with-exacting-work',
  ],
  'Clearing one cluttered spot at home will lift your mood more than you expect. Start with the first surface you see each morning, and keep just that one clear.':
    ['tidy-room', 'clears-one-spot'],
  // From my own read of twenty readings side by side (stop 66): steady habits beside a shadow that drops them
  'Your steady habits carry you, your friends enliven you, and your health likes a share of both.': ['keeps-routines'],
  'Your ring finger outreaches your index, a mark palmists read as taste with nerve: you wear the bold color, and it suits you.':
    ['bold-over-safe'],
  'A long palm is read as a fine ear for feeling: you hear the worry under a cheerful reply before anyone explains it.':
    ['absorbs-others-moods'],
  'Someone will bring you an error they have hunted for hours, and you will find it in minutes. Show them how you found it, so the next one is theirs to catch.':
    ['catches-the-error'],
  'You often see where a conversation is heading a few sentences before anyone else, and you wait for it politely.': [
    'mind-runs-ahead',
  ],
  'Turning a vague request into a clear plan': ['idea-into-working-thing'],
  'A free weekend will appear on the calendar, and your first instinct will be to fill it. Leave half of it empty, and let that half decide itself.':
    ['idle-time-restores', 'rest-booked-not-earned', 'quiet-weekend'],
  'A task everyone else finds tedious will land on your desk, and you will quietly enjoy it. Do it well, and make sure the people who matter know who did it.':
    ['enjoys-exacting-work'],
  'Letting a quiet day feel like a wasted one': ['refills-in-calm', 'unplanned-afternoon', 'worth-by-output'],
  'Your heart line runs long across your palm: you love with a long memory and a longer patience.': [
    'novelty-wears-off',
  ],
  "Finishing other people's projects before your own": ['revives-stalled-projects'],
  'Quick to flirt and slow to commit, you enjoy being charmed and still choose with your eyes open.': [
    'slow-to-commit',
  ],
  'You come alive at the start of things: the pitch, the pilot, the opening day.': ['finishes-abandoned-projects'],
  'Answering a rift with an outing, not a talk': ['says-love-out-loud'],
  'Arriving on time, every single time': ['energy-spent-evenly'],
  'Friends and new plans keep your spark lit, and a few unscheduled hours keep it from burning low.': [
    'quiet-evening-restores',
  ],
  'Hiding good news so well nobody can celebrate it': ['shares-plans-with-few'],
  'Your hand says you do your best work by winning people over, so look for roles where bringing others along is the job.':
    ['charm-opens-doors'],
  'Ordering the dish no one can pronounce': ['risk-over-comfort'],
  'Splitting yourself so evenly no one gets enough': ['spreading-so-thin-you'],
  'Spreading so thin you are known for nothing': ['spreading-so-thin-you'],
  'Knowing which questions to ask before the work starts': ['spots-the-flaw', 'early-on-deadlines'],
  'Your notes have notes in their margins, and you can still find any one of them in seconds.': [
    'writes-down-the-method',
  ],
  'Long fingers are read as patience with the fiddly: you will untangle a knot of wires that others would simply cut.':
    ['enjoys-exacting-work'],
  'You would rather take a week and do a thing once than take a day and do it twice.': ['right-not-first'],
  'A day off will arrive with a list attached, most of it written by you. Cross off half of it before the day begins, and leave it crossed off.':
    ['rest-booked-not-earned'],
  'Fingers on the short side of even mark a practical mind: you ask what will work before you ask what would be ideal.':
    ['done-over-perfect'],
  'Blending in when you could stand out': ['boredom-is-the-enemy'],
  'Carrying tension you no longer notice': ['knows-own-limits'],
  'Event work suits your pace: the setup at dawn, the crowd by noon, and the whole thing packed away by dark.': [
    'slow-first-hour',
    'steady-tempo',
  ],
  'Every new face, to you, might be the first page of an adventure.': ['strangers-stories'],
  'Chasing one goal for years without wavering': ['drivers-seat'],
  'Fresh air at some point in each day keeps your mood even, whether it comes from a garden, a balcony or an open window.':
    ['time-outdoors'],
  'Water finds its level, and so do you: give a hard week time, and you come back to yourself.': [
    'setbacks-as-detours',
  ],
  'Leaving the paperwork until it bites': ['paperwork-later'],
  'Clearing a long to-do list without flinching': ['heavy-work-suits'],
  'Write your decision down where you will see it, and let that end the debate.': ['decisions-stay-made'],
  'Instructions written by you are read once and followed, because nothing in them was left to guess.': [
    'writes-down-the-method',
  ],
  'You keep the receipts, the manuals and the spare buttons, and sooner or later each one is needed.': [
    'keeps-keepsakes',
    'keeps-records',
  ],
  'An expert you admire will notice the quality of something you made. Ask them one precise question about their own work, and take notes on the reply.':
    ['enjoys-slow-exacting-work'],
  'Letting a passing mood make a lasting decision': ['feelings-need-time-to-settle'],
  'Good company is catching for you, so fill your free evenings with the friends who send you home lighter.': [
    'overbooked-calendar',
  ],
  'Knowing when something is off before anyone else': ['reads-the-unspoken'],
  'Getting rivals to sit at the same table': ['tact-under-tension'],
  'Holding on to old plans too long': ['one-home-or-many'],
  'Without fanfare, you walk your life step by step toward the place you always intended.': ['second-act'],
  'Your life grows by sensible steps, each one taken once the last has settled.': ['starts-more-than-finishes'],
  'Watch for the habit of postponing joy until everything is perfect.': ['rest-booked-not-earned'],
  'Volunteering to go first when others hang back': ['heaviest-share', 'steps-up-first'],
  'Rebuilding your whole life around a new crush': ['feelings-need-time-to-settle'],
  'Analyzing a joke until it stops being funny': ['picks-apart'],
  'Tidying a plan so long it never leaves the page': ['keeps-polishing', 'finishes-properly'],
  'Waiting for a perfect brief before starting anything': ['waits-for-a-brief', 'starts-new-things'],
  'Freelance and project work suit your flexible will, since each client sets a fresh course and you follow it gladly.':
    ['waits-for-a-brief'],
  'Treating every first date like an audition': ['trust-first-or-last'],
  'Fixing the symptom and skipping the cause': ['cheap-repair'],
  'Saying maybe when you mean no': ['says-no-gracefully'],
  'Brushing off the help you would gladly give others': ['never-asks-for-help'],
  'Retreating when you most need support': ['refuses-support'],
  'Pulling the casing off before understanding the fault': ['skips-the-manual'],
  'You will catch yourself agreeing to three projects because each one looked quick. Keep the one with the nearest finish and return the other two politely.':
    ['yes-to-three'],
  'read on a heart-led hand as thinking best about someone, not something.': ['people-over-data'],
  'read on an Air hand as a life whose horizons open in ideas more than in miles.': ['roams-in-miles'],
  'Choosing the quick fix over the slow habit that works': ['quick-fix-or-doubt'],
  'Doubting a shortcut even after it works': ['quick-fix-or-doubt'],
  'Insisting your method is the only sensible one': ['one-right-method'],
  'Staying neutral so long that people stop asking your view': ['owns-the-call', 'settles-arguments'],
  'On a first date you ask real questions and actually listen to the answers, and by dessert you know whether there will be another.':
    ['real-conversation'],
  'Saving the real conversation for later': ['real-conversation'],
  'Saying yes to an offer you almost turned down': ['yes-before-checking'],
  'Booking rest only once the work runs out': ['rest-waits'],
  'Your home is arranged around what you do: scissors beside the wrapping paper, coats by the door you actually come in by.':
    ['clears-one-spot'],
  'Routine keeps you upright and company keeps you cheerful; skip either for long and you notice.': ['sensible-rhythm'],
  "Hand the two of you a move, a deadline or a broken boiler, and you will split the work without a meeting. Each of you trusts the other's share of the job to get done.":
    ['shares-the-load'],
  'Letting one of you carry the dull jobs for too long': ['shares-the-load'],
  'Both of your thumbs are short, which makes the two of you good at talking things through until everyone is smiling.':
    ['talks-it-through'],
  'You both have short thumbs, which means a quarrel between you rarely lasts past the first apology.': [
    'talks-it-through',
    'quarrels-end-in-apology',
  ],
  'Arguments that circle instead of resolve': ['talks-it-through'],
  'Turning small disagreements into contests': ['talks-it-through'],
  'Pride that gets in the way of apology': ['quarrels-end-in-apology'],
  'You both have long palms, so a quiet sigh across the table is never lost between you.': ['reads-each-other'],
  'Needing patience to translate feelings': ['reads-each-other', 'care-shown-differently'],
  'You are brave in public and harder on yourself in private than anyone would guess.': ['brave-in-public'],
  'Solitary pastimes suit you best for winding down: a jigsaw, a long swim, a notebook and a pot of tea.': [
    'refills-in-quiet',
  ],
  'Keeping your best work where only your team can see it': ['hides-good-work'],
  'Letting the weather decide whether you go out at all': ['warning-as-dare'],
  'A regular rhythm is your ballast and good company your lift, and you keep well with both on board.': [
    'sensible-rhythm',
  ],
  'Hiding needs to keep the peace': ['hides-needs'],
  'Pulling back just as a new closeness starts to feel real': ['opens-by-degrees'],
  'Saying either is fine when one of them is not': ['easy-to-please'],
  'Rallying a team around a fresh start': ['rallies-a-team'],
  'Inspiring a team to aim higher': ['rallies-a-team'],
  "You both have long palms, so you understand each other's silences without asking about them.": ['reads-each-other'],
  'Different ways of showing care': ['care-shown-differently'],
  'Keeping score of who gives more': ['shares-the-load'],
  'Forgetting how much you agree on once a quarrel starts': ['one-quarrel-for-the-whole'],
  'Letting one sore point stand for the whole bond': ['one-quarrel-for-the-whole'],
  'Strong feelings tire you more than long hours do, so after a hard conversation give yourself an hour before the next demand.':
    ['strong-feelings-need-time'],
  'Letting a good conversation end without swapping numbers': ['leaves-without-numbers'],
  'Letting routine stand in for romance': ['keeps-romance-alive'],
  'Small company restores you best: two or three friends and a long walk lift you more than either a crowd or a closed door.':
    ['how-you-recharge'],
  'Neither of you lets the other coast, and that push is what makes this bond worth keeping. Every disagreement you see through to the end leaves you with a clearer view of each other.':
    ['talks-it-through'],
  'You both have square palms: routines and plans come easily to the two of you.': ['shared-rhythm'],
  'Clashing rhythms and priorities': ['shared-rhythm'],
};
