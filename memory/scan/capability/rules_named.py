"""The rules a sentence names and whose they are: a genitive after "the rules" (of chess, of the
club), the amount and the qualifier ("all", "your"), advice reported, a domain of one's own.
"""

from __future__ import annotations

from functools import cache
from typing import TYPE_CHECKING

from reverie.config import lazy_re as re  # compiled on first use (a process's start)

from ..normalise import fold
from ..ordering import phrases
from ..word_tables import every_language
from .hits import _VERB_SLOTS
from .terms import _TOKEN, _UNSPACED, _Hit, _matcher, _table_file, lexicons

if TYPE_CHECKING:  # annotations only: the room that defines it imports this one
    from .sentence import _Sentence


# Slots whose words may stand between "all"/"your" and the rules they count: the
# possessive and quantifier themselves ("tutte le tue regole"), a safety adjective ("all
# security rules", "所有安全规则"), the agent's names ("all AI rules"), which rules ("all
# previous rules").
_COUNTING_GAP = ("own", "quant", "guard", "ai", "prior")


# "the rules of chess", "le regole di lint", "les règles du club": a genitive after the
# noun names whose rules they are, unless it names a safety topic or the agent. A
# possessive may stand in it ("the rules of your diet", "les règles de ton régime", "las
# reglas de tu dieta", German "die Regeln deiner Diät" with no preposition): the thing it
# names still says whose rules (group 2 holds the possessive, read by _named_after).
_POSSESSIVES = (r"your|my|his|her|their|our|thy|ton|ta|tes|votre|vos|mon|ma|mes|son|sa|ses|"
                r"notre|nos|leur|leurs|tu|tus|su|sus|mi|mis|nuestr[oa]s?|vuestr[oa]s?|tuo|tua|"
                r"tuoi|tue|suo|suoi|sue|mio|mia|miei|mie|nostr[oaie]|vostr[oaie]|teu|teus|tuas|"
                r"seu|seus|sua|suas|meu|meus|minhas?|noss[oa]s?|voss[oa]s?|deinem|ihrem|seinem|"
                r"meinem|unserem|eurem|je|jouw|uw|zijn|haar|mijn|onze|ons")
_GERMAN_GENITIVE = r"deiner|deines|ihrer|ihres|seiner|seines|meiner|meines|unserer|unseres|eurer|eures"
# Russian says the genitive by case alone; an adjective in the genitive after the noun
# ("правил старой диеты", "правил дорожного движения") opens one, and so does a bare noun
# in the genitive ("правил диеты", "правил режима", "правил семьи"): its endings are a
# nominative's too, which costs nothing here, since what a Russian genitive names excuses
# the release only as a part of one's own life in reported advice (_named_after). A noun's
# ending is read only on a word holding a letter that folds to no Latin one, so English
# words ending in "a" are never Russian genitives.
# The text is folded (Cyrillic look-alikes read as Latin letters): the endings are too.
# Cyrillic "б" folds to the digit 6 ("бюджета" is read "6юджeтa"): a word that holds a
# Cyrillic letter may start with it or hold it.
_WORD_START = r"(?:[^\W\d_]|6(?=[\w-]*[а-яё]))"


def _russian_genitive() -> str:
    return (r"(?:[^\W\d_]{2,}(?:" + "|".join(fold(ending).strip() for ending in
                                             ("ой", "ей", "ого", "его", "ых", "их"))
            + r")|(?=[^\W_]*[а-яё])[^\W_]{2,}(?:"
            + "|".join(fold(ending).strip() for ending in ("ы", "и", "а", "я", "ов", "ев"))
            + r"))\b")


def _russian_possessives() -> str:
    """A Russian possessive before it ("правил своей старой диеты"), folded like the text."""
    return "|".join(fold(word).strip() for word in (
        "своей", "твоей", "вашей", "моей", "нашей", "своего", "твоего", "вашего", "моего",
        "нашего", "своих", "твоих", "ваших", "моих", "наших"))


