# textwrap.wrap on random word soup (spaces, hyphens, dashes, punctuation) with many options.
import random
import textwrap

random.seed(5)
words = ["a", "bb", "ccc-dd", "e--f", "long-hyphenated-word", "--", "-", "x.", "y!", "z?", "q'",
         "1-2", "ab-", "-cd", "   ", "\t", "the", "elephant", "re-re-re", "A-1"]
options = [dict(), dict(width=10), dict(width=1), dict(width=5, break_long_words=False),
           dict(width=12, break_on_hyphens=False), dict(width=15, initial_indent="* ", subsequent_indent="  "),
           dict(width=20, drop_whitespace=False), dict(width=25, max_lines=2),
           dict(width=12, max_lines=3, placeholder="..."), dict(width=30, fix_sentence_endings=True),
           dict(width=8, tabsize=4), dict(width=7, max_lines=1)]
for i in range(120):
    text = "".join(random.choice(words) + random.choice([" ", "", "  ", "-"]) for _ in range(random.randint(1, 25)))
    opts = options[i % len(options)]
    try:
        print(textwrap.wrap(text, **opts))
    except ValueError as e:
        print(type(e).__name__, e)
    print(repr(textwrap.shorten(text, 10 + i % 30)))
