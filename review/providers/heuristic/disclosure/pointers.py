"""Clauses that say little or name nothing: a thing only pointed at ("it", "this one", "the
club"), counted or praised but never named, or a time of life written after the clause.
:func:`unresolved` is the test every step asks before it keeps a clause.
"""

from __future__ import annotations

from ....slots import HELD_NOUNS
from .. import lazy_re as re  # compiled on first use (a process's start)
from ..companions import _EITHER, _HE, _SHE, _THEY, owners_pronouns_bound
from ..owned import _ANIMALS, _PEOPLE
from ..words import ING_NOT_A_DOING_ALTERNATION, PAST_IRREGULAR
from .dating import dateless

# The subject and the word after it (the verb, or an auxiliary): what is left is the object.
_SUBJECT_AND_VERB = re.compile(r"^(?:i|i'm|i've|i'd|my|we|we're|we've|our)\s+(?:\w+\s+)?", re.I)
_ONE_STANDS_FOR = re.compile(r"\b(?:a|an) (?:[a-z][\w'-]* ){0,4}?(?!(?:lot|bit|few|couple)\b)[a-z][\w'-]* "
                             r"(?:for|to|with)\b", re.I)
# An unresolved reference ("I needed to do it", "I'm proud of her") is not self-contained.
# learn74 (Synthetic-Persona-Chat dev): "one" is a pro-form ("I got one", "I have one too",
# "I found one at the market") unless a word of a noun phrase follows it: then it counts ("I
# have one younger brother", "one brother and three sisters"), as "this" before a noun names.
_ONE_ALONE = (r"one(?!-)(?! (?!(?:of|that|which|who|whom|for|from|in|on|at|with|and|but|or|so|too|"
              r"now|already|yet|as|like|just|to|i|we|you|my|your|more|less|last|next|this|today|"
              r"yesterday|tonight|tomorrow|someday|soon|recently|again|back|myself|here|there|ago|"
              r"before|after|when|while|since|because|is|was|are|were|day|time|called|named|left|"
              r"really|very|anyway|though|either|every|each|a|an|the|thing)\b)[a-z]{2,})")
_REFERENCE = re.compile(r"\b(?:he|she|him|her|his|hers|they|their|them|similar|same)\b|"
                        # learn25: "one another" is reciprocal, bound by the subject
                        r"\b(?:it|this|that|these|those|there|" + _ONE_ALONE + r"|stuff|things?)(?:\s+\w+)?$", re.I)
# "this"/"that" before a noun in a story introduces a thing ("I knitted this scarf at my workshop",
# written "a scarf", :func:`_rewrite`); alone, or before a preposition or a time, it points.
_DEMONSTRATIVE_ALONE = (r"(?:this|that|those|these)(?! (?!(?:for|to|in|on|at|with|from|about|and|is|"
                        r"was|so|as|because|last|yesterday|up|out|off|back|again|too|once|when|"
                        r"after|before|over|myself|a|the|one|ones|stuff|things?|kind|sort|way|"
                        r"part|time|moment|feeling|year|week|month|day|weekend|morning|evening|"
                        r"night)\b)[a-z])")
_OBJECT_PRONOUN = re.compile(
    r"\b(?:do|did|doing|done|get|got|make|made|try|tried|love|loved|like|liked|enjoy|enjoyed|"
    r"use|used|need|needed|see|saw|keep|kept|bought|found|brought|took|take|join|joined|"
    r"started|finished|recommend) (?:it|them|him|her|" + _DEMONSTRATIVE_ALONE + r")\b|"
    r"^(?:i|we) (?:can|could) (?:feel|picture|see|imagine|tell|hear|relate|totally|just|"
    r"really)\b|"
    r"^(?:i|we)(?:'m| am|'re| are) (?:a (?:huge |big |massive )?fan(?! of)|having (?:fun|a)|"
    r"sunk)\b|^(?:i|we)(?:'ve| have) been (?:getting(?! into\b)|feeling|so|really)\b|"
    r"^my (?:[\w'-]+ ){1,2}(?:is|are|was|were|has been|have been|is getting|are getting|got|get|"
    r"gets|seem|seems|seemed) (?:so |really |super |very |more |even more |all |a bit |pretty )?"
    r"(?:excited|happy|glad|thrilled|proud|sad|tired|nervous|a roller coaster|great|good|"
    # prec15 (passing state): how one of the user's people is this month, a strain or an
    # update on a mending ("My husband has been super stressed lately", "My gran is doing much
    # better"); what they are ("shy around new people", "an anxious person") or a venture they
    # are busy with ("busy running her own salon") stays
    r"stressed|stressed out|worried|overwhelmed|exhausted|worn out|swamped|frazzled|busy(?! [a-z]+ing\b)|"
    r"doing (?:(?:much|so much|a lot|way|a bit|loads) )?(?:better|worse)|"
    r"amazing|awesome)\b", re.I)
# learnfix: "I have a great wife / a good job at the port / a lovely flat" is a lasting fact of
# one's life, not how a time went: the present "have" before a noun of a person, a pet, a
# thing owned, a job or a home is not evaluative ("had a great dog" may be gone; "have a
# great time/day/chat" passes).
_LASTING_HELD = (rf"(?:{HELD_NOUNS}|job|career|position|business|shop|store|home|family|"
                 r"husband|kids|children|sons|daughters|friends|team|colleagues|neighbou?rs|"
                 r"support system|support network|community|mentor|doctor|therapist|"
                 r"relationship|marriage)")
_EVALUATIVE = re.compile(r"\b(?:had|having) (?:a|such a|the|some) (?:great|good|fun|amazing|awesome|"
                         r"wonderful|lovely|nice|blast|tough|hard|rough|wild|crazy|busy)(?: times?| weeks?| days?)?\b|"
                         r"\bhave (?:a|such a|the|some) (?:great|good|fun|amazing|awesome|"
                         r"wonderful|lovely|nice|blast|tough|hard|rough|wild|crazy|busy)(?: times?| weeks?| days?)?\b"
                         rf"(?! (?:[\w-]+ (?:and )?)?{_LASTING_HELD}\b)|"
                         # prec10: "I've had some thrilling games": how they struck, not what they were
                         r"\b(?:had|have|having) (?:some|a few|a couple of) (?:really |truly )?(?:thrilling|exciting|"
                         r"incredible|epic|memorable|unforgettable|intense|special|cool|neat)\b|"
                         r"\b(?:giving up|give up|funny story|no big|nothing much|not much|a lot of things|lots of things|"
                         r"so much|went (?:okay|ok|well|great|fine|smoothly|badly))\b|"
                         # fixlearn18 (issue 31, an event named only by how it went): "My interview
                         # went really well", "My recital went wonderfully", "My party was a blast"
                         # said to the assistant were kept ("User's recital went wonderfully.")
                         r"\bwent (?:(?:really|so|very|pretty|quite|super|extremely|incredibly|surprisingly) )?"
                         r"(?:okay|ok|well|great|fine|smoothly|badly|wonderfully|perfectly|brilliantly|amazingly|"
                         r"terribly|horribly|awfully|poorly)\b|"
                         r"\b(?:was|were) (?:(?:such|an absolute|a total|a real) )?(?:a )?(?:blast|riot|hoot)\b|"
                         r"^(?:i|we) (?:was|were) (?:a kid|little|young|younger|a child|kids|a (?:boy|girl|teen|teenager|baby|toddler))\b",
                         re.I)
