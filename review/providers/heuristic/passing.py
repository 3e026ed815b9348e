"""What a near time drops: the closed table of passing kinds (learn48, issue 31).

A plan or an event said with a near time ("next week", "next month", "by Friday", "in a few
days") was dropped unless a word list of lasting changes (``disclosure.LASTING_CHANGE``) found
a change of life in it, so every change of life nobody had listed yet (a divorce, a
citizenship, a name changed, a career changed, a shift changed) was lost, and each new one
needed its words. Read the other way round, the question is closed: a near time drops only
what is *passing by kind*, one of the kinds below, told by the head of the predicate (its verb,
or the noun a light verb takes) and the shape around it. Everything else — a change of the
user's life, home, work, family or standing — is kept, with its date (``when.ahead``).

================  ===========================================================================
kind              head of the predicate (the user's own rite is never an attended event)
================  ===========================================================================
outing            go or head somewhere (not back to school), go <doing> (camping, bowling),
                  a trip or a day out, take or bring someone somewhere, try a new place,
                  play a game or a sport for a session
visit             visit, see, meet, catch up or hang out with, have people over, call someone,
                  drop or stop by, view or tour a place
show              an event attended, watched or put on (a concert, a game, a party, a wedding
                  of someone else's, a race run), as the object of go to / attend / watch /
                  catch / host / throw / put together / run / join <them> for; someone
                  watched as they graduate, perform or get married; someone celebrated
meal              a meal or a drink had, got, made or gone out for
appointment       an appointment, a check-up, an exam or an interview had or sat, a visit to
                  the dentist, the doctor or the hairdresser, one's hair or teeth seen to
task              one piece of work finished or prepared for (finish the scarf, submit the
                  report, study for the exam); a course of study or treatment finished is a
                  stage of life, not a task
session           one session of a pursuit or of work (practise, read, write, paint, bake,
                  train, work on): a day's doing, whatever the pursuit (read for "tomorrow"
                  and "this weekend", where a plan of the day names one)
rest              a rest, a break, a day off, a lie-in, a film or a series watched
errand            shopping and chores (clean, tidy, fix, paint, mow, wash, pack), pick up or
                  drop off, goods bought or sold (some, a few, gifts, groceries), a thing bought
                  or got unless it is lived in, driven or kept alive (a home, a vehicle, an
                  animal: that is a change of home), a thing shifted, a favour done for
                  someone (help <someone> …, lend a hand), book, renew, return, post
================  ===========================================================================

A bare noun phrase (gone to, had, looked forward to: "the holidays", "a baby shower", "the
dentist", "the zoo") is read by its head noun with the same classes, and a place gone to for a
purpose by the purpose ("the care home to visit my aunt"). The rows are read in this order, the errand last ("I've got a race" is the race, not a thing got).
The table is closed on purpose: a new change of life needs no new row; a row is added only for
a new *kind* of passing thing, and each row is one class of head, not one sentence.

fix28 (review17 Q6, Q13): a near time reads three ways, not two. Keeping everything the table
misses kept every passing plan it had no row for ("dye my hair", "babysit my niece", "work
late", "donate blood tomorrow"), and a change of life the table misread ("go on maternity
leave" as an outing) was dropped. So a near-time clause is read by :func:`change_kind` first —
a change of the user's life told by the *structure* of its head, the closed class below — then
by the table (passing: dropped), and a head that is neither is dropped, as before learn48,
unless ``disclosure.LASTING_CHANGE`` names a change in it. Neither side is an open list: a
passing plan the table misses falls to the unknown head and goes; a change of life the class
misses stays lost as it was before learn48, and is added by its *structure* below.

================  ===========================================================================
change            head of the predicate
================  ===========================================================================
status            become anything; get or be + a participle of standing
                  (married, divorced, engaged, promoted, hired, baptised, naturalised, sworn
                  in, elected …); get one's papers of standing (a green card, a visa, a
                  licence, a degree, a job); marry, propose, graduate, retire, resign, emigrate,
                  relocate, downsize, enlist, come out; a baby had or due, labour gone into;
                  run or stand for an office or a seat; the user's own rite ("my graduation")
work              start or begin a job, a school, a course of study or treatment, a business
                  (or start at or with a place of work named, or as a role); quit, leave or hand in one's notice at
                  a job or a body; step down; change or switch careers, schools, one's name,
                  to another shift; take over a business or a role (not a doing: "the driving"), take on or take a job;
                  go freelance, part-time, full-time, self-employed; retrain or train as;
                  finish a course of study or treatment (a stage of life)
home              move house, abroad, in with, to or into a place; buy, sell, adopt, rescue or
                  foster what is lived in, driven or kept alive, or get a new one, or bring or
                  pick up a new one; rent, sign for, close on or put on the market a home;
                  someone of the household moved in or out ("bring my mom to live with us",
                  "move my dad into sheltered housing"), a child sent to a new school
state             go on or off leave, a diet or a medication; go into business, a profession,
                  rehab, the forces; go to rehab, college, basic training; go back to school or
                  work; live with or in a place; pay off a debt; a place gone to for a
                  purpose that is one of these ("go back to my hometown to take over the farm")
================  ===========================================================================
"""

