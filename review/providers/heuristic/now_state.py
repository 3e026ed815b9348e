"""A state of now by kind (prec14, issue 31): what holds this week only by what it is.

The sealed report samples' false entries that USER.md held until upkeep moved them out are
largely passing states. `fleeting.py` reads a state of now by its aspect or a bound said with
it ("for a week", "While I'm …"); these are passing by the kind of the predicate alone, with no
bound said, so nothing there catches them and they went live as lasting facts ("User is on
crutches.", "User's car is in the shop."). Each shape below (our own sentences) is a state
that ends by its nature within weeks:

- **a place or an aid of a mending or a pause**: in the hospital, in a cast or a sling (or one
  had: "I've got a cast on my arm"), on crutches, on bed rest, on antibiotics, on the mend; in the shop (a thing being repaired); on
  leave, on holiday or vacation, on a school's break ("My kids are on summer break"); a break
  from a pursuit with no bound ("I'm taking a break from gigging") may last, and stays (prec13);
- **a recovery** from a minor ailment: recovering from or getting over a cold, a bug, a sprain
  ("I'm recovering from a sprained wrist"; a surgery is months, and stays, learn40); a rehab or physio regimen ("I'm doing my rehab", "I go to physio twice a week": it
  lasts as long as the injury does);
- **a stay**: a guest staying with the user, the user staying with someone or somewhere, or
  minding another's home or pet ("My sister is staying with me", "I'm house-sitting");
- **where one is this hour** (fix47): asleep, awake, at work, in bed, outside, home, with
  "now" or alone ("My dog is asleep now" was "User's dog is asleep.": the dating step cut "now");
- **where one is this week**: at the vet's, on the train, away on business, out of town, at
  one's people's or visiting them, revising for one's exams (not a standing's test: "the bar
  exam" stays), packing for a move; said as a habit
  ("I'm at my gran's every Sunday") it is a habit and stays;
- **a run, a strain or a stage of now**: a lot on one's plate, on a roll or a winning streak, behind on or catching up
  on a thing, under a lot of pressure, going through a phase, on a health kick, doing a juice
  cleanse, sorting out one's taxes (prec15); one of the user's people working on
  their mood ("My boss is driving me up the wall"); a stage of a growing thing ("My lilies are
  budding", "My puppy is teething");
- **a thing of the moment** (review30 R11): a flat tyre, a meeting "in ten minutes", tickets
  for one occasion, a staple run out ("I'm out of milk"); season tickets, "out of work" and
  "out of shape" stay; time left before a thing ("I have two weeks to finish my thesis",
  review44);
- **a short illness by its name**: a cold, the flu, chickenpox, a stomach bug, of the user or
  one of theirs ("My son has chickenpox"); a lasting condition ("has asthma") is not one.
  Session 29 (fixlearn16, issue 31's named bug 8, a state realised in the present: "I just found
  out I have a cavity" was "User has a cavity."): a small complaint of days is one too (a cavity,
  a toothache, a hangover, a blister, a rash), and a staple run low ("I'm low on gas") is run
  out as "out of" is.

Said old ("always", "since …", "for years") or bounded by an end the entry keeps ("until
March", "for the winter": learn72's bound kept), the state is not read here: a wheelchair for
years is the user's life, and a leave "until March" is kept with its end. The subject is the user (I, we) or one of theirs ("my mum",
"our car"); a state said of a kind the user is ("I'm a recovering addict", "I'm in recovery")
is no recovery from an injury and is not read. Lasting twins stay: "I work in a hospital", "I'm
in a band", "I'm on the school board", "I'm on medication for my asthma", "I'm on painkillers for my arthritis" (a medicine or a
regimen for a lasting condition, review30 R14), a parental leave (months, as a surgery's
recovery), "I have a physio practice", a brace on one's teeth (worn for
years).
"""

from __future__ import annotations

from . import lazy_re as re  # patterns compiled on first use (a process's start)