_PEOPLE_OR_ANIMAL = re.compile(rf"^(?:{_HE}|{_SHE}|{_EITHER}|{_THEY}|teammates?|team|crew|buddies|pals|"
                               rf"mates|coaches|mentors|students|fans|colleagues|coworkers|bosses|"
                               # learn92: the rest of the people at work and school, many of them
                               rf"workmates|co-workers|classmates|bandmates|roommates|housemates|"
                               rf"{'|'.join(sorted(_ANIMALS))})$", re.I)


# "some" alone points ("I made some"); before a noun it is a quantity ("some peach jam")
_VAGUE = re.compile(r"^(?:it|them|so|too|" + _ONE_ALONE + r"|there|here|some(?! (?!(?:of|more|stuff|things?|time|"
                    r"kind|sort|too|it|them|that|this|people|folks)\b)[a-z]{3,})|"
                    + _DEMONSTRATIVE_ALONE + r")\b", re.I)


# "those dance classes", "this" or "these" without a noun, "here" ("the chill people
# here") point at something in the chat; "this cool book" in a story introduces a new
# thing, and is written "a cool book" (_rewrite). "that" is left alone: it is as often
# a conjunction or a relative ("realized that …", "a group that helps …").
_POINTING = re.compile(r"\bthose [a-z]+|\b(?:this|that|these|those) ones?\b|\b(?:favou?rite|fave|fav) ones?\b|^(?:i|we) (?:\w+ )?(?:love|like|adore|enjoy) all the\b(?![^.,;]*?(?-i:\b[A-Z]))|\b(?:this|these)(?: (?:for|to|in|on|at|with|from|about|and|"
                       r"is|was|means)\b|$)|\bhere\b|"
                       r"\b(?:had|have|has|got|get|want|need|found|bought) " + _ONE_ALONE + r"\b|"
                       # learn74: "another one" is one more of a thing named before, whatever follows
                       r"\banother one\b|"
                       r"\b(?:some|a few|many|lots of|a lot of) (?:people|folks|friends|guys|stuff)$|"
                       r"^(?:i|we)(?:'m| am|'re| are) (?:staying|keeping|remaining|feeling) [a-z]+$|"
                       # "I did my best", "my best effort"; not "my best friend" (a person, learn11)
                       r"\b(?:my|our) (?:very )?best(?: effort| shot| try)?\b"
                       r"(?! (?!(?:to|at|for|in|and|but|so|with|on)\b)[a-z])", re.I)


# v5 (developed on LoCoMo 1-5 only): shapes that keep a clause whose fact hangs on what
# was said around it, or that says nothing lasting once written alone:
# - an object that is only "something"/"anything" to be filled in ("I made something to
#   …", "I can handle anything"), "why not …", "an experience that …", "a setback";
# - an obligation or a short repeated stumble in a story ("I had to …", "I kept falling
#   off"): true only of the episode it is told in, which the clause does not carry;
# - a passing state said as an activity ("I've been unwinding", "I'm pushing through", "I
#   got a rush of energy", "it gets me pumped", "I'm living my dream" with nothing after);
# - "that feeling", "that moment": a feeling or moment of the story before it;
# - "take a look", "anyway" at the end: words to the listener, a condition left behind.
# learn102: the present simple of one's own with how often and nothing else ("I swim a ton",
# "I get migraines a lot", "I like owls a lot"): a habit or a taste, which lasts; a past
# ("I drank a lot", "I tried hard"), a "do" standing for a verb ("I do a lot"), a pointer
# object (read by the pointer tests) or an object that names nothing or no doing ("I like
# everything a lot", review43) are not it
_HOW_OFTEN_NOW = (r"i (?:(?:also|still|really|usually|often|always|generally|normally|just) )?"
                  r"(?!(?:do|does|did|got|had|went|was|were|am|" + "|".join(sorted(PAST_IRREGULAR)) + r")\b)"
                  r"[a-z]{2,}(?<!ed)(?<!ing)(?: (?!(?:it|that|this|them|you|so|" + ING_NOT_A_DOING_ALTERNATION + r")\b)[a-z]{2,})?"
                  r" (?:a lot|a ton|lots)$")
