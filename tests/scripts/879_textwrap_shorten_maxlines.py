# textwrap.shorten and max_lines / placeholder.
import textwrap

text = "Hello  world!  This is a fairly long sentence, with several words in it."
for width in (5, 10, 12, 15, 20, 30, 80):
    print(width, repr(textwrap.shorten(text, width)))
print(textwrap.shorten(text, 25, placeholder="..."), textwrap.shorten("   ", 10), textwrap.shorten("ab", 6))
print(textwrap.shorten(text, 20, break_long_words=False), textwrap.shorten("x" * 30, 12))
for lines in (1, 2, 3, 10):
    print(lines, textwrap.wrap(text, 16, max_lines=lines))
print(textwrap.wrap(text, 16, max_lines=2, placeholder=" ~"), textwrap.wrap(text, 16, max_lines=2, placeholder=""))
print(textwrap.fill(text, 18, max_lines=3, initial_indent="- ", subsequent_indent="  "))
print(textwrap.wrap("aaaa bbbb cccc dddd", 9, max_lines=2, placeholder=" [...]"))
print(textwrap.wrap("a b c d e f g h", 5, max_lines=2, placeholder="..."))
for call in ["textwrap.shorten(text, 3)", "textwrap.wrap(text, 5, max_lines=1, placeholder='long placeholder')",
             "textwrap.wrap(text, 10, max_lines=2, subsequent_indent='        ', placeholder='  [..]')"]:
    try:
        print(eval(call))
    except ValueError as e:
        print(type(e).__name__, e)
