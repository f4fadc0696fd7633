# textwrap.dedent and textwrap.indent.
import textwrap

samples = [
    "    def f():\n        return 1\n",
    "  a\n  b\n",
    "\ta\n\t b\n\n   \n",
    "  x\n\ty\n",
    "    a\n  b\n      c",
    "no\n  indent",
    "  \n  ",
    "  a\r\n  b",
    " \t a\n \t b\n \t",
    "",
    "\n\n",
    "   only one line",
]
for s in samples:
    print(repr(textwrap.dedent(s)))
for s in samples:
    print(repr(textwrap.indent(s, "> ")), repr(textwrap.indent(s, "+", lambda line: True)))
print(textwrap.indent("one\ntwo\n\nthree\n", "  ", lambda line: line.startswith("t")))
code = textwrap.dedent("""
    for i in range(3):
        print(i)
""")
print(code)
exec(code)