_SAYS_LITTLE = re.compile(
    # prec10: progress or results with nothing said of what in ("I'm seeing progress"; "making
    # progress on my thesis" names it)
    r"^(?:i|we)(?:'m| am|'re| are|'ve been| have been) (?:\w+ )?(?:seeing|making|getting) "
    r"(?:some |real |good |great |a lot of |lots of )?(?:progress|results|improvements?|headway|gains)$|"
    r"\b(?:something|anything|everything)(?: (?:to|that|which|like)\b| (?:new|else|different|special|big) (?:that|which|like)\b|$)|\bwhy not\b|"
    r"\b(?:had|have|has) (?:an?|some) (?:experience|setback|moment|time|day|week|thing)s?"
    r"(?: (?:that|which|where|when)\b|$)|"
    r"^(?:i|we) (?:\w+ )?(?:had|have|has) to\b|^(?:i|we) (?:\w+ )?kept \w+ing(?: \w+)?$|"
    r"^(?:i|we)(?:'ve been| have been|'m| am|'re| are) (?:\w+ )?(?:decompressing|unwinding|"
    r"relaxing|resting|chilling|recharging|recovering|plowing|ploughing|pushing|powering|"
    r"pulling|coping|hanging|muddling|getting by)(?: (?:through|on|along|in there))?$|"
    r"\bgot (?:a|an|this|such a) (?:surge|rush|burst|wave|boost|jolt) of\b|"
    r"\b(?:gets?|got|makes?|made|keeps?) (?:me|us) (?:so |really )?(?:pumped|excited|going|"
    r"motivated|hyped|fired up)\b|"
    r"\bliv(?:ing|in'?) (?:my|our|the) (?:\w+ )?dreams?$|"
    r"\bthat (?:feeling|moment|vibe|energy|experience|day|night|time|mood)\b|"
    r"\btake a look\b|\banyway$|"
    # v6 (LoCoMo 1-5 only), predicates with nothing to keep once read alone:
    # - a verb with only how much or how hard ("I've been working hard", "I studied hard",
    #   "I've been keeping busy", "I've been reading as usual", "I powered through");
    # learn97 (MSC dev): not a taste of a doing said with how much ("I enjoy rowing a lot",
    #   "I really like sketching a lot"): the taste lasts, as "I enjoy rowing" does. A past or a
    #   perfect ("I enjoyed rowing a lot", "I've been rowing a lot") stays refused; review43: a
    #   word that only ends in "-ing" is no doing ("I like everything a lot" stays refused)
    r"^(?!i (?:(?:also|still|really|just|truly|absolutely) )?(?:love|like|enjoy|adore) "
    rf"(?!(?:{ING_NOT_A_DOING_ALTERNATION})\b)(?:[a-z]{{2,}}ing (?:a lot|a ton|lots)|"
    r"(?!(?:hanging|chilling|zoning|spacing|freaking|stressing)\b)[a-z]{2,}ing out)$)"
    # learn102 (MSC dev): nor a verb in the present simple with how often ("I swim a ton",
    #   "I like owls a lot", _HOW_OFTEN_NOW): said of now without "been", "a lot" counts the
    #   times, a habit or a taste that lasts; a phrasal doing liked ("I love dining out") is
    #   the doing, its particle no amount
    rf"(?!{_HOW_OFTEN_NOW})"
    r"^(?:i|we)(?:'ve been| have been|'m| am|'ve| have)? (?:\w+ )?\w+(?: it)? (?:so |really |very |"
    r"super |pretty )?(?:hard|harder|busy|a lot|a ton|lots|as usual|through|on|well|more|out)"
    r"(?: (?:to (?:get|be|do) \w+|and \w+ \w+))?$|"
    # - a light verb and an event noun with only how it felt ("I had a crazy game", "I got
    #   great news", "I've had quite the adventure", "I had a special day", "I faced all
    #   kinds of hurdles"): what happened is in the sentences around it;
    r"^(?:i|we)(?:'ve| have)? (?:\w+ )?(?:had|got|have|faced|experienced|went through|"
    r"received)\s+(?:a|an|quite (?:a|the)|such (?:a|an)|the|some|all (?:kinds|sorts) of|lots of|"
    r"so many|a few|a bit of a)?\s*(?:[\w-]+ ){0,2}?(?:adventure|game|day|night|time|news|week|"
    r"weekend|month|year|challenge|experience|journey|ride|moment|letdown|setback|hurdles?|"
    r"obstacles?|struggles?|issue|problem|trouble|blast|summer|day out|surprise|update)\b|"
    # - a conversation with someone ("I talked to my friend", "I chatted with some of the
    #   guys"): a passing exchange; what it was about is kept when said ("talked about …");
    r"^(?:i|we) (?:\w+ )?(?:talked|spoke|chatted|texted|called|met up|caught up|hung out) "
    r"(?:to|with)\b|"
    r"^(?:i|we)(?:'ve| have)? (?:\w+ )?had (?:a|an|some) (?:[\w-]+ )?(?:chat|conversation|talk|call|"
    r"catch-up) with\b(?!.*\bnamed\b)|"
    # - a try of something once ("I tried out some pottery", "I tried some archery"): v7
    r"^(?:i|we) (?:\w+ )?tried (?:out )?(?:some|a bit of) [\w-]+$|"
    # - a thing of the moment seen in passing ("I saw someone drawing on the pavement");
    r"^(?:i|we) (?:\w+ )?(?:saw|noticed|spotted|watched|ran into|bumped into) (?:someone|somebody|"
    r"a (?:guy|man|woman|girl|kid|couple|group)|people|some (?:people|guys|kids))\b|"
    # - having one's people ("I have my family", "I have people", "I treasure every
    #   memory"): true of everyone, and says nothing of whom;
    r"^(?:i|we)(?:'m lucky to)? (?:\w+ )?(?:have|has|had|got) (?:my |our |such |great |amazing |good |"
    r"the best |some )*(?:family|fam|friends|people|support|support system|folks)$|"
    r"\b(?:every|each) (?:memory|moment)$|"
    # - v6e: "my dreams are coming true" (a mood), things picked up in passing ("I got some
    #   new shoes", "I found some old notebooks"), "other ways"/"different things" (which?),
    #   meeting "people" with nothing to say who
    r"\bdreams? (?:are |is |have |has )?(?:comin'?g?|come|came) true\b|"
    r"^(?:i|we) (?:\w+ )?(?:got|found|bought|picked up) (?:some|a few|a couple of|these|those) |"
    r"\b(?:different|new|other) (?:things|stuff|options|ways|flavou?rs and \w+)\b|"
    # fixrec: "new skills" only when nothing says in what ("new skills in welding" names it)
    r"\b(?:different|new|other) skills\b(?! (?:in|at|for|with) \w)|"
    r"\b(?:with|to|meet|meeting|connect with) (?:new |other |more )?people$|"
    # - v6f: a relational noun with nothing it belongs to ("I have the whole collection",
    #   "I got a physical copy": of what?), "allergic" with no "to", an offer or option
    #   only counted ("I've had a few offers"), "that <noun>" after a verb of having,
    #   liking or sharing, with a preposition or nothing after it ("spread that energy
    #   with others"; after a noun "that" is a relative: "desserts that work for …")
    r"\b(?:the|a|an) (?:\w+ )?(?:copy|sequel|version|edition|remake|rest)$|"
    #   learn70: a collection named by the thing before it ("a stamp collection") names it;
    #   an adjective before it does not ("a whole collection", "an amazing collection")
    r"\b(?:the|a|an) (?:(?:[a-z]+(?:ed|ful|ive|ous|ing|al)|whole|full|complete|entire|new|latest|first|last|"
    r"same|big|small|huge|nice|great|good|cool|little|vast|large|decent)\s)?collection$|"
    r"\ballergic$|"
    r"\b(?:a few|a couple of|some|several|many|lots of) (?:\w+ )?(?:offers|options|opportunities|"
    r"leads|changes|updates|ideas)$|"
    r"\b(?:spread|share|sharing|bring|keep|love|loved|use|using|need|feel|felt|got|have|had|want|"
    r"like|liked|enjoy|enjoyed|try|tried|do|did|get) that (?![a-z]+(?:s|ed)\b)(?!is\b|was\b|it\b|i\b|we\b|you\b|they\b|he\b|she\b|my\b|"
    r"the\b|a\b|an\b|way\b|much\b|long\b|far\b)[a-z]+(?:$| (?:with|to|for|in|on|at|from|into)\b)|"
    # - v6c: a verb of judging left without its object ("which I find cute" → "I find
    #   cute"), a particle with no place ("I've always stayed away"), "too lazy to …",
    #   "getting somewhere", a thing taken as known ("I got the tattoo", "I bought the
    #   house": which one?), "there" as a place ("sitting there with my family"), the
    #   praise of a moment ("I received lots of compliments").
    r"^(?:i|we) (?:\w+ )?(?:find|found|consider|considered|call|called) \w+$|"
    r"^(?:i|we)(?:'ve| have| had)? (?:\w+ ){0,2}?\w+ (?:away|back|off|over|along|around)$|"
    r"\b(?:somewhere|anywhere|nowhere)$|"
    r"^(?:i|we)(?:'ve| have)? (?:\w+ )?(?:got|get|bought|found|made|took|picked up|received|"
    r"ordered|tried) the (?:\w+ )?\w+$|"
    r"(?<!^)\bthere\b(?! (?:is|are|was|were|'s|for)\b)|"
    r"\b(?:got|gotten|received|get|gets) (?:lots of|a lot of|so many|many|some|tons of|plenty of) "
    r"(?:\w+ )?(?:compliments|praise|feedback|messages|likes|love|attention|support|comments)\b|"
    # - a generic noun with nothing to tell it apart ("I went to an event", "I made a
    #   painting", "I've been working on a project", "I started on a book").
    r"^(?:i|we)(?:'ve been| have been|'m| am|'ve| have)? (?:\w+ )?(?:\w+ )?(?:to |on |at |for |in )?"
    r"(?:an?|the|some) (?:(?:new|big|small|little|cool|fun|great|huge|exciting|special|other|"
    r"whole|interesting|awesome|amazing|nice|different|fresh|secret|side|personal) ){0,2}"
    r"(?:event|place|project|thing|activity|painting|meeting|gathering|party|tour|outing|"
    r"spot|show|book|piece|idea|class|course|trip)$|"
    # - or at the end of any clause, a generic noun with only how it was ("I went on a visit to a
    #   new place", "I got to see some epic spots", "we got the win", "I met lots of awesome
    #   people", "I responded to a situation").
    r"\b(?:an?|the|some|lots of|a lot of|many|so many|a few|a couple of|that other|this other)\s+"
    r"(?:(?:new|great|big|small|huge|cool|awesome|amazing|fun|nice|tough|hard|lovely|epic|special|"
    r"different|other|whole|good|wonderful|incredible|fantastic|crazy|wild|intense|real|"
    r"interesting|beautiful|popular|top)\s+){0,2}(?:place|places|spot|spots|situation|people|folks|"
    r"win|turnout|thing|things|stuff|event|events|series|experience|adventure|one|ones|"
    # v8 (learn10, LoCoMo 1-5 only): hardships and projects counted, never named ("I faced
    # some tough times", "I don't underestimate the difficulties", "working on a new project")
    r"difficulties|details|project|projects)$|"
    # - how much is left, with nothing said of what ("there is plenty more to practise")
    r"\b(?:a lot|lots|so much|plenty|a ton) (?:more )?to (?:learn|do|figure out|work on|process)$|"
    # - the care taken in an episode told before ("we made sure to follow the rules")
    r"^(?:i|we) (?:\w+ )?made sure\b|"

    # - asking or telling someone, with what left in the sentence before ("I asked my aunt")
    r"^(?:i|we) (?:\w+ )?(?:asked|told|showed) (?:my |our |some |the )?[\w-]+(?: and (?:my |our )?[\w-]+)?$|"
    # - a photo taken or kept, the chat's show-and-tell ("I took plenty of beach pics", "I
    #   got a picture of my team"); with a place's name it says where the user was (kept)
    r"^(?:i|we)(?:'ve| have)? (?:\w+ )?(?:took|snapped|got|have|has|grabbed|shot) (?:an? |this |some |"
    r"plenty of |lots of |a few |a bunch of |so many |tons of )?(?:[\w-]+ ){0,2}?(?:pics?|pictures?|"
    r"photos?|snaps?|selfies?|shots?)\b(?!.*\b(?-i:[A-Z])[a-z]+)|"
    r"^(?:i|we)(?:'ve| have| had)? (?:\w+ )?(?:faced|had|went through|gone through|been through|overcame|dealt with|hit|ran into|run into) "
    r"(?:some|the|a few|many|so many|lots of) (?:\w+ )?(?:times|challenges|struggles|obstacles|hurdles)"
    r"(?: (?:while|when|at|in|with) .*)?$|"
    # - what one goes for or chases, said only as "my dreams" / "my goals": which ones?
    r"\b(?:for|after|chasing|chase|following|follow|living) (?:my|our) (?:\w+ )?(?:dreams?|goals?|passions?)$|"
    # - a thing pointed at as the one known from before ("that other series", "this same trail")
    r"\b(?:that|this|those|these) (?:other|same|exact|particular)\b|"
    # v7 (learn8, LoCoMo 1-5 only):
    # - a kind of thing told apart only by how it struck the speaker ("I read a novel that
    #   moved me", "a film that was amazing", "a book I really enjoy"): which one is lost;
    r"\b(?:an?|some) (?:[\w-]+ ){0,2}?(?:book|novel|movie|film|show|song|album|story|series|game|"
    r"place|podcast|documentary|article|video|play|poem)s? (?:(?:that|which) )?(?:really |truly |"
    r"just |totally )?(?:(?:was|is|were|are) (?:so |really |pretty |super |just )?(?:awesome|"
    r"amazing|great|good|fun|cool|incredible|fantastic|wonderful|inspiring|special|interesting|"
    r"lovely|beautiful|epic|powerful)|(?:made|had|left|makes|has|leaves) (?:a |an )?(?:big |huge |"
    r"real |lasting |deep |major |strong )?(?:impact|difference|impression|mark)(?: on (?:me|us))?|"
    r"(?:moved|inspired|touched|changed|amazed|blew|got) (?:me|us)(?: away)?|(?:i|we) (?:really )?"
    r"(?:enjoy|enjoyed|love|loved|like|liked|dig))$|"
    # - progress said of something unnamed or only as "my work" ("my long hours are
    #   paying off", "everything is coming along"): a state of the week, not a fact
    r"^(?:my|our|things|everything|it|stuff|all)(?: [\w-]+){0,2}? (?:is|are|'s|has been|have been) "
    r"(?:really |finally |slowly |all )?(?:paying off|looking up|coming along|coming together|"
    r"picking up|going (?:well|great|good|okay|ok|smoothly))$|"
    # - a thing of the user's said only to have been a ride ("my shop has been a roller
    #   coaster", "the move was a whirlwind"): how the weeks felt, not what it is
    r"\b(?:is|are|was|were|has been|have been|'s been) (?:a |such a |quite a |a real |a bit of a )?"
    r"(?:roller ?coaster|rollercoaster|whirlwind|wild ride|crazy ride|ride|blur|journey)\b|"
    r"\b(?:roller ?coaster|rollercoaster|whirlwind|mix) of (?:emotions|feelings)\b|"
    # - remembering or thinking in the moment ("I was just remembering the day we …")
    r"^(?:i|we) (?:was|were|am|'m|have been|'ve been) (?:\w+ ){0,2}?(?:remembering|reminiscing|"
    r"daydreaming|wondering|thinking)\b|"
    # - a practice with only how long, its object left in the sentence before ("I've been
    #   playing for six months": playing what?)
    r"^(?:i|we)(?:'ve| have)? been (?:\w+ )?(?:playing|doing|learning|practi[cs]ing|using|making|"
    r"trying|studying|working on) (?:it |them )?(?:for (?:about |almost |over |nearly |around )?"
    r"(?:a|an|one|two|three|four|five|six|seven|eight|nine|ten|\d+|a few|several|many|a couple of) "
    r"(?:\w+ )?(?:days?|weeks?|months?|years?)|since [^,]*)(?: now)?$|"
    # - sharing or showing something to a party only "the" story knows ("I sent my pitch
    #   to the studio", "I shared my sketches with the group"): which one is lost
    r"^(?:i|we) (?:\w+ )?(?:shared|showed|sent|pitched|gave|presented|submitted|emailed) "
    r"(?:[\w'-]+ ){1,4}(?:with|to) the (?:[\w-]+ )?[\w-]+$|"
    # - a passer-by met in passing, wherever in the clause ("… and bumped into a friendly couple")
    r"\b(?:ran|bumped) into (?:this |a |some )?(?:\w+ ){0,2}?(?:guy|man|woman|girl|kid|couple|"
    r"group|people|family|lady|dude)\b", re.I)