from __future__ import annotations

from . import lazy_re as re  # patterns compiled on first use (a process's start)

# The subject, its auxiliary and the verbs of planning before the head ("I'm going to …",
# "we're planning on …", "User is looking forward to …").
_LEAD = re.compile(
    r"^(?:(?:i|we|user)(?:'m| am|'re| are| is|'ll| will|'d| would|'ve| have| has|'s)?\s+)?"
    r"(?:(?:also|just|really|finally|actually|definitely|still|all|both|so|super|totally|now|"
    r"probably|officially|gonna|wanna|going to|planning (?:to|on)|plans? to|hoping to|hopes? to|"
    r"wants? to|aiming to|aims? to|intends? to|excited to|thrilled to|stoked to|"
    r"(?:looking|looks|look) forward to|can't wait to|cannot wait to|about to|off to|supposed to|"
    r"scheduled to|due to|set to|got to|have to|has to|need to|needs to|getting ready to|"
    r"busy|currently)\s+)*", re.I)

_DET = r"(?:(?:a|an|the|my|our|his|her|their|some|this|that|another|one|[\w-]+'s)\s+)?"
_MODS = r"(?:[\w'-]+\s+){0,3}?"
# the words before the head noun of a bare noun phrase: no verb of its own, no preposition
_NP_MODS = r"(?:(?!(?:to|for|with|at|in|on|of|into)\b)[\w'-]+(?<!ing)\s+){0,3}?"
# a bare noun phrase (looked forward to, gone to, had) starts with its determiner
_NP_DET = r"(?:a|an|the|my|our|his|her|their|some|this|that|another|one|[\w-]+'s)\s+"
_END = r"(?:s|es)?\b(?!['-])"
_PERSON = (r"(?:(?:my|our|his|her|their|a|an|the|some|\w+'s)\s+(?:[\w-]+\s+){0,2}?"
           r"(?:mom|mum|dad|mother|father|parents?|sister|brother|sibling|cousin|aunt|uncle|niece|"
           r"nephew|grand\w+|son|daughter|kids?|children|family|friends?|folks|in-laws|partner|"
           r"husband|wife|boyfriend|girlfriend|fianc[eé]e?|roommate|flatmate|neighbou?r|coworkers?|"
           r"colleagues?|boss|team|mates?|buddy|buddies|pal|crew|gang|classmates?|students?|"
           r"group|relatives|guests|people)s?|"
           r"(?-i:[A-Z])[\w'-]+|him|her|them|everyone|friends|family|folks|people)")

# Events attended, watched or put on; a rite is one of the user's own only with "my"/"our".
_EVENT = (r"(?:concert|show|gig|game|match|play|musical|movie|film|matinee|opera|ballet|festival|"
          r"fair|exhibition|exhibit|performance|recital|premiere|parade|fireworks|race|"
          r"(?:half-)?marathon|5k|10k|triathlon|tournament|competition|contest|championship|"
          r"conference|convention|expo|talk|lecture|screening|party|parties|wedding|reception|"
          r"reunion|gathering|celebration|get-together|shower|funeral|memorial|ceremony|"
          r"graduation|event|fundraiser|gala|ball|prom|dance|service|open day|open house|"
          r"housewarming|barbecue|bbq|cookout|potluck|picnic|night|meetup|meet-up|tasting|"
          r"class|workshop|lesson|session|rehearsal|practice|gig|sale|auction|drive|"
          r"cleanup|clean-up|tour|retreat|trip|outing|hike|walk|ride|cruise|camp|"
          r"sleepover|playdate|play date|date|day out|night out|getaway|excursion|open mic|"
          r"mic night|jam session|speech|reading|signing|demo)")
_OWN_RITE = re.compile(r"\b(?:my|our)\s+(?:(?![\w-]+['’]s\b)[\w'-]+\s+){0,2}?(?:graduation|wedding|ceremony|christening|"
                       r"baptism|confirmation|ordination|mitzvah|commencement|swearing-in)\b", re.I)
_MEAL = r"(?:breakfast|brunch|lunch|dinner|supper|a meal|meals|coffee|tea|drinks?|a bite|pizza|" \
        r"takeout|takeaway|dessert|ice cream|a curry|sushi|tacos|cocktails|a pint|pints|beers?)"
_APPOINTMENT = (r"(?:appointment|check-?up|consultation|exam|examination|test|quiz|final|interview|"
                r"meeting|call|scan|x-ray|ultrasound|physical|screening|fitting|audition|tryout|"
                r"hearing|shift|haircut|trim|manicure|pedicure|massage|facial|cleaning|filling|"
                r"vaccination|jab|shot|booster|blood test|smear test|eye test|deadline|presentation|"
                r"pitch|review|viva)")