# a minor ailment, over in days or weeks: a cold, a bug, a sprain (a surgery or an illness of no
# such name is recovered from over months, and stays: learn40's "recovering from knee surgery")
_MINOR = (r"(?:(?:a|an|the|my|this|that)\s+)?(?:(?:bad|nasty|heavy|horrible|awful|mild|slight|high|minor)\s+)?"
          r"(?:cold|flu|fever|bug|stomach bug|tummy bug|virus|chest infection|ear infection|sore throat|cough|covid|"
          r"sprain|(?:sprained|twisted|pulled|strained|bruised|jammed|stubbed)\s+[\w-]+|"
          # prec29 (MSC per-turn dev): a shock or a hangover is over in days as a cold is
          r"shock|jet ?lag|hangover)\b")
# the user, or one of theirs, and a present (or perfect) "be": "I'm", "we've been", "my mum is"
_SUBJECT_BE = (r"^(?:(?:i|we)(?:'m|'re| am| are|'ve been| have been)|(?:my|our)\s+(?:[\w'-]+\s+){1,3}?"
               r"(?:is|are|'s|has been|have been))\s+(?:(?:still|currently|now|just|also|both|stuck)\s+)*")
_PLACE_OF_MENDING = (r"(?:in\s+(?:the\s+)?(?:hospital|ICU|intensive care|A&E|ER|emergency room|shop|repair shop)|"
                     r"in\s+(?:a|my|an)\s+(?:[\w'-]+\s+)?(?:cast|sling|brace|splint|walking boot)|"
                     r"on\s+(?:crutches|bed rest|antibiotics|painkillers|a drip|the mend)|"
                     r"on\s+(?:(?:sick|medical|compassionate|unpaid)\s+)?leave|"
                     r"on\s+(?:(?:a|my|our|their|his|her)\s+)?(?:(?:summer|spring|winter|christmas|easter|half-term|"
                     r"school|short|little|quick|well-earned)\s+)?(?:holidays?|vacation)|"
                     r"on\s+(?:(?:their|his|her|my|our)\s+)?(?:summer|spring|winter|christmas|easter|half-term|school)\s+break|"
                     r"(?:recovering|healing|convalescing)\s+(?:from|after)\s+" + _MINOR + "|getting over\\s+" + _MINOR + "|"
                     r"(?:staying|crashing|living temporarily)\s+(?:with|at\s+(?!home\b))|(?:house|pet|dog|cat|plant)[- ]?sitting\b|"
                     r"doing\s+(?:my|some|daily|regular)?\s*(?:rehab|physio(?:therapy)?|physical therapy)\b)")
_BE_MENDING = re.compile(_SUBJECT_BE + _PLACE_OF_MENDING, re.I)
# an aid of a mending had: "I've got a cast on my arm", "I have stitches in my chin"
_AID_HAD = re.compile(r"^(?:i|we)(?:'ve got| have got|'ve| have| got)\s+(?:(?:still|just|also)\s+)*(?:(?:a|an|my)\s+)?"
                      r"(?:[\w'-]+\s+)?(?:cast|sling|splint|walking boot|stitches)\b", re.I)
# a regimen of mending in the simple present: "I do my rehab", "I go to physio twice a week"
_REGIMEN = re.compile(r"^(?:i|we)\s+(?:(?:still|also|now|just)\s+)*(?:do|go to|have|attend|started|start)\s+"
                      r"(?:my\s+(?:[\w'-]+\s+)?|(?:some|daily|regular|weekly)\s+)?(?:rehab|physio(?:therapy)?|"
                      r"physical therapy)\b", re.I)