# - an outing to a kind of place with nothing to tell it apart ("we went to the lake",
#   "I brought my nephews to a museum"): the week's news, not a fact about the user; learn81: but
#   told with its day, the week's news is what an episode keeps ("User took their nephews to a
#   museum on 3 May 2026."), so a dated clause is not refused by it (:func:`unresolved`)
_AN_OUTING_UNTOLD = re.compile(
    r"^(?:i|we) (?:\w+ )?(?:went |go |took (?:[\w']+ ){1,2}|brought (?:[\w']+ ){1,2})to (?:the|a) "
    r"(?:local |nearby )?(?P<kind>beach|park|museum|zoo|mall|movies|cinema|pool|lake|aquarium|"
    r"playground|fair|library)$", re.I)
#: … of which the day's round stays out dated too: a film seen is a screen watched (an evening's
#: chatter, :data:`_A_SCREEN`), a swim at the pool, a library or the mall an errand (learn81)
_THE_DAYS_ROUND = frozenset(("movies", "cinema", "pool", "library", "mall"))


def _top_level_alternatives(pattern: str) -> list[str]:
    """The top-level ``|`` branches of a regular expression (outside groups and classes)."""
    parts, depth, start, i, in_class = [], 0, 0, 0, False
    while i < len(pattern):
        ch = pattern[i]
        if ch == "\\":
            i += 2
            continue
        if in_class:
            in_class = ch != "]"
        elif ch == "[":
            in_class = True
        elif ch == "(":
            depth += 1
        elif ch == ")":
            depth -= 1
        elif ch == "|" and depth == 0:
            parts.append(pattern[start:i])
            start = i + 1
        i += 1
    return [*parts, pattern[start:]]


