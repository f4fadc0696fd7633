# textwrap: where CPython's chunking breaks hyphenated words and em-dashes.
import textwrap

cases = [
    "well-known long-winded e-mail re-enter x-ray a-b-c-d-e",
    "hyphen-ated-words-everywhere-in-this-sentence-ok",
    "this--that and that---other and -- alone and ---lead trail--- end--",
    "'quoted--em' mid-1990s 3-4 ab-12 a1-b2c 12-ab A-B-C",
    "--leading -dash trailing- double--dash x--y-z",
    "pneumono-ultra-microscopic-silico-volcano-coniosis",
    "Hello there--how are you? I'm fine--thanks!",
    "über-cool naïve-café x_y-z_w",
]
for text in cases:
    for width in (1, 4, 6, 9, 12, 20):
        print(width, textwrap.wrap(text, width))
    print(textwrap.wrap(text, 9, break_on_hyphens=False))
    print(textwrap.wrap(text, 9, break_long_words=False))