# where one is this week: at the vet's, on the train, away on business, out of town, at one's
# people's, visiting them, readying for a move or an exam ("My husband is away on business", "I'm
# at my gran's", "I'm studying for my finals"); said as a habit it is a habit ("I'm at my gran's
# every Sunday", "I'm on the road a lot")
_WHEREABOUTS = re.compile(_SUBJECT_BE + r"(?:at\s+the\s+(?:vet|vets|vet's|doctor's|dentist|dentist's|mechanic's)\b|"
                          r"on\s+(?:the|a)\s+(?:train|bus|plane|flight|ferry)\b|away\s+on\s+(?:business|a\s+trip|a\s+work\s+trip)\b|"
                          r"out\s+of\s+town\b|at\s+(?:my|our)\s+(?:[\w-]+\s+){0,2}?[\w-]+'s(?:\s+(?:place|house|flat))?\s*[.!]?$|"
                          r"visiting\s+(?:my|our)\s+(?:[\w'-]+\s+)?(?:mom|mum|dad|parents|folks|family|gran\w*|grand\w+|nan|"
                          r"aunt\w*|uncle|cousins?|sister|brother|in-laws|son|daughter|kids)\b|"
                          r"(?:studying|revising|cramming)\s+for\s+(?:(?:my|the|our)\s+)?(?:finals|exams|tests|midterms)\b|"
                          r"packing\s+(?:up\s+)?for\b|"
                          # fix47 (review47's find 2): where one is this hour or whether one
                          # sleeps, the predicate alone or with "now" ("My dog is asleep now",
                          # "My husband is at work now", "The kids are outside"): the dating
                          # step cut "now" and the hour's state was kept as lasting. Words that
                          # also say a lasting change ("up", "out", "back": rent up, a book out)
                          # are not read; said as a habit ("outside a lot") it stays
                          r"(?:asleep|awake|outside|inside|upstairs|downstairs|away|(?:at\s+)?home|at\s+work|"
                          r"at\s+the\s+(?:office|gym)|in\s+bed|in\s+the\s+shower|on\s+the\s+phone)"
                          r"(?:\s+(?:now|right\s+now|at\s+the\s+moment))?\s*[.!]?$)", re.I)
_HABIT = re.compile(r"\b(?:every|each|often|usually|always|a lot|most|regularly|weekly|whenever)\b", re.I)
# a short illness of the user's or of one of theirs, by its name ("My son has chickenpox", "I've
# got a stomach bug"); a lasting condition ("has asthma", "has diabetes") is not one
# (fixlearn16: also said with where it is, "a cavity in my molar", "a rash on his arm")
_ILLNESS = (r"(?:a\s+|the\s+)?(?:(?:bad|nasty|heavy|horrible|awful|mild|slight|high)\s+)?(?:cold|flu|fever|chickenpox|"
            r"measles|stomach bug|tummy bug|bug|virus|ear infection|chest infection|sore throat|cough|covid|norovirus|"
            r"cavity|toothache|hangover|blister|splinter|sunburn|rash|stye|cold sore)"
            r"(?=\s*(?:[.!,;]|$)|\s+(?:and|again|now|right now|at the moment|this week|today|so|but)\b|"
            r"\s+(?:in|on)\s+(?:my|his|her|their|our)\s+(?:[\w-]+\s+)?[\w-]+\s*(?:[.!,;]|$))")
_ILL_NOW = re.compile(r"^(?:(?:i|we)(?:'ve got| have got| have|'ve|'re down with| am down with|'m down with)|"
                      r"(?:my|our)\s+(?:[\w'-]+\s+){1,2}?(?:has|have|has got|have got|is down with|'s got))\s+"
                      r"(?:(?:still|just|also)\s+)*" + _ILLNESS, re.I)
# fix48 (fix47's left): the same short illness said with where it keeps one ("My son is at home
# with the flu", "I'm in bed with a fever", "she's off school with a cough"): the illness passes
# and the whereabouts with it; company after "with" ("at home with the kids") is no illness
_LAID_UP_WITH = re.compile(_SUBJECT_BE + r"(?:(?:at\s+)?home|in\s+bed|off\s+(?:work|school|sick)|laid\s+up|"
                           r"sick|ill)\s+with\s+" + _ILLNESS, re.I)