# The same test, split for speed (issue 27's review CPU): the branches anchored at the
# start are tried once with match(), the others by search() — one search over every
# branch tried each anchored branch at every position (about 0.13 ms a clause).
_BRANCHES = _top_level_alternatives(_SAYS_LITTLE.pattern)
# v7's unanchored branches are searched only when a plain substring test says they can
# match (a search tries every position; most clauses have none of these words).
_EVALUATIVE_LAST_WORDS = """awesome amazing great good fun cool incredible fantastic wonderful
inspiring special interesting lovely beautiful epic powerful impact difference impression mark me us
away enjoy enjoyed love loved like liked dig"""
_EVALUATIVE_LAST = frozenset(_EVALUATIVE_LAST_WORDS.split())
_GATES = {
    r"\b(?:an?|some) (?:[\w-]+ ){0,2}?(?:book": lambda low: low.rsplit(" ", 1)[-1] in _EVALUATIVE_LAST,
    r"\b(?:is|are|was|were|has been": lambda low: any(w in low for w in (
        "coaster", "whirlwind", "ride", "blur", "journey")),
    r"\b(?:roller ?coaster|rollercoaster|whirlwind|mix) of": lambda low: " of emotions" in low
    or " of feelings" in low,
    r"\b(?:ran|bumped) into": lambda low: " into " in low,
}
_GATED = [(gate, re.compile(b, re.I)) for b in _BRANCHES for lead, gate in _GATES.items()
          if b.startswith(lead)]
_SAYS_LITTLE_AT_START = re.compile("|".join(b for b in _BRANCHES if b.startswith("^")), re.I)
_SAYS_LITTLE_ANYWHERE = re.compile("|".join(
    b for b in _BRANCHES if not b.startswith("^") and not b.startswith(tuple(_GATES))), re.I)


# v9 (learn13, developed on LoCoMo 1-5 only):
# - a taste of how a thing looks, said of "the" thing just shown ("I love the colours and
#   the texture", "I like its shape"): a reaction to a photo or a dish, not a taste; "the
#   design of old trains" names its thing and stays;
# - a taste of a bare doing whose object was in the sentence before ("I just like playing
#   for fun": playing what?);
# - a thing said only to have been good to the speaker ("Running has been so good to me");
# - people counted but never named ("I've talked to some big names").
_SHOWN_QUALITY = (r"(?:colou?rs?|textures?|designs?|details?|shapes?|patterns?|vibes?|looks?|style|"
                  r"atmosphere|lighting|composition|layout|flavou?rs?|smell|sounds?|energy|mood|feel|"
                  r"shading|contrast|brushwork|brush ?strokes?|hues?|tones?|finish|freedom|theme|message|"
                  r"lyrics|melody|ending|plot|characters|views?|scenery|sky|skies|sunset|sunrise)")
_SPEAKER_START = r"^(?:i|we)(?:'m|'ve|'re| am| are| have| was| were)?(?: been)? (?:\w+ )?"
_LEANS_ON_THE_CHAT = re.compile(
    # - a work told apart only by praise before its kind ("I just finished an amazing fantasy
    #   series", "I'm reading a great book"): which one is lost (v7 read the praise after it)
    r"\b(?:an?|this|some) (?:really |super |so |truly )?(?:amazing|awesome|great|cool|incredible|"
    r"fantastic|wonderful|good|interesting|inspiring|epic|fun|lovely|beautiful|brilliant|"
    r"fascinating) (?:[\w-]+ ){0,2}?(?:book|novel|movie|film|show|song|album|story|series|game|"
    r"podcast|documentary|article|video)s?$|"
    # - "my favourite is the …" with no kind said: a favourite among things just named
    #   ("My favourite is the lemon cake", after a menu): of what is lost
    r"^my (?:\w+ )?fav(?:ou?rite|e) (?:is|was|has to be|would be) (?:the|this|that)\b|"
    # - a photo of a trip or a place, named or not ("I have a photo from a holiday in
    #   Crete"): the chat's show-and-tell; the trip itself, told as a change, is kept
    r"^(?:i|we)(?:'ve| have)? (?:\w+ )?(?:took|snapped|got|have|has|grabbed|shot) (?:an? |this |"
    r"that |some |a few |lots of )?(?:[\w-]+ ){0,2}?(?:pics?|pictures?|photos?|snaps?|selfies?|"
    r"shots?) (?:from|of|at|on|near|in|during)\b|"
    # - "that <thing>" right after the verb, a thing the chat named before ("I play that
    #   game a lot", "I love that show"): which one is lost
    r"^(?:i|we)(?:'ve| have)? (?:\w+ )?(?:play|played|love|loved|like|liked|watch|watched|read|use|"
    r"used|tried|visit|visited|enjoy|enjoyed) that (?:[\w-]+ )?(?:game|show|book|movie|film|song|"
    r"series|place|app|team|band|dish|recipe|trail|spot|class|course|album|artist|sport)s?\b|"
    + _SPEAKER_START + r"(?:love|loved|like|liked|adore|adored|enjoy|enjoyed|dig|appreciate) "
    r"(?:the|its|their|all the) (?:[\w-]+ (?:and )?){0,4}?" + _SHOWN_QUALITY +
    r"(?: and (?:the |its |their )?(?:[\w-]+ )?[\w-]+)?$|"
    r"^the (?:[\w-]+ )?" + _SHOWN_QUALITY + r" (?:make|makes|made|give|gives|gave|bring|brings|brought|"
    r"remind|reminds|reminded)\b|" +
    _SPEAKER_START + r"(?:like|love|enjoy|liked|loved|enjoyed)(?: to)? (?:playing|doing|making|"
    r"watching|trying|using|building|play|do|make|watch|try|use|build)(?: (?:it|them))?"
    r"(?: (?:for fun|a lot|so much|too|as well|more|again|anyway))?$|"
    r"\b(?:has|have|had|'s) (?:always |really |truly )?(?:been|become) (?:so |really |very |super |pretty |"
    r"such )?(?:great|good|kind|amazing|awesome|wonderful|nice|an? blessing) (?:to|for) "
    r"(?:me|us|the user)$|"
    r"\b(?:some|a few|several) (?:big |famous |important |well-known )?names$|"
    # - a passing state said as keeping on ("I'm staying determined and focused", "taking
    #   the time to reflect", "finding solace in fond memories", "exploring
    #   options", "hoping for the best"): how the week goes, not what the user is
    + _SPEAKER_START + r"(?:staying|stay|stayed|keeping|remaining|remain) (?:so |really |super |pretty )?"
    r"(?:positive|motivated|determined|focused|strong|hopeful|optimistic|calm|busy|sane|grounded|"
    r"inspired|on track|upbeat|patient)(?: and (?:\w+ )?\w+)?$|"
    r"\btaking (?:the |some )?time (?:off )?to (?:reflect|relax|recharge|breathe|unwind|rest)\b|"
    + _SPEAKER_START + r"(?:finding|found|find) (?:some |a little |a bit of )?(?:comfort|solace|peace|"
    r"strength) in (?:the |my |our )?(?:good |happy |old |fond )?(?:memories|moments|little things)$|"
    r"\b(?:exploring|weighing|considering|looking at) (?:my |some |other |different |all (?:the |my )?)?"
    r"(?:options|possibilities)$|"
    r"\bhoping for the best$|"
    # - a sight in passing ("I got to see some lovely scenery"): the week's news
    + _SPEAKER_START + r"(?:got to see|saw|spotted|caught sight of) (?:some |a |the |lots of |so many )?"
    r"(?:[\w-]+ ){0,2}?(?:scenery|views?|sunsets?|sunrises?|cars|birds|wildlife|fireworks|"
    r"buildings|lights|flowers|sights)\b", re.I)


