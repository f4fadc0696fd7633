# textwrap.TextWrapper options.
import textwrap

text = "Lorem ipsum dolor sit amet, consectetur adipiscing elit. Sed do eiusmod  tempor. Ut enim!"
w = textwrap.TextWrapper(width=24, initial_indent="* ", subsequent_indent="    ")
print(w.wrap(text))
print(w.fill(text))
print(textwrap.fill(text, 30, initial_indent="> ", subsequent_indent="> "))
print(textwrap.wrap(text, 20, drop_whitespace=False))
print(textwrap.wrap("  two  spaces  ", 6, drop_whitespace=False))
print(textwrap.wrap("a\tb\tc", 12), textwrap.wrap("a\tb\tc", 12, tabsize=4))
print(textwrap.wrap("a\tb\nc", 20, expand_tabs=False), textwrap.wrap("a\tb\nc", 20, replace_whitespace=False))
print(textwrap.wrap("a\tb\nc  d", 20, expand_tabs=False, replace_whitespace=False))
print(textwrap.wrap(text, 25, fix_sentence_endings=True))
print(textwrap.wrap("Mr. Smith went. He said hi! Did he? 'Yes.' Then \"ok.\" end", 80, fix_sentence_endings=True))
print(textwrap.wrap("abcdefghijkl mnop", 5, break_long_words=False))
print(textwrap.wrap("abcdefghijkl mnop", 5, initial_indent="12345"))
w = textwrap.TextWrapper()
print(w.width, w.initial_indent == "", w.expand_tabs, w.replace_whitespace, w.fix_sentence_endings,
      w.break_long_words, w.drop_whitespace, w.break_on_hyphens, w.tabsize, w.max_lines, w.placeholder)
w.width = 12
print(w.wrap(text))