# a run, a streak or a strain of the moment: on a roll, on a winning streak, behind on, catching up
# on, under a lot of pressure, going through a phase ("I'm on a roll with my essays"); "going
# through a divorce" is a change of a life and is not read
_RUN_OF_NOW = re.compile(_SUBJECT_BE + r"(?:on\s+a\s+(?:(?:winning|losing|hot|lucky|cold|good|bad)\s+)?(?:roll|streak|run)\b|"
                         r"behind\s+on\b|catching\s+up\s+on\b|under\s+(?:a\s+lot\s+of|so\s+much|some|lots\s+of|a\s+bit\s+of)\s+"
                         r"(?:pressure|stress|strain)\b|going\s+through\s+(?:a|another)\s+(?:[\w'-]+\s+)?(?:phase|patch|spell|stage)\b|"
                         # prec15: a kick, a cleanse or a fast of now, the year's paperwork
                         # sorted out ("I'm on a health kick", "I'm doing a juice cleanse", "I'm
                         # sorting out my taxes"); a diet kept for years is said with its span
                         r"on\s+(?:a\s+(?:bit|little)\s+of\s+)?(?:a|an|another|this|my)\s+(?:[\w'-]+\s+)?kick\b|"
                         r"doing\s+(?:a|an|another|this|my)\s+(?:[\w'-]+\s+)?(?:cleanse|detox|fast)\b|"
                         r"sorting\s+out\s+(?:my|our|the)\s+(?:[\w'-]+\s+)?(?:taxes|tax\s+return|paperwork|"
                         r"visa|insurance|bills|accounts)\b)", re.I)
# one of the user's people or things working on the user's mood ("My boss is driving me up the
# wall", "the kids are wearing me out"): the week's temper, not a fact about either
_ON_MY_NERVES = re.compile(r"^(?:my|our)\s+(?:[\w'-]+\s+){1,3}?(?:is|are|'s|'re|has been|have been)\s+(?:(?:really|so|just|totally)\s+)*"
                           r"(?:driving\s+(?:me|us)\s+(?:crazy|nuts|mad|insane|bonkers|up the wall|round the bend)|"
                           r"(?:stressing|wearing|tiring|freaking|bumming|grossing)\s+(?:me|us)\s+out|getting\s+on\s+(?:my|our)\s+nerves)", re.I)
# a load of now: "I've got a lot on my plate", "we have so much going on"
_LOAD_OF_NOW = re.compile(r"^(?:i|we)(?:'ve got| have got|'ve| have)\s+(?:(?:just|really|still|also)\s+)*"
                          r"(?:a lot|so much|loads|tons|a ton|plenty|too much|a fair bit)\s+"
                          r"(?:on\s+(?:my|our)\s+plate|going on)\b", re.I)
# review30 R11: a thing of the moment had or run out of: a flat tyre, a meeting "in ten minutes",
# tickets for one occasion, a staple run out ("I'm out of milk"); season tickets, "out of work"
# and "out of shape" are no such thing
_HAD_THIS_HOUR = re.compile(
    r"^(?:i|we|my\s+[\w'-]+|our\s+[\w'-]+)(?:'ve got| have got|'ve| have| has| got|'s got)\s+(?:(?:just|also|still)\s+)*"
    r"(?:(?:a|another)\s+(?:flat\s+(?:tire|tyre)|puncture|dead\s+battery)\b|"
    r"(?:a|an|my|our)\s+(?:[\w'-]+\s+){0,2}?[\w'-]+\s+in\s+(?:a\s+few|a\s+couple\s+of|half\s+an|an|\d+|two|three|"
    r"five|ten|fifteen|twenty|thirty|forty)\s+(?:minutes?|mins?|hours?)\b|"
    r"(?:a|two|three|four|some|\d+)\s+(?!season\b)(?:[\w'-]+\s+)?tickets?\s+(?:for|to)\b|"
    # prec15: tickets said with no count ("I got tickets to see the Proms")
    r"(?!season\b)(?:[\w'-]+\s+)?tickets\s+(?:for|to)\b)", re.I)