_CARER = (r"(?:the\s+|my\s+|a\s+)?(?:dentist|doctor|doc|gp|vet|hairdresser|barber|optician|"
          r"orthodontist|dermatologist|physio|physiotherapist|chiropractor|mechanic|salon|"
          r"hair salon|nail salon|clinic|hospital for (?:a|my|the) \w+|dmv|bank|post office)")
_WORK_PIECE = (r"(?:essay|paper|report|assignment|homework|coursework|project|presentation|slides|"
               r"draft|chapter|article|taxes|tax return|paperwork|forms?|grading|marking|inventory|"
               r"scarf|sweater|jumper|quilt|mural|painting|puzzle|book|novel|series|season|"
               r"episode|level|shift|list|move)")
# finishing a course of study, training or treatment is a stage of life, not a task
_STAGE = re.compile(r"\b(?:degree|studies|school|college|university|uni|course|program(?:me)?|"
                    r"training|apprenticeship|residency|internship|thesis|dissertation|phd|"
                    r"master'?s|chemo\w*|treatment|therapy|rehab|contract)\b", re.I)
_GOODS = (r"(?:some|a few|a couple of|more|new|fresh|extra|(?:[\w'-]+\s+)?(?:gifts?|presents?|"
          r"groceries|food|snacks|supplies|decorations|flowers|tickets?|cake|card|outfit|dress|"
          r"shoes|clothes|paint|bits|stuff|things|books|plants|toys|ingredients|wine|beer))\b")

# what is bought or got and then lived in, driven or kept alive is a change of home, not goods
#: the nouns of it, for the shape layer's test of a thing got or bought once (learn59)
KEPT_NOUN = (r"(?:house|home|flat|apartment|condo|place|property|cottage|farm|land|plot|car|truck|van|"
             r"motorbike|motorcycle|scooter|bike|boat|camper|caravan|rv|puppy|kitten|pet|dog|cat|"
             r"horse|pony|rabbit|bunny|parrot|hamster|guinea pig|tortoise|turtle|snake|lizard|fish)")
_KEPT_THING = (KEPT_NOUN + r"(?=\s*(?:$|[,.;:!?)]|(?:for|from|in|with|at|on|to|of|near|by|next|this|tomorrow|"
               r"tonight|soon|and|so|but|when|after|before|that|which|named|called)\b))")

