"""Closed classes of words that more than one reading of the shape layer asks about.

They lived in :mod:`.disclosure` as private names while :mod:`.relative` imported them from
there; a word class two readings share is public, here, so each reading's module says what it
needs of the language and nothing of another reading's insides (learn57).
"""

from __future__ import annotations

from ...wellformed import IRREGULAR_PAST, SAME_AS_PRESENT

# What a noun phrase's head may be and still name no thing: a judgement or a pronoun of a
# noun ("a nightmare", "a real game-changer", "the ones"), read where a phrase after a dash or
# a relative clause's head must name an object.
_NOT_A_THING_WORDS = """
one ones mistake mistakes nightmare nightmares blow disaster disasters dream dreams pain joke
jokes win wins loss mess struggle headache relief blessing curse failure flop fiasco bummer
shame pity treat hassle chore lifesaver godsend waste letdown let-down rip-off ripoff steal
bargain luxury necessity must must-have shock surprise success triumph catastrophe tragedy
nuisance drag bore breeze doddle adventure ordeal milestone step achievement hit miss
challenge gamble risk handful pleasure privilege honor honour thrill blast riot hoot laugh
killer beast curve deal game-changer gamechanger changer saver eye-opener work effort
trouble fun stress hassle"""
NOT_A_THING_HEAD = frozenset(_NOT_A_THING_WORDS.split())

# A long span said with an act, as a regex fragment for the readings that ask (a life as the
# means of a thing, a foil's span, a role or a span that makes a doing lasting): "for years",
# "for two decades", "for ages", "for a long time"; the second also counts "for a while".
FOR_A_LONG_SPAN = r"for (?:(?:\w+|\d+) ){0,2}(?:years?|months?|decades?|ages|a long time)"
FOR_A_LONG_SPAN_OR_A_WHILE = r"for (?:(?:\w+|\d+) ){0,2}(?:years?|months?|decades?|ages|a while|a long time)"

# "'s" before a participle is "has", not "is" ("she's been", "he's moved to ...", "my son's
# always wanted to ..."), as a regex fragment read right after the "'s": adverbs a perfect
# takes, then the participle. An adjective in -ed ("scared", "married") is "is" and not here.
# review49: "done with" is a state, "is" ("My sister's done with her exams"), never "has done with".
PERFECT_ADVERB = r"(?:just|already|never|always|also|recently|finally|really)"
PERFECT_PARTICIPLE = (r"(?:(?:been|got|gotten|had|gone|done(?! with\b)|seen|made|taken|found|bought|sold|left|become|won|"
                      r"lost|started|moved|joined|finished|graduated|retired|quit|passed|learned|learnt|begun|"
                      r"decided|booked|signed)\b"
                      # prec31: a want or a taste held so far ("he's always wanted to ...", "she's
                      # loved horses since ..."): a person is seldom wanted or loved in the passive
                      # without "by" saying who does it
                      r"|(?:wanted|loved|liked|enjoyed|hated|dreamed|dreamt|hoped|wished|wondered|tried|lived|"
                      r"played|travell?ed|visited)\b(?! by\b))")
PERFECT_AFTER_S = r" (?:" + PERFECT_ADVERB + r" )*" + PERFECT_PARTICIPLE

# Words that tell a time, not a thing ("a couple of hours a week", "the day I moved").
_TIME_WORD_LIST = """time times while moment moments second seconds minute minutes hour
hours day days night nights week weeks weekend weekends month months year years decade decades
century age ages lifetime spell ago"""
TIME_WORDS = frozenset(_TIME_WORD_LIST.split())

# learn27: the irregular pasts were read as no act at all, so one afternoon's act was kept as if
# it lasted ("User chose a sofa …", "User slept in a tent by the lake."); "chose to <do>" is a
# decision, as "decided" is. fix20: they are the well-formedness check's one table
# (IRREGULAR_PAST), less the pasts written as their present (SAME_AS_PRESENT: a present habit
# reads the same) and the verbs of knowing and hearing (a state or news, not an act).
PAST_IRREGULAR = IRREGULAR_PAST - SAME_AS_PRESENT - {"knew", "heard", "understood"}