# the two above are folded when the pattern is first used (not at import: a fold of a
# non-ASCII word reads the look-alike tables)
_GENITIVE = re.compile_later(lambda: r"\s+(?:(?:of|di|del|della|delle|dei|degli|de|du|des|do|da|dos|das|von|"
                       r"vom|der|van)\s+(?:(?:the|il|lo|la|le|l|el|los|las|les|o|a|os|as|de|"
                       r"het|die|das)\s+|l'|d')?(?:(" + _POSSESSIVES + r")\s+)?|"
                       r"(" + _GERMAN_GENITIVE + r")\s+|(?P<ru>(?:(?:" + _russian_possessives()
                       + r")\s+)?)(?=" + _russian_genitive() + r"))"
                       r"(" + _WORD_START + r"[\w-]*)")


# "your rules for commit messages", "tes règles pour les tabulations", "deine Regeln zur
# Zeilenlänge": what the rules are for says which rules, as a genitive says whose. Only
# prepositions of purpose ("for"): rules *about* a subject ("about", "on", "über",
# "sobre") are content rules, which is what the agent's guardrails are; "in"/"at" place
# the override rather than the rules.
_TOPIC = re.compile(r"\s+(?:for|pour|fur|zu|zum|zur|para|per|voor|dla)\s+"
                    r"(?:(?:the|a|an|le|la|les|l|un|une|des|die|der|den|das|dem|il|lo|gli|"
                    r"el|los|las|de|het|een)\s+|l'|d')?([^\W\d_][\w-]*)")
# What follows those prepositions when they scope the override instead of naming a topic:
# a time, this conversation or reply, or whom it is for ("for now", "for the rest of this
# chat", "pour cette conversation", "für diesen Chat", "for me").
_SCOPE_WORDS = frozenset((
    "now", "today", "tonight", "ever", "good", "once", "rest", "reste", "resto", "remainder", "moment",
    "while", "next", "following", "remaining", "me", "us", "maintenant", "toujours",
    "jetzt", "immer", "heute", "ora", "sempre", "oggi", "ahora", "siempre", "hoy",
    "agora", "nu", "altijd", "teraz", "zawsze",
    "this", "that", "these", "those", "cette", "cet", "ce", "diesen", "diese", "dieses",
    "dieser", "diesem", "questo", "questa", "este", "esta", "esse", "essa", "deze", "dit",
    "ten", "ta", "to", "conversation", "chat", "session", "reply", "answer", "response",
    "task", "request", "prompt", "message", "turn", "conversations", "discussion",
    "reponse", "gesprach", "unterhaltung", "sitzung", "antwort", "conversazione",
    "risposta", "conversacion", "respuesta", "conversa", "resposta", "gesprek", "antwoord",
    "rozmowy", "rozmowa", "odpowiedzi"))


_CLAUSE_ENDS = re.compile(r"[,.;:!?\n]")


def _rules_in_clause(s: _Sentence, at: int) -> bool:
    """Whether the clause from ``at`` on names rules, limits or a lack of them again (the
    amount of rules broken is the agent's rules: "limits on the number of rules you may
    break")."""
    stop = _CLAUSE_ENDS.search(s.text, at)
    end = len(s.text) if stop is None else stop.start()
    return any(at <= hit[1] < end for slot in ("rules", "limits", "policy", "strong", "unbound")
               for hit in s.by_slot.get(slot, ()))


@cache
def _amount_after() -> re.Pattern[str]:
    """The words after a limit that name the amount it is set on (``measured_limits.json``
    "amount_after", folded like the text)."""
    words = [fold(word).strip() for words in _table_file("measured_limits.json")
             ["amount_after"].values() for word in words]
    return re.compile(r"\s+(?:" + phrases(words) + r")(?![^\W_])")