_KINDS: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("outing", re.compile(
        # go or head somewhere, but not back to school (education begun is a change)
        r"^(?:go|goes|going|went|head|heads|heading|headed|travel\w*|fly|flying|drive|driving|"
        r"pop|popping|nip|nipping|run|running) (?:back |over |out |down |up |off |round )?"
        r"(?:to|into|out|away|off|on|for)\b"
        r"(?! (?:back )?(?:to )?(?:school|college|university|uni|grad school|law school|med school|"
        r"nursing school|art school|work|live|stay for good)\b)|"
        r"^(?:go|goes|going|went|gone) [a-z]+ing\b|"
        r"^(?:tak|bring|bringing|brought|took|driv|drove|walk|ferry|ferri|accompan|escort)\w* (?!over\b|on\b|up\b|in\b|off\b|part\b|care\b)"
        r"(?:" + _PERSON + r"|(?:some|a few|a|an|the) [\w'-]+(?: [\w'-]+)?)"
        r" (?:[\w'-]+ ){0,2}?(?:to|out|for|on|along|over|round|camping|fishing|hiking|swimming|"
        r"shopping|skating|bowling)\b|"
        r"^(?:tak|hav|go|do|plan)\w* (?:on )?" + _DET + _MODS
        + r"(?:trip|day trip|road trip|day out|night out|outing|getaway|excursion|hike|walk|"
        r"ride|drive|cruise|picnic|staycation|vacation|holiday|break away)" + _END + r"|"
        r"^(?:try|tries|trying|tried|check\w* out) (?:out )?(?:the|a|an|that|this) (?:[\w'-]+ ){0,3}?"
        r"(?:restaurant|caf[eé]|cafe|bar|pub|gym|place|spot|bakery|park|trail|shop|store|"
        r"diner|brewery|museum|market|pool)\b|"
        r"^(?:play|plays|playing|played) (?!in\b|for\b|with\b|on\b|a role\b|my part\b)"
        r"(?:(?:some|a round of|a game of|a few rounds of|a few games of)\s+)?[a-z]+", re.I)),
    ("visit", re.compile(
        r"^(?:visit|visits|visiting|visited|see|sees|seeing|saw|meet|meets|meeting|met|"
        r"catch\w* up with|hang\w* out with|hung out with|spend\w* (?:(?:the|a|some) )?"
        r"(?:day|weekend|evening|afternoon|morning|night|time|week)|"
        r"(?:stop|stopping|stopped|drop|dropping|dropped|pop|popping|popped|swing|swinging) "
        r"(?:by|in|round|over)|drop\w* in on|go(?:ing)? see|come see|"
        r"(?:call|calls|calling|called|phone\w*|ring|ringing|text\w*|facetime\w*|skype\w*|"
        r"video[- ]call\w*) " + _PERSON + r")\b|"
        # a viewing ("tour the new flat my sister found", "look round a house")
        r"^(?:view|tour|look\w* (?:round|around|at)|check\w* out)\w* (?:the|a|an|that|this|some|"
        r"\w+'s) |"
        r"^(?:hav|host)\w* " + _PERSON + r" (?:over|round|around|for|to stay|stay)\b", re.I)),
    ("show", re.compile(
        r"^(?:(?:go\w*|went|head\w*) (?:to|for)|attend\w*|watch\w*|catch\w*|caught|see|seeing|"
        r"hear\w*|host\w*|throw\w*|threw|thrown|put\w* (?:on|together)|organi[sz]\w*|hold\w*|giv\w*|gave|"
        r"held|run\w*|ran|do\w*|did|perform\w* (?:at|in)|play\w* (?:at|in)|compet\w* in|"
        r"enter\w*|take\w* part in|took part in|sign\w* up for|join\w* (?:my|our|\w+'s|the) "
        r"(?:[\w-]+ )?(?:family|friends|parents)(?: for| at)?|"
        r"(?:(?:be|being)|am|is|are) (?:at|in)|join\w* (?:[\w'-]+ ){1,4}?(?:for|at)) "
        + _DET + _MODS + _EVENT + _END + r"|"
        r"^(?:watch|see|seeing|cheer\w* on|hear)\w* " + _PERSON + r" (?:[a-z]+ )?(?:graduate|perform|"
        r"play|sing|dance|race|run|compete|speak|get married|get engaged|walk|swim|skate|"
        r"receive|accept|win|debut|present)\b|"
        r"^(?:celebrat|toast|fete|honou?r|mark)\w* " + _PERSON, re.I)),
    ("meal", re.compile(
        r"^(?:hav|get|got|grab|eat|ate|cook|make|making|made|fix|go\w* (?:out )?(?:for|to)|"
        r"went (?:out )?(?:for|to)|meet\w* (?:\w+ ){0,3}?for|met (?:\w+ ){0,3}?for|"
        r"join\w* (?:[\w'-]+ ){1,4}?for|"
        r"buy\w* (?:\w+ )?|treat\w* (?:\w+ ){0,2}?to)\w* (?:(?:a|an|the|some|our|my|a quick|"
        r"a big|a nice|a late|an early)\s+)?(?:[\w'-]+\s+){0,2}?" + _MEAL + r"\b|"
        r"^(?:eat\w*|dine\w*|dining) out\b|"
        r"^(?:hav|host)\w* " + _PERSON + r" (?:over |round )?for " + _MEAL + r"\b", re.I)),
    ("appointment", re.compile(
        r"^(?:hav|get|got|sit|sat|tak|took|do|did|go\w* (?:in )?for|went (?:in )?for|attend\w*|"
        r"book\w*|go\w* to|went to)\w* " + _DET + _MODS + _APPOINTMENT + r"s?\b|"
        r"^(?:go\w*|went|head\w*|see|seeing|visit\w*) (?:to )?" + _CARER + r"\b|"
        r"^(?:get|gets|getting|got|hav|having|had)\w* (?:my|our|the|a|his|her) (?:[\w'-]+ ){0,2}?"
        r"(?:cut|done|cleaned|checked|fixed|serviced|trimmed|coloured|colored|dyed|styled|"
        r"tuned|inspected|looked at|seen to|x-rayed|tested|scanned|pulled|filled|off|out|removed)\b|"
        r"^(?:dye|dyeing|dyed|cut|cutting|trim|colou?r|shav|styl|wax)\w* (?:my|our) (?:hair|beard|nails)\b", re.I)),
    ("task", re.compile(
        r"^(?:submit|hand in|turn in|send off|write up|file)\w* (?:(?:a|an|the|my|our|this|that|"
        r"these|those|some)\s+)?(?:[\w'-]+\s+){0,3}?" + _WORK_PIECE + r"s?\b|"
        r"^(?:finish|complete|wrap up|get through)\w* (?:up )?(?:(?:a|an|the|my|our|this|that|these|"
        r"those|some|all the|all my)\s+)|"
        r"^(?:stud|revis|prep|prepar|practi[cs]|rehears|train|cram|get\w* ready)\w* (?:up )?for\b|"
        r"^(?:finish|complete|wrap up|get through)\w* (?:it|this|that|them|everything|up)\b", re.I)),
    ("session", re.compile(
        # one session of a pursuit or of work: the day's, whatever the pursuit
        r"^(?:practi[cs]|rehears|read|reread|writ|wrote|draw|drew|sketch|paint|knit|crochet|sew|"
        r"bak|cook|garden|work\w* (?:on|out|late|from home)|worked|train|stud|jog|swim|swam|"
        r"meditat|journal|play|jam|record|edit|shoot|film|hik|rid|rode|bik|cycl|climb|ski|surf|skat|"
        r"danc|fish|camp|kayak|sail|golf|run|ran|lift|stretch|volunteer|"
        r"do (?:some|a bit of|a little)|get (?:some|a bit of) \w+ done|catch\w* up on|finish\w* up)\w*\b", re.I)),
    # fixlearn14: "rest" is a word, not a stem ("restored a motorbike", "restocked the shop",
    # "restarted the server" are no rest)
    ("rest", re.compile(
        r"^(?:relax|rest(?=s?\b|ed\b|ing\b)|chill|unwind|recharge|nap|sleep|slept|lie in|lay low|lie low|go to bed|"
        r"take it easy|do nothing|binge|veg out)\w*\b|"
        r"^(?:tak|took|hav|get|got|enjoy|book)\w* (?:a|an|the|some|my|our|a few|a couple of)\s+"
        r"(?:[\w'-]+\s+){0,2}?(?:day|days|afternoon|morning|evening|week|time|night) off\b|"
        r"^(?:tak|took|hav|need)\w* (?:a|an|some) (?:[\w'-]+\s+)?(?:break|breather|nap|rest|"
        r"lie-in|day)\b|"
        r"^(?:watch|stream|binge)\w* (?:a|an|the|some|that|this) ", re.I)),
    ("errand", re.compile(
        r"^(?:shop|shops|shopping|shopped|run\w* (?:some |a few |a couple of )?errands?|"
        r"do\w* (?:the |some |my |our )?(?:laundry|dishes|washing|shopping|groceries|grocery run|"
        r"chores|housework|taxes|paperwork|yard ?work|gardening|school run|errands?)|"
        r"pick\w* up|picked up|drop\w* off|collect\w*|return\w*|fetch\w*|grab\w*|"
        r"(?:re)?(?:clean|tidy|tidies|tidied|vacuum|hoover|mop|dust|declutter|clear|sort|"
        r"organi[sz]|fix|repair|paint|mow|wash|pack|unpack|weed|rake|shovel|decorat|"
        r"wrap|bake|assemble|put up|set up the)\w*(?: (?:out|up))?|"
        r"(?:buy|buys|buying|bought|order\w*|get|gets|getting|got|pick\w* out|sell|sells|selling|"
        r"sold) " + _GOODS + r"|"
        # a thing bought or got, unless it is lived in, driven or kept alive (below)
        r"(?:buy|buys|buying|bought|order\w*|get|gets|getting|got|pick\w* out) "
        r"(?:(?:my|our|his|her|their|\w+'s) [\w-]+ )?(?:a|an|another|a new|some|a few|a couple of) (?!(?:[\w'-]+\s+){0,3}?" + _KEPT_THING + r")|"
        # fixlearn13: a thing of one's own upgraded or replaced is a new one bought: the day's
        # unless it is lived in, driven or kept alive (below), or said to what ("… to Fedora")
        r"(?:upgrad|replac)(?:e|es|ed|ing) (?:my|our) (?!(?:[\w'-]+\s+){0,3}?" + _KEPT_THING + r")"
        r"(?!(?:[\w'-]+\s+){1,3}?(?:to|with)\b)|"
        r"help\w* (?:out )?" + _PERSON + r"|help\w* out\b|lend\w* (?:" + _PERSON + r" )?a hand\b|"
        r"(?:book|renew|cancel|post|mail|send|ship|pay)\w* (?:off )?[\w'-]+|"
        # a thing shifted ("move the couch into the garage"), not oneself or one's household
        r"(?:move|moving|moved|carry\w*|carried|shift\w*|haul\w*|lug\w*) (?:the|a|an|some|"
        r"those|these|that|this|all the)\b)", re.I)),
)
# A noun phrase looked forward to or gone to with no verb of its own ("… to the holidays").
_BREAK = re.compile(r"^(?:(?:christmas|xmas|thanksgiving|easter|halloween|new year'?s?)\b|" + _NP_DET + _NP_MODS + r"(?:holidays?|vacation|break|weekend|long weekend|"
                    r"summer|winter|spring|autumn|fall|christmas|xmas|thanksgiving|easter|"
                    r"new year'?s?|birthday|anniversary|day off|time off|half-term|half term))\b", re.I)
