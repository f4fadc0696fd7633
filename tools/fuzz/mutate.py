"""mutate.py: the mutations of fpy's fuzzer (tools/fuzz/run).

The idea: the best seeds for a language front end are real programs in that
language, and the project already has hundreds of them -- the script tests,
the error tests and the example programs -- each close to some edge the
compiler was written to handle.  A mutant is one of them changed a little:
a few bytes flipped, a token inserted, deleted, duplicated, replaced or
swapped (tokens come from a dictionary of Python's keywords, operators,
brackets and odd literals), a line deleted, duplicated, moved or
re-indented, the file cut short, a chunk of another program spliced in, a
statement from a list of tricky snippets (scope declarations, walruses in
comprehensions, constructs fpy rejects on purpose, ...) dropped at some
line, or a construct nested thousands of levels deep (parentheses, lists,
unary operators, lambdas, conditional expressions, `if` blocks, `elif`
chains, ...) at the sizes where CPython's own limits sit: 20 nested blocks,
100 indentation levels, 200 brackets, 3000 levels of compilation, 6000 of
its parser.  Small changes keep most of a program valid, so the mutant
reaches deep into the compiler and often runs; big ones probe the limits.

Everything is decided by a random.Random seeded with "SEED:CASE" (a string
seed is hashed with SHA-512, so it does not depend on PYTHONHASHSEED):
case N of seed S is the same mutant on every machine and every run, whatever
order the workers take the cases in, and `run --seed S --case N` writes it
out again.  Mutations work on bytes, since a flipped byte need not leave
valid UTF-8.
"""
import random
import re

# Python's tokens, roughly: enough to cut a program at token boundaries.
TOKEN_RE = re.compile(
    rb"""[rRbBuUfF]{0,2}(?:\"\"\"[\s\S]*?\"\"\"|'''[\s\S]*?'''|"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*')"""
    rb"""|\#[^\n]*|\d[\w.]*|[A-Za-z_]\w*|\*\*=|//=|>>=|<<=|\.\.\.|->|:=|[-+*/%@&|^<>=!]=|\*\*|//|<<|>>"""
    rb"""|\n|[ \t]+|.""",
    re.S,
)

KEYWORDS = (b"False None True and as assert async await break class continue def del elif else except "
            b"finally for from global if import in is lambda nonlocal not or pass raise return try while "
            b"with yield match case _ type print exec __debug__ __class__ self super").split()
OPERATORS = (b"+ - * / // % ** @ << >> & | ^ ~ := < > <= >= == != ( ) [ ] { } , : ; . ... -> = += -= *= /= "
             b"//= %= @= &= |= ^= >>= <<= **= ! ? $ ` \\").split()
LITERALS = [b"0", b"1", b"-1", b"0x10", b"0o7", b"0b1", b"1_000", b"1e10", b"1.5", b".5", b"1j", b"00", b"0_",
            b"1__0", b"0x", b"09", b"1e", b"'s'", b'"s"', b"b'b'", b"f'{x}'", b"f'{x!r:>{w}}'", b"f'{x=}'",
            b"rb'\\d'", b"'''t'''", b"'\\x'", b"'\\N{BULLET}'", b"f'{'", b"f'}'", b"'", b'"', b'"""',
            b"u'u'", b"br''", b"Rb''", b"f''", b"fr'{x}'"]
TOKENS = KEYWORDS + OPERATORS + LITERALS + [b"\n", b"\n    ", b"\t", b" ", b"\\\n", b"#", b"x", b"_x",
                                             b"__x", b"\xc3\xa9", b"\xe2\x82\xac", b"\x00", b"\xff", b"\r"]