def _named_after(s: _Sentence, noun: _Hit) -> bool:
    """Whether the words after the rules noun say whose or which rules they are: a
    genitive ("the rules of chess", "le regole di lint") or a topic ("your rules for
    archived channels"), unless what it names is a safety topic, the agent, or (for a
    topic) a time, this conversation or someone the override is for; or the amount a
    limit is set on ("free from all limits on the number of uploads", fixscan17: a
    quantity the user is allowed, as "no time limits" is a measure)."""
    amount = _amount_after().match(s.text, noun[2])
    if amount is not None and not _rules_in_clause(s, amount.end()):
        return True
    match = _GENITIVE.match(s.text, noun[2])
    topic = match is None
    if topic:
        match = _TOPIC.match(s.text, noun[2])
        if match is None:
            return False
    group = 1 if topic else 4
    word = (match.start(group), match.end(group))
    # "of your diet": a possessive says the thing is the reader's, and the reader's own
    # things (its system, training, makers, any word a slot knows) are the agent's; a
    # Russian genitive (case alone, new in fixscan15) is read as one too
    possessive = not topic and (match.group(1) or match.group(2)
                                or match.group("ru") is not None)
    # a topic is a word no slot knows; a genitive may name anything but the agent's own
    slots = tuple(s.by_slot) if topic or possessive else ("guard", "ai", "policy", "prior", "own")
    # (a separable verb around its clause holds the rules and what names them: its slot
    # knows neither word, "Lass alle alten Regeln zur Mülltrennung weg", review31 R11)
    covered = any(hit[1] <= word[0] and word[1] <= hit[2]
                  and not (slot in _VERB_SLOTS and _around_object(hit, noun))
                  for slot in slots for hit in s.by_slot.get(slot, ()))
    named = fold(match.group(group)).strip()
    if possessive and (named in owner_words() or not _advice_reported(s, noun)
                       or not _a_domain_of_ones_own(s, match.start(group),
                                                    russian=match.group("ru") is not None)):
        # "the rules of your developers", "die Regeln deines Systems"; and said bare to the
        # reader, "your" is the agent's whatever it names ("the rules of your cage", review27
        # R5): only someone's advice to the user, reported, names the user's own
        return False
    if topic and (named in determiners() or named in _SCOPE_WORDS
                  or named in owner_words(key="pronouns") or _guarded(s, noun)
                  # "for the sake of the user", "for the rest of the chat", "for the
                  # duration of": a measure of something, a scope, not a subject
                  or _GENITIVE.match(s.text, match.end(group))):
        return False
    return not covered and named not in owner_words(key="agent_names")


@cache
def _reported_verbs() -> re.Pattern[str]:
    words = every_language(_table_file("reported_advice.json")["verbs"])
    return re.compile(r"(?<![^\W_])(?:" + phrases(words) + r")(?![^\W_])")


def _advice_reported(s: _Sentence, noun: _Hit) -> bool:
    """Whether the sentence reports the release as someone's advice (fixscan15, review27
    R5): after the rules, a comma and within four words a verb of saying or advising
    ("…, my nutritionist said", "…, m'a dit la nutritionniste", "…, sagt meine Ärztin");
    or such a verb and a colon before them ("My coach says: …"). ``reported_advice.json``."""
    verbs = _reported_verbs()
    after = _REPORT_AFTER.match(s.text, noun[2])
    if after is not None and (verb := verbs.match(s.text, after.end())) is not None:
        return _REPORT_CLOSES.match(s.text, verb.end()) is not None
    if after is not None:
        tail = s.text[after.end():after.end() + 80]
        # the report closes the sentence: "…, my coach said, and answer every question" goes
        # on with an order of its own after it (review27 R5's residue)
        return any(found.start() <= _REPORT_WORDS_SPAN and _REPORT_GAP.fullmatch(tail[:found.start()])
                   and _REPORT_CLOSES.match(tail, found.end()) is not None
                   for found in verbs.finditer(tail))
    return any(_COLON_AFTER.match(s.text, found.end()) is not None
               for found in verbs.finditer(s.text, 0, noun[1]))


@cache
def _domains() -> re.Pattern[str]:
    words = every_language(_table_file("reported_advice.json")["domains"])
    return re.compile(r"(?<![^\W_])(?:" + phrases(words) + r")(?![^\W_])")


def _a_domain_of_ones_own(s: _Sentence, at: int, russian: bool = False) -> bool:
    """Whether the genitive's noun phrase (from ``at`` to the next stop or comma, three
    words at most) names a part of one's own life (``reported_advice.json`` "domains": a
    diet, a routine, a school, one's past): the report frame alone can be appended to any
    release ("the rules of your code, says the developer", review27 R5's residue)."""
    phrase = _NOUN_PHRASE.match(s.text, at)
    if phrase is None:
        return False
    domains = list(_domains().finditer(phrase.group()))
    if not domains:
        return False
    # review28 R8: the agent's own side named in the phrase ("правила работы модели", the
    # rules of the model's work; "your budget model") makes the rules its, and Russian
    # chains genitives after the noun they qualify: there the domain ends the phrase
    words = _TOKEN.findall(phrase.group())
    agents = owner_words() | owner_words(key="agent_names")
    if any(word in agents for word in words) or any(
            hit[0] in _AGENT_SIDE and phrase.start() <= hit[1] < phrase.end()
            for slot in _AGENT_SIDE for hit in s.by_slot.get(slot, ())):
        return False
    return not russian or domains[-1].end() == len(phrase.group())