_OUTING_PLACE = (r"(?:beach|park|zoo|museum|aquarium|gallery|movies|cinema|theat(?:er|re)|pub|bar|"
                 r"club|mall|gym|pool|spa|lake|mountains|woods|forest|countryside|coast|seaside|"
                 r"market|farmers'? market|fair|circus|carnival|arcade|bowling alley|amusement park|"
                 r"theme park|water park|cabin|cottage|campsite|library|shops|store|supermarket)")
_NP_EVENT = re.compile(r"^" + _NP_DET + _NP_MODS + r"(?:" + _EVENT + r"|" + _APPOINTMENT + r")" + _END, re.I)
_NP_PLACE = re.compile(r"^(?:" + _CARER + r"|(?:the|a|an|our|my)\s+" + _NP_MODS + _OUTING_PLACE + r")\b", re.I)
# a doing begun: the doing is what is begun ("start packing", "start volunteering")
_BEGIN_DOING = re.compile(r"^(?:start|starts|starting|started|begin|begins|beginning|began)\s+(?=[a-z]+ing\b)",
                          re.I)
# a place gone to for a purpose: the purpose says what the going is
_GONE_TO_DO = re.compile(r"^(?:the|a|an|my|our|his|her|their|[\w-]+'s)\s+(?:[\w'-]+\s+){0,3}?to "
                         r"(?P<doing>[a-z].*)$", re.I)