# Statements that poke at scopes, targets and the constructs fpy refuses.
SNIPPETS = [
    b"global x", b"nonlocal x", b"x := 1", b"(x := 1)", b"[y := i for i in range(3)]",
    b"def f():\n    global x\n    [x := i for i in range(2)]\n    return x",
    b"def f():\n    x = 0\n    def g():\n        nonlocal x\n        [x := i for i in range(2)]\n    g()\n    return x",
    b"def f():\n    [x := i for i in range(2)]\n    global x",
    b"class A:\n    [(y := 1) for _ in 'a']", b"[[(z := j) for j in range(2)] for i in range(2)]",
    b"[i := 0 for i in range(2)]", b"[(lambda: (w := 1))() for i in 'ab']", b"def f(x):\n    global x",
    b"def f():\n    x = 1\n    global x", b"def f():\n    nonlocal y", b"def f():\n    global y\n    nonlocal y",
    b"lambda: (yield)", b"async def f(): pass", b"async def f():\n    await g()", b"await x",
    b"async with a: pass", b"async for a in b: pass", b"[x async for x in y]",
    b"match x:\n    case 1:\n        pass", b"match = 1", b"case = match", b"match(x)",
    b"try:\n    pass\nexcept* ValueError:\n    pass", b"x = 1j", b"print >> f, 1", b"print 'x'", b"exec 'x'",
    b"del x, (y, z)", b"del [a, b]", b"del (a)", b"del a.b, a[0]", b"a, *b, c = d", b"*a = b", b"*a, = b",
    b"a, *b, *c = d", b"f(**k, *a)", b"f(a for a in b)", b"f(a for a in b, c)", b"f(a=1, a=2)", b"f(a=1, b)",
    b"class C: x = [y for y in z]", b"yield from x", b"return 1", b"break", b"continue",
    b"from __future__ import annotations", b"from __future__ import braces", b"from . import x",
    b"import a.b as c", b"from a import (b, c,)", b"from a import *", b"def f():\n    from a import *",
    b"assert x, y", b"assert (x, y)", b"raise X from Y", b"raise", b"with a as b, c as d: pass",
    b"with (a as b, c as d): pass", b"with (a, b): pass", b"x: int = 1", b"x.y: int", b"(x): int = 1",
    b"(x, y): int", b"x: int = yield", b"@dec\ndef f(): pass", b"@a.b(c)\nclass C: pass", b"@x := y\ndef f(): pass",
    b"def f(a, /, b, *, c): pass", b"def f(*, a): pass", b"def f(*): pass", b"def f(a=1, b): pass",
    b"def f(**k, a): pass", b"def f(a, a): pass", b"def f(a, /): pass", b"def f(/, a): pass",
    b"lambda *a, **k: 0", b"lambda a=1, b: 0", b"x = yield", b"if x:\npass", b"\tx = 1", b" x = 1",
    b"x = [i for i in range(3) if i if not i]", b"{**a, 'b': 1}", b"{*a, *b}", b"a[1:2, ::3]", b"a[*b]",
    b"x = not", b"x = (1,)", b"()", b"[]", b"{}", b"__debug__ = 1", b"None = 1", b"f() = 1", b"x + 1 = 2",
    b"del f()", b"for x in 1, 2: pass", b"for x in *a, *b: pass", b"while 1: break\nelse: pass",
    b"if 1: pass\nelif 2: pass\nelse: pass", b"try:\n    pass\nfinally:\n    pass",
    b"try:\n    pass\nexcept:\n    pass\nexcept E:\n    pass", b"try:\n    pass\nelse:\n    pass",
    b"def g():\n    try:\n        return 1\n    finally:\n        return 2",
    b"for i in x:\n    try:\n        continue\n    finally:\n        break",
    b"def f():\n    yield 1\n    return 2", b"def f():\n    x = yield from g()", b"def f(): return (yield)",
    b"class C(A, B, metaclass=M, **k): pass", b"class C(*bases): pass", b"class C(x for x in y): pass",
    b"x = [*a, *b]", b"x = *a,", b"x = *a", b"print(*a, *b, **c, **d)", b"x = a if b else c if d else e",
    b"x = lambda: lambda: 1", b"x = (y for y in z if (w := y))", b"x = {k: v for k, v in d.items()}",
    b"x = [(a, b) for a in c for b in d if a if b]", b"x = f'{f\"{1}\"}'", b"x = f'{x:{y:{z}}}'",
    b"x = f'{x!z}'", b"x = f'{}'", b"x = f'{x'", b"x = f'{lambda: 1}'", b"x = f'{yield}'", b"x = f'{*a}'",
    b"x = 'a' 'b' f'c' b'd'", b"x = 0777", b"x = 1if 1else 2", b"x = 0x_f", b"x = 1_", b"x = 0b102",
    b"x = \"\\N{LATIN SMALL LETTER A}\"", b"x = '\\777'", b"x = b'\xc3\xa9'", b"x = '\\u12'",
    b"x = r'\\'", b"x = '''", b"#coding: latin-1", b"# -*- coding: utf-8 -*-", b"\xef\xbb\xbfx = 1",
    b"x = 1 # comment \\", b"x = [\n1,\n2\n", b"x = (1\n", b"x = }", b"x = 1)", b"if x:\n  a\n    b",
    b"if x:\n    a\n  b", b"if x:\n\ta\n        b", b"x = 1; y = 2;", b"x = 1;;", b"; x", b"pass;",
    b"global x, y, x", b"def __class__(): pass", b"class C:\n    def f(self):\n        super().f()\n        __class__",
    b"class C:\n    __x = 1\n    def f(self): return self.__x", b"def f():\n    del x\n    x = 1",
    b"def f():\n    def x(): pass\n    global x", b"def f():\n    import x\n    global x",
    b"def f(a):\n    def g():\n        nonlocal a\n        a = 1", b"def f():\n    class C:\n        nonlocal q",
    b"x = [y for y in (z := range(3))]", b"x = [i for i in range(3) if (j := i)]", b"[i for i in (i := range(3))]",
    b"def f(a=(b := 1)): pass", b"lambda: (x := 1)", b"x = (y := 1, z := 2)", b"f(x := 1)", b"f(a, x := 1)",
    b"a[x := 1]", b"a[x := 1, y := 2]", b"x = {y := 1}", b"x = {y := 1: 2}", b"(a.b := 1)", b"(a[0] := 1)",
    b"((a, b) := (1, 2))", b"x = not a := 1", b"if x := 1: pass", b"while (x := 0): pass",
    b"assert (x := 1)", b"del (x := 1)", b"with (x := 1): pass", b"for (x := 1) in y: pass",
]