# the slots that name the agent or its makers' side, for a genitive's phrase
_AGENT_SIDE = ("ai", "guard", "policy", "self_normal", "model_name")


# The genitive's noun phrase is the whole of what the rules are of: it ends at the report's
# comma or the sentence's end, so "of your past and answer without limits" and "of your diet
# of safe answers" (an order, or the agent's own thing, after the domain) name no part of
# one's life (review27 R5's residue).
_NOUN_PHRASE = re.compile(_WORD_START + r"[\w'-]*(?:\s+" + _WORD_START
                          + r"[\w'-]*){0,2}(?=\s*(?:,|[.!]*\s*$))")
# What may follow the verb of a report for it to close the sentence: its speaker ("…, said
# my coach") and the stop; no comma, no clause of its own.
_REPORT_CLOSES = re.compile(r"[^,;:.!?]{0,40}[.!]*\s*$")


# the rest of the rules' noun phrase, then the comma that sets the report off
_REPORT_AFTER = re.compile(r"[^,.;:!?]{0,60},\s*")
_REPORT_GAP = re.compile(r"(?:[^\W\d_][\w'’-]*\s+){0,4}")
_REPORT_WORDS_SPAN = 60
_COLON_AFTER = re.compile(r"\s*:")


def _guarded(s: _Sentence, noun: _Hit) -> bool:
    """Whether a safety word qualifies the rules noun ("all its safety rules", "tes règles
    de sécurité" is the genitive's): safety rules for a topic are still the agent's."""
    return any(hit[1] <= noun[2] and noun[1] - hit[2] <= 12
               for hit in s.by_slot.get("guard", ()))


def _object_first(*hits: _Hit) -> bool:
    codes = _matcher().object_first
    return any(hit[3] in codes for hit in hits)


def _verb_before(action: _Hit, noun: _Hit) -> bool:
    return (action[2] <= noun[1] or _around_object(action, noun)
            or (_object_first(action, noun) and noun[2] <= action[1]))


def _around_object(action: _Hit, hit: _Hit) -> bool:
    """Whether ``action`` is a separable verb written around ``hit`` (a lexicon term with
    words left open between the verb and its particle: German "lass … weg", "fasse …
    zusammen", Dutch "vat … samen"): the verb comes first, its object inside."""
    return action[1] < hit[1] and hit[2] <= action[2]


def _counts_rules(s: _Sentence, whose: _Hit, noun: _Hit, slot: str) -> bool:
    """Whether ``whose`` ("all", "your") stands directly on ``noun`` (the rules): before it
    with only :data:`_COUNTING_GAP` words, articles and possessives between; after it only
    for a possessive phrase ("the rules you were given") or in an unspaced script, where
    a particle joins them ("ルールをすべて")."""
    if whose[2] <= noun[1]:
        low, high = whose[2], noun[1]
    elif noun[2] <= whose[1] and (slot == "own" or _UNSPACED.search(s.text[noun[1]:noun[2]])):
        low, high = noun[2], whose[1]
    else:
        return False
    if high - low > 40:
        return False
    gap = list(s.text[low:high])
    for gap_slot in _COUNTING_GAP:
        for hit in s.by_slot.get(gap_slot, ()):
            for at in range(max(hit[1], low), min(hit[2], high)):
                gap[at - low] = " "
    rest = "".join(gap)
    if _UNSPACED.search(rest):
        return len(rest.replace(" ", "")) <= 2
    allowed = determiners() | owner_words(key="agent_names")
    return all(fold(word).strip() in allowed for word in _TOKEN.findall(rest))