# a light verb before the noun phrase ("I've got a race", "we have a big reunion")
_LIGHT = re.compile(r"^(?:(?:have|has|'ve|'s) got|got|have|has|having|had|there's|there is|"
                    r"it's|is|are)\s+", re.I)


# --- fix28: a change of the user's life, by the structure of its head (the second table above) --
# the thing of a change ends its phrase ("a job", not "a job interview"; "school", not "school
# shopping"): the end, a mark, a time, or a word that starts no compound noun
_ENDS = (r"(?=\s*(?:$|[,.;:!?)]|(?:for|from|in|with|at|on|to|of|near|by|next|this|tomorrow|tonight|"
         r"soon|and|so|but|when|after|before|that|which|as|again|full-time|part-time)\b))")
_STANDING = (r"(?:married|divorced|engaged|separated|promoted|hired|baptized|baptised|christened|"
             r"confirmed|ordained|naturali[sz]ed|certified|licensed|qualified|sworn in|elected|"
             r"discharged|pregnant|sober)")
_PAPERS = (r"(?:green card|citizenship|visa|residency|work permit|licen[cs]e|degree|diploma|"
           r"certificate|certification|phd|doctorate|masters?|master's|promotion|tenure|job|"
           r"position|post|role|place at (?:college|university|uni)|divorce|separation|annulment)")
_JOB = (r"(?:job|work|school|college|university|uni|degree|course|program(?:me)?|position|post|role|"
        r"career|internship|apprenticeship|residency|training|phd|masters?|master's|chemo\w*|"
        r"therapy|treatment|medication|meds|diet|business|company|practice|family|transition|"
        r"retirement|leave)")
_BODY = (r"(?:job|work|position|post|role|company|firm|team|band|army|navy|military|air force|"
         r"school|college|university|uni|course|program(?:me)?|church|husband|wife|partner|"
         r"boyfriend|girlfriend|marriage|country|city|town)")
# where a job is begun ("starting at the clinic tomorrow")
_WORKPLACE = (r"(?:clinic|hospital|school|firm|company|bank|office|restaurant|bakery|store|shop|agency|"
              r"studio|lab|practice|startup|factory|warehouse|hotel|café|cafe|salon|garage|library|"
              r"university|college|council|paper|magazine|charity|nursery|surgery|pharmacy)")
_HOME = r"(?:house|home|flat|apartment|condo|place|property|cottage|farm)"
_ON_OFF = (r"(?:(?:my|the|a|an|some|his|her|their|our) )?(?:[\w-]+ )?(?:leave|diet|pill|birth control|"
           r"antidepressants|medication|meds|hormones|hrt|insulin|blood thinners|statins)")
_INTO = (r"(?:business|partnership|politics|teaching|nursing|medicine|law|the ministry|the priesthood|"
         r"the (?:army|navy|military|air force|marines)|the (?:family )?business|rehab|treatment|"
         r"recovery|remission|retirement|labou?r)")
_LIFE_PLACE = (r"(?:rehab|basic training|boot camp|college|university|uni|grad school|law school|"
               r"med(?:ical)? school|nursing school|art school|boarding school|seminary)")
_OFFICE = (r"(?:office|election|re-?election|mayor|president|presidency|governor|senate|congress|"
           r"parliament|council|board|seat|chair|treasurer|secretary|sheriff|councill?or|"
           r"alderman|delegate|representative)")