# v11 (prec11, developed on LoCoMo 1-5 only): a thing counted or praised but never named —
# a general head noun ("people", "places", "projects", "games", "a new skill") after "some",
# "all kinds of", "a new" …, told apart by nothing or only by how it struck ("some amazing
# places"): which ones is lost. A kind before the head ("all kinds of board games"), or a
# name, a place or a "like …" after it ("some people from my choir", "some projects like
# X") tells them apart, and stays.
_UNNAMED_HEAD = (r"(?:people|folks|guys|things|stuff|places|spots|projects?|skills?|hobby|hobbies|"
                 r"games|resources|news|opportunities|ideas|activities|events|options|changes|goals|"
                 r"challenges|tips)")
_NEVER_NAMED = re.compile(
    r"\b(?:some|a few|several|all kinds of|all sorts of|lots of|a lot of|a bunch of|a couple of|"
    r"various|a new|so many) (?:(?:really|super|so|very) )?"
    r"(?:(?:amazing|awesome|great|cool|new|interesting|fun|different|good|nice|lovely|beautiful|"
    r"incredible|fantastic|exciting|wonderful|big|important|useful|helpful|inspiring|random|"
    r"special|unique|various) )?"
    # learn44: a word of age or size after the praise ("some amazing young folks", "a cool
    # little project") tells them apart no more than the praise does
    r"(?:(?:young|old|little|small|new|other) )?" + _UNNAMED_HEAD +
    r"\b(?!['’-]|\s+(?:like|such as|named|called|including|from|in|at|on|of|about|that|who|which|"
    r"where|with|for (?:my|our|the|a)|i|we|outside|beyond)\b|"
    # learn47: an "and" names a doing of theirs, unless the doing has only a pronoun for them
    # and a vague end ("… and helped them along the way", "… and learned a lot from them")
    r"\s+and\b(?!\s+(?:[a-z]+ ){1,2}?(?:them|it|with them|from them|to them)"
    r"(?:\s+(?:along the way|a lot|so much|too|as well|out|a bit|here and there))?\s*[.!]?\s*$)|"
    # fixprec (review9 F19): named after a colon or a dash ("a new skill: welding")
    r"\s*[:\u2013\u2014]\s*(?!(?:it|they|so|such|what|how|just|really|very|too|pretty|the (?:best|"
    r"most|greatest))\b)\w|\s+-+\s*\w|"
    # … and the dash already written as a comma before a single word (_judged_or_named,
    # _gerund_joined): "a new skill, welding"
    #   (learn44: or a name of up to three words, "a new hobby, rock climbing"; a comment, "so
    #   fun", "it's great", names nothing)
    r",\s*(?!(?:so|such|really|very|super|pretty|too|quite|just|and|but|or|it|which|that|lol|"
    r"haha|though|tbh|honestly|finally|already|now|again|yet|still|totally|kinda|sort of)\b)"
    r"[\w-]+(?:\s+[\w-]+){0,2}(?=\s*[.!]?\s*$))|"
    # - learn44: a difference made with nothing saying where, for whom or how ("I want to make
    #   a real difference", "… and making a difference"): an aim of no object; "a difference in
    #   my town's schools", "through activism" and "to kids" name it and stay; a purpose after
    #   another doing ("volunteering to help make a difference") is that doing's, which stays
    r"(?:^|\b(?:i|we|and|want|wants|wanted|hope|hopes|hoped|hoping|wish|wishes|try|tries|trying|"
    r"tried|aim|aims|aiming|like|love|loves|really|truly)\s+(?:to\s+)?)"
    r"(?:make|makes|making|made) (?:a|some) (?:(?:real|big|huge|positive|lasting|small|little|"
    r"genuine|meaningful|true) )?difference\s*[.!]?\s*$|"
    # - a favourite of no kind ("My favourite is painting seascapes", "Pasta is my favourite"):
    #   a favourite among what the chat named; of what is lost (v9 read "… is the/this …")
    r"^my (?:(?:all-time|absolute|personal|current) )?fav(?:ou?rite|e) (?:is|was|has to be|would be)\b|"
    # - a part of no whole ("My favourite part was …", "… was the best part"): part of what?
    r"\b(?:favou?rite|fave?|best|hardest|worst|toughest|scariest|funniest|coolest) part\b(?! of\b)|"
    # - a preposition straight into a time ("the quilt I'd been working on for a while"): the
    #   thing it took is in the clause before the relative, lost to the cut
    r"\b(?:on|about|with|into|from|of|at) (?:for (?:a while|years|months|weeks|ages|so long|a long "
    r"time)|since)\b|"
    # - a passing state said as a journey ("going through some tough times", "finding my zen"):
    #   how the season goes, not what the user is; a named hardship ("a divorce") stays
    r"\bgoing through (?:some |a |a lot of |such |really |so )*(?:hard|tough|rough|difficult|"
    r"challenging|trying|dark|bad) (?:times?|patch|period|phase|days)\b|"
    r"\bfinding (?:my|our|the|some) (?:inner )?(?:zen|balance|groove|rhythm|footing|calm|peace|center|"
    r"centre)\b|"
    r"\b(?:focusing|focus|focused|looking) on the (?:positive|positives|good|bright side)\b|"
    # - v11d: "playing" with nothing played ("I like playing and testing myself", "kept playing
    #   through college", "been playing for years"): the game was named in the chat before it;
    #   "playing with my kids" and "playing chess" say what; a subject "Playing and singing …"
    #   is music, left as it was
    r"\splaying(?=\s*$|\s+(?:and|through|ever|since|for (?:years|ages|months|a while|a long time|"
    r"\w+ years)|every|again|more|a lot|so much|too)\b)",
    re.I)