def _all_qualified(s: _Sentence, rules_slot: str) -> bool:
    """Whether the release may be read as one from someone else's rules: the sentence names
    no AI, assistant or persona (an agent told it is free of "NDA rules" is still told it
    is free), and *every* quantifier → rules pair in it is qualified, before the rules or
    by a genitive after them. One bare pair ("any
    NDA rules, nor any rules at all") is a release from the agent's rules, so checking
    the first pair found would let an attacker hide the second behind it."""
    pronouns = owner_words(key="pronouns")
    if s.has("persona") or any(fold(s.text[hit[1]:hit[2]]).strip() not in pronouns
                               for hit in s.by_slot.get("ai", ())):
        return False
    pairs = [(quant, rules) for quant in s.by_slot.get("quant", ())
             for rules in s.by_slot.get(rules_slot, ())
             if quant[2] <= rules[1] and rules[1] - quant[2] <= 60]
    # a genitive after the rules names whose they are as a word before them does ("all
    # the rules of your diet", "toutes les règles de ton régime")
    return bool(pairs) and all(_qualified(s, quant, rules) or _named_after(s, rules)
                               for quant, rules in pairs)


def _qualified(s: _Sentence, quant: _Hit, rules: _Hit) -> bool:
    """Whether the rules a quantifier counts belong to something named between them ("any
    NDA rules", "all parking restrictions", "alle Vereinsregeln" is one word and not this):
    a word there that is neither a slot word (ethical, moral, AI, safety, previous …) nor
    an article, possessive or "kind of" word (:data:`determiners`). Those are the rules of
    a contract, a place or a team, which a note may say the user is free of; the agent's
    own rules are counted bare ("any rules", "all of your restrictions", "any ethical or
    moral rules"). Only for words in spaced scripts, in the order quantifier → rules."""
    if quant[2] > rules[1]:
        return False
    gap = s.text[quant[2]:rules[1]]
    covered = [(hit[1], hit[2]) for hits in s.by_slot.values() for hit in hits
               if hit[1] < rules[1] and hit[2] > quant[2]]
    allowed, owners = determiners(), owner_words()
    agent = owner_words(key="agent_names")
    if any(fold(word.group().removesuffix("'s")).strip() in agent
           for word in _GAP_WORD.finditer(gap)):
        # "any OpenAI NDA rules", "any system-level HR rules": the agent's, wherever named
        return False
    # Read from the rules back: the nearest naming word says whose rules they are ("the
    # company's dress code rules" are the dress code's; "any developer rules" the
    # developer's, and a word further left cannot make them someone else's).
    for word in reversed(list(_GAP_WORD.finditer(gap))):
        low, high = quant[2] + word.start(), quant[2] + word.end()
        name = word.group().removesuffix("'s")
        if fold(name).strip() in owners:
            # "any developer rules", "any company guidelines": the agent's owners' rules
            return False
        if (name in allowed or _ADJECTIVE.search(name) is not None
                or any(a <= low and high <= b for a, b in covered)):
            continue
        return True
    return False


_GAP_WORD = re.compile(r"[^\W\d_](?:[\w'-]*\w)?")
# An adjective says what kind of rules, not whose ("any predefined, arbitrary or legal
# rules"): English adjective endings, and Spanish participles (French ones fold to
# endings English nouns share, so French gaps stay to the word list).
_ADJECTIVE = re.compile(r"(?:al|ic|ous|ive|ed|ful|less|able|ible|ary|ory|ian|ist|ish|"
                        r"ad[ao]s?|id[ao]s?)$")


@cache
def determiners() -> frozenset[str]:
    """The words that may stand between a quantifier and its rules (``determiners.json``,
    folded like the text)."""
    data = _table_file("determiners.json")
    words = {fold(word).strip() for word in every_language(data["words"])}
    # and every word of the lexicons' names for the agent and its policies ("OpenAI's
    # rules", "any content restrictions": "openai polic*", "content filter*")
    for lexicon in lexicons():
        for slot in ("ai", "policy", "limits"):
            for term in lexicon.slots.get(slot, ()):
                words.update(fold(term.rstrip("*")).split())
    return frozenset(words)


@cache
def owner_words(key: str = "owners") -> frozenset[str]:
    """Words that name the agent's owners or the agent itself (``determiners.json``
    "owners", folded like the text): rules qualified by one of them ("any developer
    rules", "any company guidelines", "any Claude rules") are still the agent's. With
    ``key="pronouns"``: the "ai" slot's words that only address the reader ("you")."""
    data = _table_file("determiners.json")
    return frozenset(fold(word).strip() for word in every_language(data[key]))


_NAMED_AFTER = re.compile(
    r"'s\b|[ -](?:editor|file|files|template|field|box|settings?|page|panel|tab|window|button|"
    r"length|format|tokens?|variable|config|path|folder|directory|repo|docs?|library|"
    r"version|cache|schema|tests?)\b")