_CHANGES: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("status", re.compile(
        r"^(?:becom\w*|became) |"
        r"^(?:get|gets|getting|got|gotten|be|being) (?:(?:officially|finally|legally) )?" + _STANDING + r"\b|"
        r"^(?:get|gets|getting|got) (?:(?:my|our|a|an|the) )?(?:[\w'-]+ )?" + _PAPERS + _ENDS + r"|"
        r"^(?:marr\w*|graduat\w*|retir\w*|resign\w*|emigrat\w*|immigrat\w*|relocat\w*|downsiz\w*|"
        r"enlist\w*|elop\w*)\b|"
        r"^propos\w*(?! (?:a|an|the|some|that|this|changes?|ideas?|plans?)\b)|"
        r"^(?:come|comes|coming|came) out (?:to|as)\b|"
        r"^(?:hav\w*|had) (?:a|my|our|the|their) baby\b|^giv\w* birth\b|^due\b(?! (?:to|for|back)\b)|"
        # learn80: a child on the way ("expecting a baby girl in May", "expecting our second child")
        r"^expect\w* (?:(?:a|our|my|their|his|her) )?(?:[\w-]+ )?(?:baby|child|twins|triplets)\b|"
        r"^(?:go|goes|going|went) into labou?r\b|"
        r"^(?:run\w*|ran|stand\w*|stood) for (?:(?:the|a|my|our|local|city|town|county|state|student|"
        r"school|public) )*(?:[\w-]+ )?" + _OFFICE + r"\b", re.I)),
    ("work", re.compile(
        r"^(?:start|starts|starting|started|begin|begins|beginning|began) (?:(?:my|a|an|the|our|his|"
        r"her) )?(?:[\w'-]+ ){0,3}?" + _JOB + _ENDS + r"|"
        r"^(?:start|starts|starting|started|begin|begins|beginning|began) (?:(?:work|a new job|my new job) )?"
        # a new place of work named, or a role ("starting at 9", "with the kitchen" are no job)
        r"(?:at|with) (?:(?:the|a|an) )?(?:(?-i:[A-Z])[\w'-]*|(?:[\w-]+ )?" + _WORKPLACE + r")" + _ENDS + r"|"
        r"^(?:start|starts|starting|started|begin|begins|beginning|began) (?:out )?as (?:a|an|the) |"
        r"^(?:quit|quits|quitting) (?:my |our |the |a |his |her |their )?(?:[\w-]+ ){0,2}?" + _BODY + _ENDS + r"|"
        r"^(?:leav\w*|left) (?:my|our|the) (?:[\w-]+ ){0,2}?" + _BODY + _ENDS + r"|"
        r"^hand\w* in (?:my|our|the|a) (?:notice|resignation)\b|^(?:step\w*|stepped) down\b|"
        r"^(?:chang|switch)\w* (?:(?:careers?|jobs?|schools?|majors?|teams?|shifts?|sides|"
        r"(?:my|our) (?:[\w-]+ )?(?:career|job|major|name|degree|school|shift|gender|religion|"
        r"citizenship|surname|last name))\b|to (?:the |a |an )?)|"
        r"^(?:tak\w*|took) over (?:as |(?:my|our|the|his|her|their|[\w-]+'s) (?![\w-]+ing\b))|"
        r"^(?:tak\w*|took) (?:on )?(?:a|an|the|my) (?:new |second |full-time |part-time |[\w-]+ )?"
        r"(?:job|position|post|role)" + _ENDS + r"|"
        r"^accept\w* (?:a|an|the|their|that) (?:[\w-]+ ){0,2}?(?:job|offer|position|post|role|place)\b|"
        r"^(?:go|goes|going|went|gone) (?:freelance|part-time|full-time|self-employed|solo|independent|"
        r"back to (?:school|college|university|uni|work|studying|my (?:old )?job))\b|"
        r"^(?:retrain\w*|re-?skill\w*|train\w* (?:up )?as|qualif\w* as)\b|"
        r"^(?:finish|complet)\w* (?:up )?(?:my|our|the|a|an) (?:[\w-]+ ){0,2}?" + _STAGE.pattern + r"", re.I)),
    ("home", re.compile(
        r"^(?:mov(?:e|es|ed|ing)) (?:house|home|abroad|out|away|back|in with|in together|in|to|into|"
        r"across|over to|cities|countries|states)\b(?! (?:the|a|an|this|that|some|those|these) "
        r"(?:[\w'-]+ )?(?:couch|sofa|table|desk|bed|boxes|furniture|piano|car)\b)|"
        r"^(?:bu(?:y|ys|ying)|bought|sell\w*|sold|adopt\w*|rescu\w*|foster\w*) (?:(?:a|an|my|our|"
        r"the|their|his|her|another) )?(?:[\w'-]+ ){0,2}?" + _KEPT_THING + r"|"
        r"^(?:get|gets|getting|got) (?:a|an|another|(?:a|my|our) (?:new|first|own)) (?:[\w'-]+ ){0,2}?"
        + _KEPT_THING + r"|"
        r"^(?:upgrad|replac)(?:e|es|ed|ing) (?:my|our) (?:[\w'-]+ ){0,2}?" + _KEPT_THING + r"|"
        r"^(?:pick\w* up|collect\w*|bring\w* home|brought home) (?:my|our|the) (?:new|first) "
        r"(?:[\w'-]+ ){0,2}?" + _KEPT_THING + r"|"
        r"^rent\w* (?:a|an|my|our|the) (?:[\w'-]+ ){0,2}?" + _HOME + r"\b|"
        r"^sign\w* (?:a|the|our|my) (?:[\w-]+ )?(?:lease|mortgage|papers for (?:a|my|our|the) "
        r"(?:new )?" + _HOME + r")\b|"
        r"^clos\w* on (?:a|the|my|our) (?:new )?" + _HOME + r"\b|"
        r"^put\w* (?:my|our|the) " + _HOME + r" (?:up )?(?:on the market|up for sale)\b|"
        r"^(?:tak\w*|took|bring\w*|brought|send\w*|sent|mov\w*) " + _PERSON
        + r" (?:back )?(?:[\w'-]+ ){0,2}?to live\b|"
        r"^mov\w* " + _PERSON + r" (?:into|in with|out of)\b|"
        r"^(?:send\w*|sent|put\w*|enrol\w*|enroll\w*) " + _PERSON + r" (?:to|in|into) (?:a |an |the )?"
        r"(?:new|boarding|private|public|another|different) (?:[\w-]+ )?(?:school|nursery|daycare|"
        r"day care|preschool|kindergarten|college|university)\b", re.I)),
    ("state", re.compile(
        r"^(?:go|goes|going|went|gone|com\w*|came) (?:on|off) " + _ON_OFF + r"\b|"
        r"^(?:go|goes|going|went|gone|head\w*) into " + _INTO + r"\b|"
        r"^(?:go|goes|going|went|gone|head\w*) (?:off |away )?to " + _LIFE_PLACE + r"\b|"
        + _LIFE_PLACE + r"\b|"
        r"^liv(?:e|es|ing) (?:with|abroad|in (?:a|an|my|our|the) (?:[\w-]+ )?(?:own|new)\b)|"
        r"^pay\w* off (?:my|our|the|all (?:of )?(?:my|our)) (?:[\w-]+ ){0,2}?(?:loans?|mortgage|debts?|"
        r"credit cards?|car|house|overdraft)\b", re.I)),
)
# a place gone to for a purpose: the purpose says whether the going changes a life
_GONE_FOR = re.compile(r"^(?:go|goes|going|went|head\w*|fly\w*|flew|travel\w*|mov\w*)"
                       r"(?: (?:back|home|off|over|out|down|up))? (?:to )?(?:[\w'-]+ ){1,4}?to "
                       r"(?P<doing>[a-z].*)$", re.I)