# Sizes around the limits of CPython's tokenizer, compiler and parser.
DEEP_SIZES = [2, 10, 19, 20, 21, 50, 99, 100, 101, 199, 200, 201, 255, 256, 500, 1000, 2000, 2900, 2997,
              2998, 2999, 3000, 3001, 4000, 5000, 5964, 5965, 5967, 5968, 6000, 10000, 50000]
BLOCK_SIZES = [2, 19, 20, 21, 50, 98, 99, 100, 101, 150]


def _nest(open_, close, inner, n):
    return open_ * n + inner + close * n


# Deeply nested expressions: each a function of (n, rng) giving one line.
DEEP_EXPRS = [
    lambda n, r: _nest(b"(", b")", b"1", n),
    lambda n, r: _nest(b"[", b"]", b"1", n),
    lambda n, r: _nest(b"{", b"}", b"1", n),
    lambda n, r: _nest(b"{1: ", b"}", b"1", n),
    lambda n, r: _nest(b"(1, ", b")", b"1", n),
    lambda n, r: _nest(b"f(", b")", b"1", n),
    lambda n, r: _nest(b"a[", b"]", b"0", n),
    lambda n, r: _nest(b"(-", b")", b"1", n),
    lambda n, r: b"-" * n + b"1",
    lambda n, r: b"- " * n + b"x",
    lambda n, r: b"~" * n + b"1",
    lambda n, r: b"+" * n + b"1",
    lambda n, r: b"not " * n + b"x",
    lambda n, r: b"x" + b" + x" * n,
    lambda n, r: b"x" + b" * x" * n,
    lambda n, r: b"x" + b" ** x" * n,
    lambda n, r: b"x" + b" < x" * n,
    lambda n, r: b"x" + b" and x" * n,
    lambda n, r: b"x" + b" or y and x" * n,
    lambda n, r: b"x" + b".a" * n,
    lambda n, r: b"f" + b"()" * n,
    lambda n, r: b"a" + b"[0]" * n,
    lambda n, r: b"lambda: " * n + b"1",
    lambda n, r: b"x if y else " * n + b"z",
    lambda n, r: b"'a' " * n,
    lambda n, r: b"(yield " * min(n, 199) + b"1" + b")" * min(n, 199),
    lambda n, r: b"-(" * min(n, 199) + b"-" * n + b"1" + b")" * min(n, 199),
    lambda n, r: b"(" * min(n, 199) + b"not " * n + b"x" + b")" * min(n, 199),
    lambda n, r: b"[" * min(n, 150) + b"lambda: " * n + b"1" + b"]" * min(n, 150),
    lambda n, r: b"f(" + b", ".join([b"x"] * n) + b")",
    lambda n, r: b"[" + b", ".join([b"1"] * n) + b"]",
    lambda n, r: b"f'{" * min(n, 5) + b"x" + b"}'" * min(n, 5),
    lambda n, r: _nest(b"[", b" for x in y]", b"x", min(n, 199)),
    lambda n, r: _nest(b"(x := ", b")", b"1", min(n, 199)),
    lambda n, r: b"9" * (n if n > 4000 else 4300 + n % 7),
]


