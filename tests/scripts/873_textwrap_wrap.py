# textwrap.wrap and fill on ordinary text: words, spaces, hyphens.
import textwrap

text = ("The quick brown fox jumps over the lazy dog. Pack my box with five dozen liquor jugs! "
        "How vexingly quick daft zebras jump? Sphinx of black quartz, judge my vow.")
for width in (10, 20, 33, 50, 70, 200):
    print(width, textwrap.wrap(text, width))
print(textwrap.fill(text, 40))
print(textwrap.fill(text))
print(textwrap.wrap(""), textwrap.wrap("   "), textwrap.wrap("one"), textwrap.wrap("  lead and trail  ", 8))
print(textwrap.wrap("a    b     c", 3), textwrap.wrap("word " * 12, 15))
print(textwrap.wrap("supercalifragilisticexpialidocious is long", 10))
print(textwrap.wrap("x" * 25, 7), textwrap.wrap("ab cd " + "e" * 12, 5))
print(textwrap.wrap("tabs\tand\nnewlines\r\nand\x0bvt\x0cff here", 12))
print(textwrap.wrap("naïve café über straße façade", 11))
try:
    textwrap.wrap("abc", 0)
except ValueError as e:
    print(type(e).__name__, e)
try:
    textwrap.fill("abc", width=-3)
except ValueError as e:
    print(type(e).__name__, e)