def change_kind(clause: str) -> str | None:
    """The change of the user's life (the second table above) the head of ``clause`` is ("I'm
    going on maternity leave next month" → "state"), or None when its head is none of them."""
    head = _LEAD.sub("", clause.strip()).strip()
    if not head:
        return None
    if _OWN_RITE.search(head):
        return "status"   # the user's own graduation or wedding: a change of status, not attended
    for kind, pattern in _CHANGES:
        if pattern.search(head):
            return kind
    if (gone := _GONE_FOR.match(head)) and change_kind(gone["doing"]):
        return change_kind(gone["doing"])   # "go back to my hometown to take over the farm"
    return None


def passing_kind(clause: str, *, of_a_day: bool = False) -> str | None:
    """The passing kind of the table above that ``clause`` is ("I'm visiting my aunt next week"
    → "visit"), or None when it is none of them: then a near time does not make it passing.
    ``of_a_day``: said with "tomorrow" or "this weekend", where a session counts too."""
    head = _LEAD.sub("", clause.strip()).strip()
    if not head:
        return None
    if change_kind(head):
        return None   # fix28: a change of life by its head ("go on maternity leave" is no outing)
    if begun := _BEGIN_DOING.match(head):
        # "start packing tomorrow": the packing is the head. fix28 (review17 Q24): with a time
        # further off a doing begun is a routine begun ("start seeing a therapist next week",
        # "start going to church next month"), passing only when it is one job of work begun
        # (an errand or a task: "start packing next week")
        doing = passing_kind(head[begun.end():], of_a_day=of_a_day)
        return doing if of_a_day or doing in ("errand", "task") else None
    for kind, pattern in _KINDS:
        if kind == "session" and not of_a_day:
            continue   # "study abroad next month", "train as a nurse": a pursuit, not a session
        if found := pattern.search(head):
            if kind == "task" and _STAGE.search(head[found.start():]):
                continue
            if kind == "outing" and re.match(r"^(?:go|goes|going|went) (?:back )?to \w+ing\b", head, re.I):
                continue   # "going to start …": a plan's verb, read by the head after it
            return kind
    noun = _LIGHT.sub("", head)
    if (purpose := _GONE_TO_DO.match(noun)) and (
            doing := passing_kind(purpose["doing"], of_a_day=of_a_day)):
        return doing   # "the care home to visit my aunt": the visit
    if _BREAK.match(noun):
        return "rest"
    if _NP_EVENT.match(noun):
        return "show"
    if _NP_PLACE.match(noun):
        return "outing"
    return None