# fix38 (review20 R13): the adjectives of peoples and languages, a closed class, written with a
# capital wherever they stand ("Korean thrillers", "Thai and Ethiopian"). A suffix test (-an,
# -ese, -ish, -i) also took "cheese", "urban", "human", "stylish", "sushi", "bonsai".
_DEMONYM_WORDS = """
Afghan Albanian Algerian American Andalusian Arab Arabic Argentine Argentinian Armenian
Australian Austrian Azerbaijani Balinese Bangladeshi Basque Bavarian Belarusian Belgian Bengali
Bolivian Bosnian Brazilian Breton British Bulgarian Burmese Cajun Californian Cambodian
Cameroonian Canadian Cantonese Caribbean Catalan Chilean Chinese Colombian Congolese Cornish
Creole Croatian Cuban Cypriot Czech Danish Dominican Dutch Ecuadorian Egyptian English Eritrean
Estonian Ethiopian Filipino Finnish Flemish French Gaelic Georgian German Ghanaian Greek
Guatemalan Gujarati Haitian Hawaiian Hebrew Hindi Honduran Hungarian Icelandic Indian
Indonesian Iranian Iraqi Irish Israeli Italian Jamaican Japanese Javanese Jordanian Kazakh
Kenyan Khmer Korean Kurdish Lao Laotian Latin Latvian Lebanese Libyan Lithuanian Malay
Malaysian Maltese Mandarin Maori Mexican Moldovan Mongolian Montenegrin Moroccan Nepalese
Nepali Nigerian Norwegian Pakistani Palestinian Panamanian Persian Peruvian Polish Portuguese
Punjabi Romanian Russian Rwandan Salvadoran Samoan Saudi Scandinavian Scottish Scots
Senegalese Serbian Sicilian Singaporean Slovak Slovenian Somali Spanish Sudanese Swahili
Swedish Swiss Syrian Taiwanese Tamil Thai Tibetan Tunisian Turkish Ugandan Ukrainian Urdu
Uruguayan Uzbek Venezuelan Vietnamese Welsh Yemeni Yiddish Yoruba Zambian Zimbabwean"""
DEMONYMS = frozenset(_DEMONYM_WORDS.split())

# The calendar's names as written, with their capital: a month or a day is never a person's
# name, a place or a thing named (:mod:`.when` reads the months' order; :mod:`.owned`,
# :mod:`.trip_topic`, :mod:`.antecedent` and :mod:`.keep_features` had each their own copy).
MONTH_NAMES = ("January", "February", "March", "April", "May", "June", "July", "August",
               "September", "October", "November", "December")
DAY_NAMES = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")
CALENDAR_NAMES = frozenset(MONTH_NAMES + DAY_NAMES)

# Words that end in "-ing" and are no doing: a thing, a time, a person or a bare verb that only
# ends so ("a great feeling", "Morning is nice", "bring"). The gerund after a dash and the doing
# a companion follows ("went hiking with my wife", both :mod:`.disclosure.cutting`) and a taste
# said with no first person ("Kneading dough is relaxing", :mod:`.disclosure.impersonal_taste`)
# each ask whether a word in "-ing" is a doing, and each had its own list (review43 made them
# one). "feeling", "meeting", "building", "setting", "ending" and "wedding" are read as the
# nouns they are more often than as doings.
_ING_NOT_A_DOING_WORDS = """
thing something anything everything nothing morning evening spring string king ring wing sing
bring ceiling clothing pudding sibling darling feeling meeting wedding building setting ending"""
#: the words as a regex alternation, for a lookahead before a word in "-ing" (the caller writes
#: the word's end, ``\b``, after it)
ING_NOT_A_DOING_ALTERNATION = "|".join(sorted(_ING_NOT_A_DOING_WORDS.split()))