# learn49 (issue 31, naming nothing; developed on LoCoMo 1-5 only): a demonstrative before a
# bare noun, with nothing that tells the thing apart, points back at what the chat named
# (the friend's turn, a photo, an earlier sentence); a story's "this" is written "a"
# (_rewrite), and the entry then stands for nothing ("User has known some pals for 6
# years", "User has their partner on an adventure with them", "The poster reminds the user
# to …"). Three shapes:
# - "these"/"those" before one plural noun at the clause's end or before a time, a company
#   or a stretch ("I've known these pals for 6 years", "… love those guys"): which ones;
# - "this" before a noun of a course of life ("walking this journey with us", "this ride"):
#   the course the chat was talking about;
# - a pointed thing as the subject of what it does for the speaker ("This poster reminds me
#   to …", "That sign keeps me going"): the thing shown.
# What tells it apart stays: a word before the noun ("these lovely pals", "this road trip"),
# a place, a name, a kind or a relative after it ("these neighbours from my old street",
# "this trip to Peru", "This mug from Lisbon reminds me …"); "it" or a pronoun inside
# the entry for a thing it names is another reading (_REFERENCE, _NEAR_PRONOUN).
_BACK_TAIL = (r"(?=\s*[.!]?\s*$|\s+(?:for|since|with (?:me|us)|all|so|too|a lot|every|through|"
              r"now|again|lately|anymore)\b)")
_THESE_PLURAL = re.compile(
    # review17 Q26: not after a doing ("been collecting these stamps for years"): the
    # pursuit is the fact, and the noun names its kind (written bare, _STORY_THIS below)
    r"(?<=\w )(?<!ing )(?:these|those) (?!(?:days|years|months|weeks|times|ones|things|kinds?|sorts?)\b)"
    r"[a-z]+s" + _BACK_TAIL, re.I)
# a habit's recurrence after the plural ("I knit these scarves every winter"): the doing comes
# back with things of that kind, so the kind is the fact (written bare); people and animals
# seen "every week" are still the ones shown ("I see these guys every week"). review18 R1:
# people are read by the words the heuristic knows for them (kin, friends, and the people one
# serves: pupils, patients, customers …); people served by a verb of serving ("I help these
# patients every day", "I teach these students every week") are a job's kind, kept as such
_THESE_BEFORE_RECURRENCE = re.compile(r"(?:these|those) (?P<noun>[a-z]+s)\s+(?:every|each|most)\b",
                                      re.I)
_PEOPLE_SERVED = frozenset(["students", "pupils", "kiddos", "kids", "children", "teens", "teenagers", "toddlers", "babies", "patients", "clients", "customers", "guests", "visitors", "residents", "seniors", "elders", "veterans", "athletes", "players", "campers", "volunteers", "trainees", "members", "readers", "learners", "beginners"])
_SERVING_BEFORE = re.compile(
    r"\b(?:(?:help|teach|tutor|coach|train|mentor|treat|serve|nurse|babysit)(?:s|es|ed|ing)?|taught|"
    r"babysat|(?:look|looks|looked|looking) after|(?:care|cares|cared|caring) for)\s+$", re.I)


def _a_recurring_kind(text: str, at: int) -> bool:
    """Whether the "these <plural>" at ``at`` comes before a recurrence and names the kind of a
    habit's things (no people, no animals, unless people served by a verb of serving)."""
    these = _THESE_BEFORE_RECURRENCE.match(text, at)
    if not these:
        return False
    noun = these["noun"].lower()
    forms = (noun, noun[:-1])
    if any(word in _ANIMALS for word in forms):
        return False
    if noun in _PEOPLE_SERVED or any(_PEOPLE_OR_ANIMAL.match(word) or word in _PEOPLE for word in forms):
        return bool(_SERVING_BEFORE.search(text[:at]))
    return True


_POINTS_BACK = re.compile(
    r"(?<=\w )this (?:journey|adventure|path|road|ride|chapter|process|phase|stage|season|"
    r"experience|venture|quest|mission|battle|fight|struggle)" + _BACK_TAIL + r"|"
    r"^(?:this|that|these|those) (?!(?:is|was|are|were|has|had|one|ones|kind|sort|way|time)\b)"
    r"[a-z-]+ (?:(?:really|always|just|still|truly) )?(?:reminds?|means?|helps?|keeps?|gives?|"
    r"makes?|brings?|inspires?|motivates?|pushes|push|calms?|fuels?|lifts?)\b", re.I)

# v9's and v11's shapes of a clause that says little, tried after the gated branches above
_SAYS_LITTLE_SHAPES = (_LEANS_ON_THE_CHAT, _NEVER_NAMED, _POINTS_BACK)


# "these" before a plural: what kind_written_bare may leave out (compiled once: read on
# every sentence, issue 27)
_THESE = re.compile(r"\bthese (?=[a-z]+s\s)", re.I)


def kind_written_bare(sentence: str) -> str:
    """``sentence`` with a "these" before a habit's recurring kind left out ("I hate these
    meetings every Monday" -> "I hate meetings every Monday"), so that the table's rows read
    it as they read the bare form (review18 R1: the taste rows wrote "dislikes" for one
    and the shape layer "hates" for the other)."""
    cuts = [m.start() for m in _THESE.finditer(sentence)
            if _a_recurring_kind(sentence, m.start())]
    for at in reversed(cuts):
        sentence = sentence[:at] + sentence[at + len("these "):]
    return sentence


def _a_kind_shown(text: str, these: re.Match[str]) -> bool:
    """Whether the "these" at ``these`` (a :data:`_STORY_THIS` match) shows things of a kind
    the lasting fact is about: after a pursuit's doing, or before a habit's recurrence."""
    return text[: these.start()].endswith("ing ") or _a_recurring_kind(text, these.start())


def _these_point_back(text: str) -> bool:
    return any(not _a_recurring_kind(text, these.start()) for these in _THESE_PLURAL.finditer(text))