def _deep_blocks(n, r):
    """n nested compound statements, one space of indentation each."""
    heads = [b"if x:", b"for i in y:", b"while x:", b"with a:", b"try:", b"def f():", b"class C:",
             b"if x: pass\nelse:", b"for i in y: pass\nelse:"]
    kind = r.randrange(len(heads) + 1)
    out = []
    for i in range(n):
        h = heads[kind] if kind < len(heads) else r.choice(heads)
        for part in h.split(b"\n"):
            out.append(b" " * i + part)
    out.append(b" " * n + b"pass")
    if kind == 4 or (kind == len(heads) and r.random() < 0.5):
        # close the try blocks, innermost first
        for i in range(n - 1, -1, -1):
            out.append(b" " * i + b"finally: pass")
    return b"\n".join(out)


def _elif_chain(n, r):
    lines = [b"if x == 0: pass"] + [b"elif x == %d: pass" % i for i in range(1, n)] + [b"else: pass"]
    return b"\n".join(lines)


def _many(n, r):
    what = r.choice([b"x = 1", b"def f(): pass", b"x = [%d]", b"v%d = 1", b"global g%d", b"import m%d"])
    if b"%d" in what:
        return b"\n".join(what % i for i in range(n))
    return b"\n".join([what] * n)


class Mutator:
    """One case's mutation: apply(src) -> (mutant bytes, list of what was done)."""

    def __init__(self, rng, corpus):
        self.r = rng
        self.corpus = corpus  # list of bytes, for splicing
        self.ops = [
            (10, self.byte_flip), (12, self.token_insert), (12, self.token_delete), (7, self.token_dup),
            (10, self.token_replace), (4, self.token_swap), (10, self.line_op), (6, self.reindent),
            (4, self.truncate), (5, self.splice), (10, self.snippet), (8, self.deep), (2, self.huge),
        ]
        self.total = sum(w for w, _ in self.ops)

    def apply(self, src):
        r = self.r
        k = r.choice([1, 1, 1, 1, 1, 2, 2, 2, 3, 4])
        done = []
        for _ in range(k):
            x = r.randrange(self.total)
            for w, op in self.ops:
                if x < w:
                    break
                x -= w
            src, what = op(src)
            done.append(what)
        return src, done

    # ---- helpers ----
    def tokens(self, src):
        return TOKEN_RE.findall(src)

    def pos(self, src):
        return self.r.randrange(len(src) + 1)

    def lines(self, src):
        return src.split(b"\n")

    def indent_at(self, lines, i):
        if i >= len(lines):
            return b""
        line = lines[i]
        return line[:len(line) - len(line.lstrip(b" \t"))]

    def insert_block(self, src, block, where="line"):
        """Insert a block of lines before a random line, at that line's indentation."""
        lines = self.lines(src)
        i = self.r.randrange(len(lines) + 1)
        ind = self.indent_at(lines, i)
        if self.r.random() < 0.3:
            ind = b""
        new = [ind + l if l else l for l in block.split(b"\n")]
        return b"\n".join(lines[:i] + new + lines[i:]), i + 1

    # ---- mutations ----
    def byte_flip(self, src):
        r = self.r
        b = bytearray(src)
        n = r.randint(1, 4)
        for _ in range(n):
            if not b:
                b.append(r.randrange(256))
                continue
            i = r.randrange(len(b))
            c = r.random()
            if c < 0.4:
                b[i] ^= 1 << r.randrange(8)
            elif c < 0.8:
                b[i] = r.choice(b"()[]{}:,.;=+-*/%<>!\"'\\#\n\t 0189_aZ@\x00\x80\xff")
            else:
                b[i] = r.randrange(256)
        return bytes(b), "byte_flip x%d" % n

    def token_insert(self, src):
        t = self.tokens(src)
        i = self.r.randrange(len(t) + 1)
        tok = self.r.choice(TOKENS)
        sp = self.r.choice([b"", b" "])
        t.insert(i, sp + tok + sp)
        return b"".join(t), "token_insert %r at token %d" % (tok, i)

    def token_delete(self, src):
        t = self.tokens(src)
        if not t:
            return src, "token_delete (empty)"
        i = self.r.randrange(len(t))
        n = self.r.choice([1, 1, 1, 2, 3])
        del t[i:i + n]
        return b"".join(t), "token_delete %d at token %d" % (n, i)

    def token_dup(self, src):
        t = self.tokens(src)
        if not t:
            return src, "token_dup (empty)"
        i = self.r.randrange(len(t))
        n = self.r.choice([1, 1, 2, 3, 5])
        k = self.r.choice([1, 1, 2, 10])
        t[i:i] = t[i:i + n] * k
        return b"".join(t), "token_dup %d x%d at token %d" % (n, k, i)

    def token_replace(self, src):
        t = self.tokens(src)
        if not t:
            return src, "token_replace (empty)"
        # prefer significant tokens
        for _ in range(5):
            i = self.r.randrange(len(t))
            if t[i].strip():
                break
        tok = self.r.choice(TOKENS)
        t[i] = tok
        return b"".join(t), "token_replace token %d with %r" % (i, tok)

    def token_swap(self, src):
        t = [x for x in self.tokens(src)]
        if len(t) < 3:
            return src, "token_swap (short)"
        i = self.r.randrange(len(t) - 2)
        j = i + self.r.choice([1, 2])
        t[i], t[j] = t[j], t[i]
        return b"".join(t), "token_swap %d %d" % (i, j)

    def line_op(self, src):
        r = self.r
        lines = self.lines(src)
        i = r.randrange(len(lines))
        c = r.randrange(4)
        if c == 0:
            del lines[i]
            what = "line_delete %d" % (i + 1)
        elif c == 1:
            lines.insert(i, lines[i])
            what = "line_dup %d" % (i + 1)
        elif c == 2:
            j = r.randrange(len(lines))
            lines[i], lines[j] = lines[j], lines[i]
            what = "line_swap %d %d" % (i + 1, j + 1)
        else:
            line = lines.pop(i)
            j = r.randrange(len(lines) + 1)
            lines.insert(j, line)
            what = "line_move %d to %d" % (i + 1, j + 1)
        return b"\n".join(lines), what

    def reindent(self, src):
        r = self.r
        lines = self.lines(src)
        i = r.randrange(len(lines))
        c = r.randrange(5)
        if c == 0:
            lines[i] = b" " * r.choice([1, 2, 4, 8]) + lines[i]
        elif c == 1:
            lines[i] = lines[i][r.choice([1, 2, 4]):] if lines[i][:1] in (b" ", b"\t") else lines[i]
        elif c == 2:
            lines[i] = b"\t" + lines[i].lstrip(b" ")
        elif c == 3:
            lines[i] = lines[i].lstrip()
        else:
            # a whole block shifted
            n = r.randint(2, 8)
            lines[i:i + n] = [b"    " + l for l in lines[i:i + n]]
        return b"\n".join(lines), "reindent line %d (%d)" % (i + 1, c)

    def truncate(self, src):
        if self.r.random() < 0.5:
            t = self.tokens(src)
            i = self.r.randrange(len(t) + 1)
            return b"".join(t[:i]), "truncate at token %d" % i
        i = self.pos(src)
        return src[:i], "truncate at byte %d" % i

    def splice(self, src):
        other = self.lines(self.r.choice(self.corpus))
        a = self.r.randrange(len(other))
        chunk = b"\n".join(other[a:a + self.r.randint(1, 12)])
        lines = self.lines(src)
        i = self.r.randrange(len(lines) + 1)
        return b"\n".join(lines[:i] + [chunk] + lines[i:]), "splice %d lines at line %d" % (chunk.count(b"\n") + 1, i + 1)

    def snippet(self, src):
        s = self.r.choice(SNIPPETS)
        out, line = self.insert_block(src, s)
        return out, "snippet %r at line %d" % (s[:40], line)

    def deep(self, src):
        r = self.r
        c = r.random()
        if c < 0.55:
            n = r.choice(DEEP_SIZES)
            k = r.randrange(len(DEEP_EXPRS))
            e = DEEP_EXPRS[k](n, r)
            lines = self.lines(src)
            # wrap an existing assignment's value, or add a statement
            cands = [i for i, l in enumerate(lines) if b" = " in l and b"==" not in l and not l.rstrip().endswith((b":", b"\\", b","))]
            if cands and r.random() < 0.4:
                i = r.choice(cands)
                head, _, tail = lines[i].partition(b" = ")
                if r.random() < 0.5:
                    e = _nest(b"(", b")", tail, min(n, 300)) if k == 0 else e
                lines[i] = head + b" = " + e
                return b"\n".join(lines), "deep expr %d n=%d replacing line %d" % (k, n, i + 1)
            pre, post = r.choice([(b"x = ", b""), (b"", b""), (b"print(", b")"), (b"def f(): return ", b"")])
            out, line = self.insert_block(src, pre + e + post)
            return out, "deep expr %d n=%d at line %d" % (k, n, line)
        if c < 0.8:
            n = r.choice(BLOCK_SIZES)
            out, line = self.insert_block(src, _deep_blocks(n, r))
            return out, "deep blocks n=%d at line %d" % (n, line)
        if c < 0.9:
            n = r.choice([10, 1000, 3000, 10000])
            out, line = self.insert_block(src, _elif_chain(n, r))
            return out, "elif chain n=%d at line %d" % (n, line)
        n = r.choice([100, 1000, 70000])
        out, line = self.insert_block(src, _many(n, r))
        return out, "many statements n=%d at line %d" % (n, line)

    def huge(self, src):
        r = self.r
        c = r.randrange(6)
        if c == 0:
            lit = b"9" * r.choice([4299, 4300, 4301, 5000, 100000])
        elif c == 1:
            lit = b"0x" + b"f" * r.choice([5000, 100000])
        elif c == 2:
            lit = b"'" + b"a" * r.choice([70000, 1000000]) + b"'"
        elif c == 3:
            lit = b"1." + b"5" * 5000 + b"e" + b"9" * r.choice([3, 400])
        elif c == 4:
            lit = b"a" * r.choice([256, 100000])
        else:
            lit = b"0" * 5000 + b"1"
        out, line = self.insert_block(src, b"x = " + lit)
        return out, "huge literal %d at line %d" % (c, line)


def corpus_files(root):
    """The seed programs: every script test, error test and example program."""
    import glob
    import os
    out = []
    for pat in ("tests/scripts/*.py", "tests/errors/*.py", "examples/*.py"):
        for path in sorted(glob.glob(os.path.join(root, pat))):
            args = []
            base = path[:-3]
            name = os.path.basename(base)
            argf = base + ".args"
            if pat.startswith("examples"):
                argf = os.path.join(root, "tests/examples", name + ".args")
            if os.path.exists(argf):
                with open(argf) as f:
                    args = f.read().split()
            with open(path, "rb") as f:
                out.append((os.path.relpath(path, root), f.read(), args))
    return out


def make_case(seed, case, corpus):
    """Case `case` of `seed`: (mutant bytes, seed program's path, its args, mutations)."""
    r = random.Random("%d:%d" % (seed, case))
    path, src, args = corpus[r.randrange(len(corpus))]
    m = Mutator(r, [c[1] for c in corpus])
    out, done = m.apply(src)
    return out, path, args, done