# review44: time left before a thing of the moment, a countdown ("I have two weeks to finish my
# thesis", "we have about 5 days left to pack"): gone when the time is ("User has about six weeks
# to train." was kept, MSC and our own); "I have three kids to feed" is no span
_TIME_LEFT = re.compile(r"^(?:i|we)(?:'ve got| have got|'ve| have| got)\s+(?:(?:just|only|still|also)\s+)*"
                        r"(?:(?:about|around|roughly|nearly|almost|less than|more than|over|under|only|just)\s+)?"
                        r"(?:an?|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d+|a few|"
                        r"a couple(?: of)?|several)\s+(?:more\s+)?(?:minutes?|hours?|days?|weeks?|months?)\s+"
                        r"(?:or so\s+)?(?:(?:left|more)\s+)?(?:to|until|till|before)\b", re.I)
_RUN_OUT = re.compile(_SUBJECT_BE + r"(?:(?:all|completely|totally|running|really|very|super|pretty)\s+)?"
                      r"(?:out\s+of|low\s+on|short\s+on)\s+(?:milk|coffee|tea|bread|eggs|sugar|"
                      r"butter|flour|gas|petrol|fuel|toilet paper|cash|ink|batteries|snacks|wine|beer|groceries|"
                      r"data|credit)\b", re.I)
# a stage a growing thing passes ("My lilies are budding", "My puppy is teething")
_STAGE_OF_GROWING = re.compile(r"^(?:my|our)\s+(?:[\w'-]+\s+){1,3}?(?:is|are|'s|'re)\s+(?:(?:finally|just|already|now|all)\s+)*"
                               r"(?:blooming|flowering|budding|ripening|sprouting|fruiting|teething|moulting|molting)\b", re.I)
# review30 R14: a medicine or a regimen said to be for a lasting condition is the user's care of
# it, which lasts ("I'm on painkillers for my arthritis", "I go to physio for my chronic back pain")
_FOR_A_CONDITION = re.compile(r"\bfor\s+(?:my|our|his|her|their)\s+(?:[\w'-]+\s+){0,3}?(?:chronic\b|arthritis|pain\b|"
                              r"condition|asthma|diabetes|disease|disorder|syndrome|sclerosis|depression|anxiety|"
                              r"migraines?|scoliosis|cancer|epilepsy|ms\b|adhd|fibromyalgia|lupus)", re.I)
_OLD_OR_ENDED = re.compile(r"\b(?:always|since|for (?:years|decades|ages|as long as)|my whole life|"
                           r"until|till|for (?:the|this) (?:summer|winter|spring|autumn|fall|year|term|semester)|"
                           r"through (?:the end|january|february|march|april|may|june|july|august|"
                           r"september|october|november|december))\b", re.I)


def state_of_now(clause: str) -> bool:
    """Whether the user's ``clause`` tells a state that passes by its kind (module docstring)."""
    clause = clause.strip()
    if _FOR_A_CONDITION.search(clause):
        return False
    if (_WHEREABOUTS.match(clause) or _LAID_UP_WITH.match(clause)) and not _HABIT.search(clause) \
            or _ILL_NOW.match(clause) \
            or _RUN_OF_NOW.match(clause) or _ON_MY_NERVES.match(clause) or _STAGE_OF_GROWING.match(clause) \
            or _LOAD_OF_NOW.match(clause) or _HAD_THIS_HOUR.match(clause) or _RUN_OUT.match(clause) \
            or _TIME_LEFT.match(clause):
        return not _OLD_OR_ENDED.search(clause)
    if not (_BE_MENDING.match(clause) or _REGIMEN.match(clause) or _AID_HAD.match(clause)):
        return False
    return not _OLD_OR_ENDED.search(clause)