def _says_little(text: str, *, dated_news: bool = False) -> bool:
    if _SAYS_LITTLE_AT_START.match(text) or _SAYS_LITTLE_ANYWHERE.search(text) \
            or (outing := _AN_OUTING_UNTOLD.match(text)) and not (dated_news and outing["kind"].lower() not in _THE_DAYS_ROUND) \
            or any(shape.search(text) for shape in _SAYS_LITTLE_SHAPES) or _these_point_back(text):
        return True
    low = text.lower()
    return any(gate(low) and branch.search(text) for gate, branch in _GATED)


# v6 (developed on LoCoMo 1-5 only): "it"/"them" within two words of the subject ("I
# first planted it around 5 springs ago", "I typically hold it for a minute", "I've thought
# about it a lot") is the thing of the sentence before, wherever the clause ends; further
# on, it has a noun of its own clause to stand for ("I made soup and froze it").
_NEAR_PRONOUN = re.compile(r"^(?:i|i'm|i've|i'd|my|we|we're|we've|our)\s+(?:[\w'-]+\s+){0,2}?"
                           r"(?:it|them)\b(?!['’])", re.I)
# "that" after a preposition is a pointer, not a conjunction ("went to that meetup", "the
# idea came from that trip", "I use that app"): the thing was named earlier in the chat.
_THAT_THING = re.compile(r"\b(?:to|from|with|at|in|on|of|about|for|into|off|by|using|during|after|"
                         r"before|through|like|use|used)\s+that\s+(?!is\b|was\b|are\b|were\b|has\b|"
                         r"had\b|the\b|a\b|an\b|i\b|we\b|my\b|our\b)[a-z]", re.I)


# learn7: "they"/"their"/"them" after a plural noun of the same clause points at that noun
# ("I care about nurses and their hours", "I coach kids with their swing"),
# not at something the clause leaves unsaid.
_PLURAL_NOUN = re.compile(r"\b(?:people|folks|kids|children|men|women|"
                          r"(?!(?:is|was|has|does|this|its|his|hers|yes|us|as|plus|always|lots|less|"
                          r"unless|across|thus|bus|process|business|class|glass|sometimes|perhaps|"
                          r"besides|towards|afterwards|anyways|news|series|stress|progress|success)\b)"
                          r"[a-z]{2,}[^s's]s)\b", re.I)
_THIS_TIME = re.compile(r"\s+(?:later |earlier )?this (?:month|year|summer|winter|spring|fall|autumn)$",
                        re.I)
_PLURAL_PRONOUN = re.compile(r"\b(?:they|their|them|theirs)\b", re.I)


def _bound_plural(rest: str) -> str:
    found = _PLURAL_PRONOUN.search(rest)
    if found is None or not _PLURAL_NOUN.search(rest[:found.start()]) \
            or re.search(r"\bof $", rest[:found.start()]):
        return rest     # "pictures of them": the pronoun is its own thing, not the noun's
    return _PLURAL_PRONOUN.sub("X", rest)


_NUMBER_ONE = re.compile(r"\bnumber one\b(?= [a-z])", re.I)


# learn64 (judge23 F, judge25 G1: naming nothing): "the <kind>" - a shelter, a club, a team,
# a studio, a town … - with no name, title or "of/in/at …" after it is the one the chat named
# before; a topic "The <people> at the <kind>" about the speaker ("The regulars at the club
# are so dear to me") names no place read alone.
_THE_KIND_UNNAMED = re.compile(
    r"\bthe (?-i:(?:[a-z-]+ )?(?:team|group|club|class|course|shelter|center|centre|gym|church|"
    r"studio|store|shop|place|city|town|event|tournament|competition|festival|concert|program(?:me)?)s?)\b"
    r"(?! (?:of|in|at|on|called|named|from|by|for|with|about)\b| (?-i:[A-Z\"']))", re.I)


_WHO_THEN_ONE = re.compile(r"\bwho (?:[\w'-]+ ){0,4}(?P<one>one)\s*[.!]?$", re.I)


def _bound_one(clause: str) -> str:
    """learn66: a relative's closing "one" stands for the thing said with "a/an" before whom
    it is for, in the same clause (:data:`_FOR_WHOM_WHO_ONE`); it points at nothing unsaid."""
    found = _WHO_THEN_ONE.search(clause)
    if found is None or not _ONE_STANDS_FOR.search(clause[:found.start()]):
        return clause
    return clause[:found.start("one")] + "X" + clause[found.end("one"):]


# learn78: a time of life as _life_time writes it after a clause ("… as a kid", "… when younger")
_LIFE_TIME_WRITTEN = re.compile(r"\s+(?:as an? (?:kid|child|teenager)|when younger|at age \w+|growing up|"
                                r"in (?:(?:high|middle|primary|secondary) school|college|university|uni))$", re.I)


def unresolved(clause: str, *, dated_news: bool = False) -> bool:
    """Whether the clause points at something it does not say (module docstring, step 3);
    read without the words that date it, so "I watched it last week" still ends on "it", and
    without a time of life after it ("I loved playing that game as a kid", "I used to as a
    kid" point or say nothing, as they do without it; learn78). ``dated_news``: the clause
    says its own past day, so an outing told as the week's news is an episode's to keep
    (learn81, :data:`_AN_OUTING_UNTOLD`)."""
    clause = _LIFE_TIME_WRITTEN.sub("", owners_pronouns_bound(clause))   # "My son broke his arm": his own (learn11)
    # learn17: "my number one goal/fan/pick" ranks; its "one" is no pronoun pointing back
    clause = _NUMBER_ONE.sub("top", clause)
    rest = _SUBJECT_AND_VERB.sub("", clause)
    if _VAGUE.match(rest):
        return True     # "I got it", "I love that": the object right after the verb
    undated = _bound_one(dateless(clause))
    rest = _SUBJECT_AND_VERB.sub("", undated)
    # "… later this month" dates a plan; its "this" points at no thing
    rest = _THIS_TIME.sub("", rest)
    return bool(_REFERENCE.search(_bound_plural(rest)) or _POINTING.search(undated)
                or _NEAR_PRONOUN.match(undated)
                or _THAT_THING.search(undated)
                or _says_little(undated, dated_news=dated_news) or _EVALUATIVE.search(clause)
                or _OBJECT_PRONOUN.search(clause))


# v11 (prec11, LoCoMo 1-5): a topic whose next word is capitalised too is a name or a title
# ("Moby Dick is my favourite novel"): its first capital is the name's, not the sentence's,
# so it stays ("… is Moby Dick", was "… is moby Dick").
_NAMED = re.compile(r"^[A-Z][\w'’-]*\s+(?:(?:of|the|and|a|in|on|to)\s+)*[A-Z0-9]")
_FIRST_WORD = re.compile(r"[\w'’-]+")


# the start or the span of a state said after its noun ("my passion since childhood", "my
# escape for years"): the verb's, written after the thing
_SPAN_OF_THE_STATE = re.compile(
    r"\s+(?:(?:ever )?since\b|for (?:(?:many|several|a few|so many|\d+|two|three|four|five|six|seven|"
    r"eight|nine|ten|twenty) )?(?:years|months|decades|a decade|a year|a long time|ages|a while)\b).*$", re.I)
_HELD_ROLE = re.compile(r"\b(?:passion|passions|escape|calling|happy place|comfort|rock|outlet|hobby|hobbies)$",
                        re.I)
